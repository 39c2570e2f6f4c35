/** Home modification planner catalogue: SPEC §3 items and costs, SPEC §9 timeline phases and default budget; the product's own model, 2026. */

export type HomeModCategory = 'bathroom' | 'mobility' | 'kitchen' | 'safety' | 'lighting' | 'flooring';
export type HomeModPriority = 'none' | 'high' | 'medium' | 'low';

export interface HomeModificationItem {
  id: string;
  /** The SPEC §3 name, kept to check the catalogue against the spec; the tool words each item by its id (HomeModificationPlanner/homeModWords.ts). */
  name: string;
  /** Typical cost in US$ (SPEC §3, the product's own estimates). */
  cost: number;
  category: HomeModCategory;
}

export const HOME_MOD_CATEGORIES: readonly { id: HomeModCategory; name: string }[] = [
  { id: 'bathroom', name: 'Bathroom' },
  { id: 'mobility', name: 'Mobility' },
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'safety', name: 'Safety' },
  { id: 'lighting', name: 'Lighting' },
  { id: 'flooring', name: 'Flooring' },
];

/** The 24 items and costs that SPEC §3 lists by category (2026); their descriptions are the tool's words (its catalogs). */
export const HOME_MOD_ITEMS: readonly HomeModificationItem[] = [
  {
    id: 'grab-bars',
    name: 'Grab bars',
    cost: 150,
    category: 'bathroom',
  },
  {
    id: 'walk-in-shower',
    name: 'Walk-in shower',
    cost: 800,
    category: 'bathroom',
  },
  {
    id: 'raised-toilet-seat',
    name: 'Raised toilet seat',
    cost: 200,
    category: 'bathroom',
  },
  {
    id: 'shower-bench',
    name: 'Shower bench',
    cost: 100,
    category: 'bathroom',
  },
  {
    id: 'bathroom-non-slip-flooring',
    name: 'Non-slip flooring',
    cost: 300,
    category: 'bathroom',
  },
  {
    id: 'ramp',
    name: 'Ramp',
    cost: 1200,
    category: 'mobility',
  },
  {
    id: 'handrails',
    name: 'Handrails',
    cost: 400,
    category: 'mobility',
  },
  {
    id: 'stair-lift',
    name: 'Stair lift',
    cost: 3000,
    category: 'mobility',
  },
  {
    id: 'doorway-widening',
    name: 'Doorway widening',
    cost: 600,
    category: 'mobility',
  },
  {
    id: 'threshold-removal',
    name: 'Threshold removal',
    cost: 150,
    category: 'mobility',
  },
  {
    id: 'adjustable-counters',
    name: 'Adjustable counter heights',
    cost: 800,
    category: 'kitchen',
  },
  {
    id: 'pull-out-shelves',
    name: 'Pull-out shelves',
    cost: 300,
    category: 'kitchen',
  },
  {
    id: 'lever-handles',
    name: 'Lever handles',
    cost: 200,
    category: 'kitchen',
  },
  {
    id: 'task-lighting',
    name: 'Task lighting',
    cost: 250,
    category: 'kitchen',
  },
  {
    id: 'smoke-detectors',
    name: 'Enhanced smoke detectors',
    cost: 200,
    category: 'safety',
  },
  {
    id: 'security-system',
    name: 'Security system',
    cost: 500,
    category: 'safety',
  },
  {
    id: 'emergency-alert',
    name: 'Emergency alert',
    cost: 300,
    category: 'safety',
  },
  {
    id: 'smart-locks',
    name: 'Smart locks',
    cost: 400,
    category: 'safety',
  },
  {
    id: 'motion-lights',
    name: 'Motion lights',
    cost: 150,
    category: 'lighting',
  },
  {
    id: 'night-lights',
    name: 'Night lights',
    cost: 50,
    category: 'lighting',
  },
  {
    id: 'raised-outlets',
    name: 'Raised outlets',
    cost: 200,
    category: 'lighting',
  },
  {
    id: 'non-slip-tiles',
    name: 'Non-slip tiles',
    cost: 1000,
    category: 'flooring',
  },
  {
    id: 'carpet-removal',
    name: 'Carpet removal',
    cost: 300,
    category: 'flooring',
  },
  {
    id: 'smooth-transitions',
    name: 'Smooth transitions',
    cost: 400,
    category: 'flooring',
  },
];

/** Timelines (SPEC §5: 3 months, 6 months, 1 year, 2 years), with their length in months for phase planning. Default 6 months. */
export const HOME_MOD_TIMELINES = [
  { id: '3-months', label: '3 months', months: 3 },
  { id: '6-months', label: '6 months', months: 6 },
  { id: '1-year', label: '1 year', months: 12 },
  { id: '2-years', label: '2 years', months: 24 },
] as const;
export type HomeModTimeline = (typeof HOME_MOD_TIMELINES)[number]['id'];

/** Phases (SPEC §9: Immediate, Short-term, Medium-term, Long-term) and which priority they hold (our reading); startMonth is when the phase begins. */
export const HOME_MOD_PHASES = [
  { id: 'immediate', name: 'Immediate', window: '0-1 week', startMonth: 0, priority: 'high' },
  { id: 'short-term', name: 'Short-term', window: '1-3 months', startMonth: 1, priority: 'medium' },
  { id: 'medium-term', name: 'Medium-term', window: '3-6 months', startMonth: 3, priority: 'low' },
  { id: 'long-term', name: 'Long-term', window: '6+ months', startMonth: 6, priority: 'none' },
] as const;

/** Budget taken when none is given, US$. Source: SPEC §9 sets the default budget at 5000, 2026. */
export const HOME_MOD_FALLBACK_BUDGET = 5000;
/** Timeline taken when none (or an unknown one) is given, and the planner's opening one. Source: SPEC §5 makes 6 months the default, 2026. */
export const HOME_MOD_FALLBACK_TIMELINE: HomeModTimeline = '6-months';
/** Where the item costs come from, as "How this is calculated" cites it. Source: SPEC §3 lists them as the product's own estimates, 2026. */
export const HOME_MOD_COST_SOURCE = 'Evergreen’s own estimates';

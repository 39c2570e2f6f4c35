import { MAX_MONEY, readChoice, readNumber } from '../core/num';
import {
  HOME_MOD_CATEGORIES,
  HOME_MOD_COST_SOURCE,
  HOME_MOD_FALLBACK_BUDGET,
  HOME_MOD_FALLBACK_TIMELINE,
  HOME_MOD_ITEMS,
  HOME_MOD_PHASES,
  HOME_MOD_TIMELINES,
  type HomeModificationItem,
  type HomeModPriority,
  type HomeModTimeline,
} from '../rules/home/homeModification';

export type {
  HomeModificationItem,
  HomeModPriority,
  HomeModTimeline,
  HomeModCategory,
} from '../rules/home/homeModification';

/** The 24 SPEC §3 items (re-exported for the UI). */
export const HOME_MODIFICATION_ITEMS = HOME_MOD_ITEMS;
export const HOME_MODIFICATION_CATEGORIES = HOME_MOD_CATEGORIES;
export const HOME_MODIFICATION_TIMELINES = HOME_MOD_TIMELINES;
export const HOME_MODIFICATION_PHASES = HOME_MOD_PHASES;
export const HOME_MODIFICATION_PRIORITIES: readonly HomeModPriority[] = ['none', 'high', 'medium', 'low'];

export interface HomeModSelection {
  id: string;
  selected?: boolean;
  priority?: HomeModPriority;
}

export interface HomeModificationInput {
  /** Selection state per item id; unknown ids are ignored, missing items are unselected with no priority. */
  items: HomeModSelection[];
  budget: number;
  timeline: HomeModTimeline;
}

export interface HomeModItemState extends HomeModificationItem {
  selected: boolean;
  priority: HomeModPriority;
}

export interface HomeModPhase {
  id: (typeof HOME_MOD_PHASES)[number]['id'];
  name: string;
  window: string;
  priority: HomeModPriority;
  items: HomeModItemState[];
  total: number;
  /** Whether the phase starts inside the chosen timeline. */
  withinTimeline: boolean;
}

export type BudgetStatus = 'exceeded' | 'within' | 'none';

/** What "How this is calculated" says, as facts the tool words (src/i18n/phrase.ts). */
export type HomeModAssumption =
  { id: 'itemCosts'; source: string } | { id: 'phases' } | { id: 'timeline'; months: number };
export type HomeModFormula = { id: 'total' } | { id: 'status' };

export interface HomeModificationResult {
  assumptions: HomeModAssumption[];
  formulas: HomeModFormula[];
  items: HomeModItemState[];
  selectedItems: HomeModItemState[];
  totals: { high: number; medium: number; low: number; none: number; overall: number };
  budget: number;
  timeline: HomeModTimeline;
  timelineMonths: number;
  budgetStatus: BudgetStatus;
  /** Amount over budget (exceeded) or remaining (within); 0 when none. */
  budgetDifference: number;
  phases: HomeModPhase[];
}

/** SPEC §5: budget min 0 step 100. */
export const HOME_MODIFICATION_BOUNDS = {
  budget: { min: 0, max: MAX_MONEY, step: 100 },
  timeline: { options: HOME_MOD_TIMELINES.map((t) => t.id) },
} as const;

/**
 * Totals, budget status and phases for the selected items (SPEC §3 items and costs, §4 budget status, §8 budget messages, §9 default budget and phases).
 * Only selected items count. Phase reading (ours): high → Immediate, medium → Short-term, low → Medium-term,
 * no priority → Long-term. The SPEC §8 budget message is the tool's to word, from budgetStatus and budgetDifference.
 */
export function summarizeHomeModifications(
  input: Partial<Record<keyof HomeModificationInput, unknown>> = {},
): HomeModificationResult {
  const budget = input.budget === undefined ? HOME_MOD_FALLBACK_BUDGET : readNumber(input.budget, 0, MAX_MONEY, 0);
  const timeline = readChoice(input.timeline, HOME_MODIFICATION_BOUNDS.timeline.options, HOME_MOD_FALLBACK_TIMELINE);
  const timelineMonths = HOME_MOD_TIMELINES.find((t) => t.id === timeline)!.months;

  const byId = new Map<string, HomeModSelection>();
  if (Array.isArray(input.items)) {
    for (const raw of input.items as unknown[]) {
      if (raw && typeof raw === 'object' && typeof (raw as HomeModSelection).id === 'string')
        byId.set((raw as HomeModSelection).id, raw as HomeModSelection);
    }
  }
  const items: HomeModItemState[] = HOME_MOD_ITEMS.map((item) => {
    const sel = byId.get(item.id);
    return {
      ...item,
      selected: sel?.selected === true,
      priority: readChoice(sel?.priority, HOME_MODIFICATION_PRIORITIES, 'none'),
    };
  });
  const selectedItems = items.filter((i) => i.selected);
  const sum = (list: HomeModItemState[]): number => list.reduce((s, i) => s + i.cost, 0);
  const totals = {
    high: sum(selectedItems.filter((i) => i.priority === 'high')),
    medium: sum(selectedItems.filter((i) => i.priority === 'medium')),
    low: sum(selectedItems.filter((i) => i.priority === 'low')),
    none: sum(selectedItems.filter((i) => i.priority === 'none')),
    overall: sum(selectedItems),
  };
  // SPEC §4: exceeded when over budget; within when positive and at or below; nothing when the total is 0.
  const budgetStatus: BudgetStatus = totals.overall === 0 ? 'none' : totals.overall > budget ? 'exceeded' : 'within';
  const budgetDifference =
    budgetStatus === 'exceeded' ? totals.overall - budget : budgetStatus === 'within' ? budget - totals.overall : 0;

  const phases: HomeModPhase[] = HOME_MOD_PHASES.map((p) => {
    const phaseItems = selectedItems.filter((i) => i.priority === p.priority);
    return {
      id: p.id,
      name: p.name,
      window: p.window,
      priority: p.priority,
      items: phaseItems,
      total: sum(phaseItems),
      withinTimeline: p.startMonth < timelineMonths,
    };
  });

  const assumptions: HomeModAssumption[] = [
    { id: 'itemCosts', source: HOME_MOD_COST_SOURCE },
    { id: 'phases' },
    { id: 'timeline', months: timelineMonths },
  ];
  const formulas: HomeModFormula[] = [{ id: 'total' }, { id: 'status' }];
  return {
    items,
    selectedItems,
    totals,
    budget,
    timeline,
    timelineMonths,
    budgetStatus,
    budgetDifference,
    phases,
    assumptions,
    formulas,
  };
}

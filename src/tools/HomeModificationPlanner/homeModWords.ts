/**
 * The planner's catalogue and the engine's facts (src/finance/home/homeModification.ts) in the
 * reader's language, from this folder's catalogs: items, categories, timelines and phases by id,
 * the SPEC §8 budget message from its status and amount, and "How this is calculated".
 */
import { formatCurrency } from '../../kit/format';
import type {
  BudgetStatus,
  HomeModAssumption,
  HomeModCategory,
  HomeModFormula,
  HomeModPriority,
  HomeModTimeline,
} from '../../finance/home/homeModification';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const ITEMS: Record<string, readonly [name: () => string, description: () => string]> = {
  'grab-bars': [m.itemGrabBars, m.itemGrabBarsDescription],
  'walk-in-shower': [m.itemWalkInShower, m.itemWalkInShowerDescription],
  'raised-toilet-seat': [m.itemRaisedToiletSeat, m.itemRaisedToiletSeatDescription],
  'shower-bench': [m.itemShowerBench, m.itemShowerBenchDescription],
  'bathroom-non-slip-flooring': [m.itemBathroomNonSlipFlooring, m.itemBathroomNonSlipFlooringDescription],
  ramp: [m.itemRamp, m.itemRampDescription],
  handrails: [m.itemHandrails, m.itemHandrailsDescription],
  'stair-lift': [m.itemStairLift, m.itemStairLiftDescription],
  'doorway-widening': [m.itemDoorwayWidening, m.itemDoorwayWideningDescription],
  'threshold-removal': [m.itemThresholdRemoval, m.itemThresholdRemovalDescription],
  'adjustable-counters': [m.itemAdjustableCounters, m.itemAdjustableCountersDescription],
  'pull-out-shelves': [m.itemPullOutShelves, m.itemPullOutShelvesDescription],
  'lever-handles': [m.itemLeverHandles, m.itemLeverHandlesDescription],
  'task-lighting': [m.itemTaskLighting, m.itemTaskLightingDescription],
  'smoke-detectors': [m.itemSmokeDetectors, m.itemSmokeDetectorsDescription],
  'security-system': [m.itemSecuritySystem, m.itemSecuritySystemDescription],
  'emergency-alert': [m.itemEmergencyAlert, m.itemEmergencyAlertDescription],
  'smart-locks': [m.itemSmartLocks, m.itemSmartLocksDescription],
  'motion-lights': [m.itemMotionLights, m.itemMotionLightsDescription],
  'night-lights': [m.itemNightLights, m.itemNightLightsDescription],
  'raised-outlets': [m.itemRaisedOutlets, m.itemRaisedOutletsDescription],
  'non-slip-tiles': [m.itemNonSlipTiles, m.itemNonSlipTilesDescription],
  'carpet-removal': [m.itemCarpetRemoval, m.itemCarpetRemovalDescription],
  'smooth-transitions': [m.itemSmoothTransitions, m.itemSmoothTransitionsDescription],
};

/** An item's name; an id the catalogue lacks reads as itself. */
export const itemName = (id: string): string => ITEMS[id]?.[0]() ?? id;
export const itemDescription = (id: string): string => ITEMS[id]?.[1]() ?? '';

const CATEGORIES: Record<HomeModCategory, () => string> = {
  bathroom: m.categoryBathroom,
  mobility: m.categoryMobility,
  kitchen: m.categoryKitchen,
  safety: m.categorySafety,
  lighting: m.categoryLighting,
  flooring: m.categoryFlooring,
};
export const categoryName = (id: HomeModCategory): string => CATEGORIES[id]();

const TIMELINES: Record<HomeModTimeline, () => string> = {
  '3-months': m.timelineThreeMonths,
  '6-months': m.timelineSixMonths,
  '1-year': m.timelineOneYear,
  '2-years': m.timelineTwoYears,
};
/** A timeline's words, kept as a message so a list built once reads in the page's language. */
export const timelineWords = (id: HomeModTimeline): (() => string) => TIMELINES[id];

const PHASES = {
  immediate: [m.phaseImmediate, m.phaseImmediateWindow],
  'short-term': [m.phaseShortTerm, m.phaseShortTermWindow],
  'medium-term': [m.phaseMediumTerm, m.phaseMediumTermWindow],
  'long-term': [m.phaseLongTerm, m.phaseLongTermWindow],
} as const;
export const phaseHeading = (id: keyof typeof PHASES): string =>
  m.phaseHeading({ name: PHASES[id][0](), window: PHASES[id][1]() });

/** A priority as a word in a list ("High"), and as the option that reads "No priority set". */
export const PRIORITY_WORDS: Record<HomeModPriority, () => string> = {
  none: m.priorityNone,
  high: m.priorityHigh,
  medium: m.priorityMedium,
  low: m.priorityLow,
};
export const priorityOptionWords = (p: HomeModPriority): string =>
  p === 'none' ? m.priorityNoneSet() : PRIORITY_WORDS[p]();

/** SPEC §8: "Budget exceeded by $6,950" / "Within budget - $1,850 remaining"; nothing while no item is chosen. */
export function budgetMessage(status: BudgetStatus, difference: number): string {
  if (status === 'exceeded') return m.budgetExceeded({ amount: formatCurrency(difference) });
  if (status === 'within') return m.budgetWithin({ amount: formatCurrency(difference) });
  return '';
}

const ASSUMPTION_LABELS = { itemCosts: m.assumedItemCosts, phases: m.assumedPhases, timeline: m.assumedTimeline };
const ASSUMPTION_VALUES = { itemCosts: m.itemCostsValue, phases: m.phasesValue, timeline: m.timelineValue };
const FORMULAS = { total: m.formulaTotal, status: m.formulaStatus };

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<HomeModAssumption, HomeModFormula>({
  labels: ASSUMPTION_LABELS,
  values: ASSUMPTION_VALUES,
  formulas: FORMULAS,
});

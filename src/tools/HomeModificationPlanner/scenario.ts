import { summarizeHomeModifications } from '../../finance';
import {
  HOME_MODIFICATION_ITEMS,
  HOME_MODIFICATION_PRIORITIES,
  HOME_MODIFICATION_TIMELINES,
  type HomeModPriority,
  type HomeModSelection,
  type HomeModTimeline,
} from '../../finance/home/homeModification';
import { HOME_MOD_FALLBACK_BUDGET, HOME_MOD_FALLBACK_TIMELINE } from '../../finance/rules/home/homeModification';
import { defineScenario, optionWords, type FieldSpec } from '../shared/core/toolScenario';
import { wordsByValue } from '../../i18n/text';
import { itemName, timelineWords } from './homeModWords';
import * as m from './messages';

/*
 * A scenario is a flat record (it is stored and shared as one, like every tool's inputs), but the
 * planner keeps a list of chosen items. So each of the 24 items is one field: NOT_CHOSEN, or the
 * priority of a chosen item. A priority set on an item that is not chosen changes nothing in the
 * plan, so a scenario does not keep it (it would mark rows "Differs" that read the same).
 */
export const NOT_CHOSEN = 'not-chosen';

/**
 * The planner opens on the spec's defaults (SPEC §9: a budget of 5,000; §5: a 6-month timeline), with nothing chosen:
 * the calculation's fallbacks (rules/home/homeModification.ts, their one home).
 */
export const DEFAULTS: { budget: number; timeline: HomeModTimeline } = {
  budget: HOME_MOD_FALLBACK_BUDGET,
  timeline: HOME_MOD_FALLBACK_TIMELINE,
};

const CHOSEN_WORDS: Record<HomeModPriority, () => string> = {
  none: m.chosenNone,
  high: m.chosenHigh,
  medium: m.chosenMedium,
  low: m.chosenLow,
};
/** Each item's answer in the comparison, read when shown. */
const ITEM_WORDS = wordsByValue([
  { value: NOT_CHOSEN, label: m.notChosen },
  ...HOME_MODIFICATION_PRIORITIES.map((p) => ({ value: p, label: CHOSEN_WORDS[p] })),
]);

export type PlannerScenarioInputs = Record<string, string | number> & { budget: number; timeline: string };

/** The planner's budget, timeline and chosen items as a scenario's flat inputs. */
export function plannerScenarioInputs(
  budget: number,
  timeline: string,
  selections: readonly HomeModSelection[],
): PlannerScenarioInputs {
  const inputs: PlannerScenarioInputs = { budget, timeline };
  for (const item of HOME_MODIFICATION_ITEMS) {
    const selection = selections.find((s) => s.id === item.id);
    inputs[item.id] = selection?.selected === true ? (selection.priority ?? 'none') : NOT_CHOSEN;
  }
  return inputs;
}

/** A scenario's flat inputs back as the selections the finance function reads. */
export function selectionsOf(inputs: Readonly<Record<string, string | number | boolean>>): HomeModSelection[] {
  return HOME_MODIFICATION_ITEMS.flatMap((item) => {
    const value = inputs[item.id];
    const priority = HOME_MODIFICATION_PRIORITIES.find((p) => p === value);
    return priority ? [{ id: item.id, selected: true, priority }] : [];
  });
}

/** Home modification planner: budget, timeline and every item in a scenario comparison; totals from summarizeHomeModifications. */
export const scenario = defineScenario<PlannerScenarioInputs>(
  plannerScenarioInputs(DEFAULTS.budget, DEFAULTS.timeline, []),
  [
    ['budget', m.budgetLabel, 'currency'],
    [
      'timeline',
      m.timelineLabel,
      'text',
      optionWords(HOME_MODIFICATION_TIMELINES.map((t) => ({ value: t.id, label: timelineWords(t.id) }))),
    ],
    ...HOME_MODIFICATION_ITEMS.map((item): FieldSpec => [item.id, () => itemName(item.id), 'text', ITEM_WORDS]),
  ],
  [
    ['itemsChosen', m.scenarioItemsChosen, 'number'],
    ['total', m.totalLabel, 'currency'],
    ['high', m.highPriority, 'currency'],
    ['medium', m.mediumPriority, 'currency'],
    ['low', m.lowPriority, 'currency'],
    ['none', m.priorityNoneSet, 'currency'],
    ['overBudget', m.scenarioOverBudget, 'currency'],
    ['remaining', m.scenarioRemaining, 'currency'],
  ],
  (inputs) => {
    const r = summarizeHomeModifications({
      items: selectionsOf(inputs),
      budget: inputs.budget,
      timeline: inputs.timeline,
    });
    return {
      itemsChosen: r.selectedItems.length,
      total: r.totals.overall,
      high: r.totals.high,
      medium: r.totals.medium,
      low: r.totals.low,
      none: r.totals.none,
      overBudget: r.budgetStatus === 'exceeded' ? r.budgetDifference : 0,
      // With nothing chosen the tool gives no verdict (SPEC §4 shows no budget status at a total of 0), and all of the budget is left.
      remaining: r.budgetStatus === 'within' ? r.budgetDifference : r.budgetStatus === 'none' ? r.budget : 0,
    };
  },
);

/**
 * The withdrawal planner's row in My plan leads with its one answer as the tool words it (issue I6,
 * items 3 and 6): "Years your savings last: The whole plan", then how the plan ended ("Your savings
 * lasted the whole plan, with $76,000 left at 95" or the year and age they ran out). The same
 * calculation the scenario uses (computePlan) on the same inputs, and the tool's own sentence (outcome.ts).
 */
import type { InputRecord } from '../tools/shared/core/toolState';
import { computePlan } from '../tools/WithdrawalPlanner/plan';
import { lastsValue, outcomeSentence } from '../tools/WithdrawalPlanner/outcome';
import { PLAN_RESULTS, type DEFAULTS } from '../tools/WithdrawalPlanner/fields';
import type { PlanFigure, PlanVariant } from '../tools/shared/core/toolPlan';
import * as pm from './myPlanPlanner.messages';
import { text } from '../i18n/text';

const lastsLabel = PLAN_RESULTS.find(([key]) => key === 'yearsSavingsLast')?.[1];

export function plannerVariant(inputs: InputRecord, rows: readonly PlanFigure[]): PlanVariant | null {
  const plan = computePlan(inputs as unknown as typeof DEFAULTS);
  const ended = outcomeSentence(plan);
  if (ended === null) return null;
  // The planner's row label is a message (read in the reader's language), as the row's label was.
  const lasts = lastsLabel === undefined ? undefined : text(lastsLabel);
  const results = rows.flatMap((row) =>
    row.label === lasts
      ? [
          { label: row.label, value: lastsValue(plan) },
          { label: pm.howItEnded(), value: ended },
        ]
      : [row],
  );
  return { results };
}

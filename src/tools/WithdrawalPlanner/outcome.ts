/**
 * How the plan ended, in the planner's words: "Your savings lasted the whole plan, with $76,000 left at 95",
 * or the year and age they ran out (issue I6, item 3). Its own module, so My plan shows the planner's one
 * answer as the tool does without loading the tool's view (results.tsx re-exports it).
 */
import { formatCurrency, formatYears } from '../../kit/format';
import type { computePlan } from './plan';

type Plan = ReturnType<typeof computePlan>;

/** " (your spouse 77)" after an age, when there is a spouse in that year. */
const andSpouse = (spouseAge: number | null) => (spouseAge === null ? '' : ` (your spouse ${spouseAge})`);

/** Who reaches the plan's end age: you, or the younger of a couple. */
export const whoReaches = (plan: Plan) => (plan.rows[0]?.spouseAge == null ? 'you are' : 'the younger of you is');

/**
 * What happened: "Your savings lasted the whole plan, with $76,000 left at 95", or the year and age they ran out.
 * Null when there is nothing to plan.
 */
export function outcomeSentence(plan: Plan): string | null {
  const o = plan.outcome;
  if (!o) return null;
  if (o.lasted)
    return `Your savings lasted the whole plan, with ${formatCurrency(o.left)} left at ${o.age}${andSpouse(o.spouseAge)}.`;
  const end = (plan.rows[0]?.calendarYear ?? o.calendarYear - o.yearIndex) + plan.planYears - 1;
  return `Your savings ran out in ${o.calendarYear}, at ${o.age}${andSpouse(o.spouseAge)}: that year they paid ${o.paid > 0 ? formatCurrency(o.paid) : 'nothing'} of the ${formatCurrency(o.needed)} you need from them. The plan runs to ${end}, when ${whoReaches(plan)} ${plan.planToAge}.`;
}

/** The headline: how long the savings last, in a few words ("The whole plan", "14.5 years"). */
export function lastsValue(plan: Plan): string {
  return plan.outcome?.lasted ? 'The whole plan' : formatYears(plan.yearsSavingsLast, 1);
}

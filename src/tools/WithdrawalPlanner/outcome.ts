/**
 * How the plan ended, in the planner's words: "Your savings lasted the whole plan, with $76,000 left at 95",
 * or the year and age they ran out (issue I6, item 3). Its own module, so My plan shows the planner's one
 * answer as the tool does without loading the tool's view (results.tsx re-exports it).
 */
import { formatCurrency, formatYears } from '../../kit/format';
import type { computePlan } from './plan';
import * as m from './messages';

type Plan = ReturnType<typeof computePlan>;

/** A couple's plan names the younger of them as who reaches its end age ("yes"), else you ("no"). */
export const couple = (plan: Plan) => (plan.rows[0]?.spouseAge == null ? 'no' : 'yes');

/** A spouse's age in that year, or "none" (the sentence then names no spouse). */
const spouse = (spouseAge: number | null) => (spouseAge === null ? 'none' : spouseAge);

/**
 * What happened: "Your savings lasted the whole plan, with $76,000 left at 95", or the year and age they ran out.
 * Null when there is nothing to plan.
 */
export function outcomeSentence(plan: Plan): string | null {
  const o = plan.outcome;
  if (!o) return null;
  if (o.lasted) return m.outcomeLasted({ left: formatCurrency(o.left), age: o.age, spouse: spouse(o.spouseAge) });
  const end = (plan.rows[0]?.calendarYear ?? o.calendarYear - o.yearIndex) + plan.planYears - 1;
  return m.outcomeRanOut({
    year: o.calendarYear,
    age: o.age,
    spouse: spouse(o.spouseAge),
    paid: o.paid > 0 ? formatCurrency(o.paid) : 'none',
    needed: formatCurrency(o.needed),
    end,
    couple: couple(plan),
    planToAge: plan.planToAge,
  });
}

/** The headline: how long the savings last, in a few words ("The whole plan", "14.5 years"). */
export function lastsValue(plan: Plan): string {
  return plan.outcome?.lasted ? m.lastsWhole() : formatYears(plan.yearsSavingsLast, 1);
}

/**
 * "What would change the answer" (issue I1 item 4): each lever changes one thing in the plan and counts again
 * how many historical starts last. Claim Social Security at 70; spend 10 % less; 20 points more or fewer in
 * stocks; convert to the top of the 12 % bracket each year until RMDs (rules/household/plan.ts).
 */
import { HOUSEHOLD_LEVERS } from '../rules/household/plan';
import { rmdStartAge } from '../rules/tax/rmdTable';
import { historyStartYears } from './market';
import { historySuccessCount, prepare } from './prepare';
import type { Plan } from './readInput';
import type { Schedule } from './schedule';
import type { LeverFact, LeverId, PersonId } from './types';

const L = HOUSEHOLD_LEVERS;

export function leverFacts(plan: Plan, schedule: Schedule): LeverFact[] {
  const total = historyStartYears(schedule.years).length;
  const fact = (id: LeverId, from: number, to: number, changed: Plan | null, people: PersonId[] = []): LeverFact => ({
    id,
    applies: changed !== null,
    from,
    to,
    people,
    successCount: changed ? historySuccessCount(prepare(changed), changed.spending) : 0,
    total,
  });

  // Claim at 70: everyone whose claim is still ahead (a benefit already paid, or a claim already made, stays).
  const claimMonths = L.claimAge * 12;
  const firstMonth = plan.firstYear * 12;
  const canDelay = (q: Plan['people'][number]) =>
    q.ss.kind === 'atFullRetirementAge' &&
    q.ss.claimMonths < claimMonths &&
    q.birthYear * 12 + q.birthMonth - 1 + q.ss.claimMonths >= firstMonth;
  const delayed = plan.people.map((q) =>
    canDelay(q) && q.ss.kind === 'atFullRetirementAge' ? { ...q, ss: { ...q.ss, claimMonths } } : q,
  );
  const reader = plan.people.find(canDelay);
  const readerClaim = reader?.ss.kind === 'atFullRetirementAge' ? reader.ss.claimMonths / 12 : L.claimAge;

  const stocks = Math.round(plan.stockShare * 100);
  const more = Math.min(100, stocks + L.stockPoints);
  const fewer = Math.max(0, stocks - L.stockPoints);
  const withShare = (percent: number) => (percent === stocks ? null : { ...plan, stockShare: percent / 100 });

  const converting =
    plan.conversion.kind === 'bracketTop' && plan.conversion.rate === L.conversionBracket && plan.conversion.untilRmd;
  const anyToConvert = plan.people.some((q) => q.traditional > 0 && q.age < rmdStartAge(q.birthYear, q.birthMonth));
  const conversionRate = plan.conversion.kind === 'bracketTop' ? plan.conversion.rate : 0;

  return [
    fact(
      'claimAt70',
      readerClaim,
      L.claimAge,
      reader ? { ...plan, people: delayed } : null,
      plan.people.filter(canDelay).map((q) => q.id),
    ),
    fact(
      'spendLess',
      plan.spending,
      plan.spending * (1 - L.spendingCut),
      plan.spending > 0 ? { ...plan, spending: plan.spending * (1 - L.spendingCut) } : null,
    ),
    fact('moreStocks', stocks, more, withShare(more)),
    fact('fewerStocks', stocks, fewer, withShare(fewer)),
    fact(
      'convertToBracketUntilRmd',
      conversionRate,
      L.conversionBracket,
      !converting && anyToConvert
        ? { ...plan, conversion: { kind: 'bracketTop', rate: L.conversionBracket, untilRmd: true } }
        : null,
    ),
  ];
}

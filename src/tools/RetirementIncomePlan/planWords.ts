/**
 * The household engine's facts (src/finance/household: counts, years, ages, amounts) in the reader's
 * language, from this folder's catalogs. Every figure is formatted here by the kit's formatters; a
 * figure the engine could not give (a null age) never reaches a sentence as "NaN" or "null".
 */
import { formatCurrency, formatNumber, formatPercent } from '../../kit/format';
import type {
  HouseholdError,
  HouseholdHeadline,
  HouseholdMonteCarlo,
  HouseholdSafeSpending,
  LeverFact,
  PathOutcome,
} from '../../finance/household/types';
import * as m from './messages';

const who = (couple: boolean) => (couple ? 'couple' : 'single');
/** A share 0–1 as a whole percentage ("about 31%"); never below 1 % or above 99 % when it is neither 0 nor 1. */
export const chanceWords = (share: number) => {
  const percent = Math.round((Number.isFinite(share) ? share : 0) * 100);
  return formatPercent(share > 0 && share < 1 ? Math.min(99, Math.max(1, percent)) : percent);
};
const age = (value: number | null) => formatNumber(value ?? 0);

/** "In 63 of 69 historical start years, your savings lasted until you were 95." */
export function historyWords(h: HouseholdHeadline): string {
  return m.historyAnswer({
    count: h.history.successCount,
    total: h.history.total,
    who: who(h.couple),
    planningAge: h.planningAge,
  });
}

/** The worst start: when savings ran out and how old each was, or what it left when even it lasted. */
export function worstWords(h: HouseholdHeadline): string | null {
  const worst = h.history.worst;
  if (!worst) return null;
  if (worst.lasted) return m.worstLasted({ year: worst.startYear, amount: formatCurrency(worst.endBalanceToday) });
  const both = worst.ranOutAgeA !== null && worst.ranOutAgeB !== null;
  return m.worstRanOut({
    year: worst.startYear,
    who: both ? 'couple' : worst.ranOutAgeA === null && worst.ranOutAgeB !== null ? 'spouse' : 'single',
    ageA: age(worst.ranOutAgeA),
    ageB: age(worst.ranOutAgeB),
  });
}

/** "Spending up to $61,400 a year lasted in every one." */
export function safeSpendingWords(safe: HouseholdSafeSpending): string {
  return safe.amount > 0 ? m.safeSpending({ amount: formatCurrency(safe.amount) }) : m.safeSpendingNone();
}

/** The Monte Carlo counterpart of historyWords. */
export function monteCarloWords(mc: HouseholdMonteCarlo, h: HouseholdHeadline): string {
  return m.monteCarloAnswer({
    count: mc.successCount,
    paths: mc.paths,
    who: who(h.couple),
    planningAge: h.planningAge,
  });
}

/** The steady projection: what is left, or how many years the savings last (issue I1 item 8, "your savings last N years"). */
export function steadyWords(steady: PathOutcome, h: HouseholdHeadline): string {
  const rates = {
    returnPercent: formatNumber(h.assumptions.steadyReturnPercent, 1),
    inflationPercent: formatNumber(h.assumptions.steadyInflationPercent, 1),
  };
  return steady.lasted
    ? m.steadyLasted({ ...rates, amount: formatCurrency(steady.endBalanceToday) })
    : m.steadyRanOut({ ...rates, years: steady.lastedYears });
}

export function longevityWords(h: HouseholdHeadline): string {
  return m.longevity({ who: who(h.couple), planningAge: h.planningAge, chance: chanceWords(h.longevity.either) });
}

/** Each input the engine changed, in plain words, with what it used instead. */
export function errorWords(error: HouseholdError): string {
  switch (error.code) {
    case 'planningAgeBelowAge':
      return m.errorPlanningAge({
        planningAge: error.planningAge,
        age: error.age,
        used: error.used,
        who: error.person,
      });
    case 'claimAgeOutOfRange':
      return m.errorClaimAge({
        min: formatNumber(error.min),
        max: formatNumber(error.max),
        used: formatNumber(error.used, 1),
        who: error.person,
      });
    case 'negativeAmount':
      return m.errorNegative();
    case 'deathAgeOutOfRange':
      return m.errorDeathAge({ min: error.min, max: error.max, used: error.used === null ? '—' : error.used });
    case 'outOfRange':
      return m.errorOutOfRange({
        value: formatNumber(error.value, 2),
        min: formatNumber(error.min, 2),
        max: formatNumber(error.max, 2),
        used: formatNumber(error.used, 2),
      });
  }
}

const claimWho = (lever: LeverFact) =>
  lever.people.length > 1 ? 'couple' : lever.people[0] === 'b' ? 'spouse' : 'single';

/** One lever as a line: what changes, and how many starts then last. Null for a lever that changes nothing here. */
export function leverWords(lever: LeverFact, baseCount: number): string | null {
  if (!lever.applies) return null;
  const counts = { count: lever.successCount, total: lever.total };
  const delta = lever.successCount - baseCount;
  const change = m.leverChange({
    direction: delta > 0 ? 'more' : delta < 0 ? 'fewer' : 'same',
    delta: Math.abs(delta),
  });
  const line = (() => {
    switch (lever.id) {
      case 'claimAt70':
        return m.leverClaimAt70({ ...counts, who: claimWho(lever), from: formatNumber(lever.from, 1) });
      case 'spendLess':
        return m.leverSpendLess({ ...counts, to: formatCurrency(lever.to) });
      case 'moreStocks':
        return m.leverMoreStocks({ ...counts, from: lever.from, to: lever.to });
      case 'fewerStocks':
        return m.leverFewerStocks({ ...counts, from: lever.from, to: lever.to });
      case 'convertToBracketUntilRmd':
        return m.leverConvert({ ...counts, to: lever.to });
    }
  })();
  return m.withChange({ line, change });
}

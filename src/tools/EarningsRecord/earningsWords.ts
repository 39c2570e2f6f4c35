/**
 * The engine's facts (src/finance/socialSecurity/earningsPiaFacts.ts, earningsRecordParser.ts: codes
 * and figures) in the reader's language, from this folder's catalogs. Type-only imports of the
 * engine: the words load with the page, the engine on first use.
 */
import type { EarningsPiaFacts, EarningsPiaNote, EarningsProblem } from '../../finance';
import type { PaidBenefitSince } from '../../finance/socialSecurity/paidBenefitYear';
import { formatCurrency, formatPercent } from '../../kit/format';
import type { Assumption } from '../../kit';
import { formatDecimal } from '../../i18n/numberText';
import * as m from './messages';

/** Dollars and cents, always two digits after the point: SSA states a PIA to the dime ("$4,020.90"). */
export const cents = (amount: number) =>
  m.money({ amount: formatDecimal(amount, { minFraction: 2, maxFraction: 2, grouping: true }) });

/** A list of years read as one phrase: "1991, 1992 and 2001"; long runs are shortened to ranges. */
export function yearList(years: readonly number[]): string {
  const runs: string[] = [];
  let start = years[0];
  for (let i = 0; i < years.length; i++) {
    const year = years[i]!;
    const next = years[i + 1];
    if (next === year + 1) continue;
    runs.push(start === year ? String(year) : m.yearRange({ from: start!, to: year }));
    start = next;
  }
  if (runs.length <= 1) return runs[0] ?? '';
  return m.listAnd({ first: runs.slice(0, -1).join(', '), last: runs[runs.length - 1]! });
}

/** One problem of a paste, in plain words (issue I3, item 6). */
export function problemWords(problem: EarningsProblem): string {
  const year = problem.year ?? 0;
  const amount = formatCurrency(problem.amount ?? 0);
  switch (problem.code) {
    case 'empty-paste':
    case 'unknown-format':
      return m.couldNotRead();
    case 'partial-table':
      return problem.years && problem.years.length > 0
        ? m.problemMissingYears({ count: problem.years.length, years: yearList(problem.years) })
        : m.problemCutOff({ line: problem.line ?? 0 });
    case 'before-1951':
      return m.problemBefore1951({ year });
    case 'future-year':
      return m.problemFutureYear({ year });
    case 'above-maximum':
      return m.problemAboveMaximum({ year, amount, limit: formatCurrency(problem.limit ?? 0) });
    case 'blank-year':
      return m.problemBlankYear({ year });
    case 'not-yet-recorded':
      return m.problemNotYetRecorded({ year });
    case 'year-range':
      return m.problemYearRange({ year, toYear: problem.toYear ?? year, amount });
    case 'duplicate-year':
      return m.problemDuplicateYear({ year, amount });
    case 'unreadable-amount':
      return m.problemUnreadableAmount({ line: problem.line ?? 0 });
    case 'unreadable-year-range':
      return m.problemUnreadableRange({ line: problem.line ?? 0 });
    case 'empty-record':
      return m.problemEmptyRecord();
  }
}

/** What the reader should know about a result (the engine's notes). */
export function noteWords(note: EarningsPiaNote, facts: EarningsPiaFacts): string {
  const { result, newestYears } = facts;
  switch (note) {
    case 'wage-index-held-at-newest':
      return m.noteWageIndexHeld({ year: newestYears.averageWageIndex, indexingYear: result.indexingYear });
    case 'bend-points-held-at-newest':
      return m.noteBendPointsHeld({ year: newestYears.bendPoints, eligibilityYear: result.eligibilityYear });
    case 'taxable-maximum-held-at-newest':
      return m.noteMaximumHeld({ year: newestYears.taxableMaximum });
    case 'no-cola-yet':
      return m.noteNoColaYet({ eligibilityYear: result.eligibilityYear });
    case 'fewer-earning-years-than-computation-years':
      return m.noteFewerYears({ count: result.computationYears });
    case 'no-earnings':
      return m.noteNoEarnings();
    case 'earlier-methods-not-compared':
      return m.noteEarlierMethods();
    case 'not-insured':
      return m.noteNotInsured({ credits: result.credits, needed: result.creditsNeeded });
    case 'insured-status-uncertain':
      return m.noteInsuredUncertain({ credits: result.creditsNeeded });
  }
}

/** The steps from the best years to the benefit, one sentence each (issue I3, item 3). */
export function stepWords(facts: EarningsPiaFacts): string[] {
  const { result, bands } = facts;
  const steps = [
    m.stepTotal({ count: result.computationYears, total: cents(facts.indexedTotal) }),
    m.stepAime({ months: facts.months, aime: formatCurrency(result.aime) }),
    ...bands.map((band, i) =>
      i === 0
        ? m.stepBandFirst({ rate: band.ratePercent, to: formatCurrency(band.to ?? 0), amount: cents(band.amount) })
        : band.to === null
          ? m.stepBandRest({ rate: band.ratePercent, from: formatCurrency(band.from), amount: cents(band.amount) })
          : m.stepBandNext({
              rate: band.ratePercent,
              from: formatCurrency(band.from),
              to: formatCurrency(band.to),
              amount: cents(band.amount),
            }),
    ),
    m.stepPia({
      total: cents(facts.piaBeforeRounding),
      pia: cents(result.piaAtEligibility),
      year: result.eligibilityYear,
    }),
  ];
  if (result.colas.length > 0)
    steps.push(
      m.stepColas({
        count: result.colas.length,
        from: result.colas[0]!.year,
        to: result.colas[result.colas.length - 1]!.year,
        pia: cents(result.pia),
      }),
    );
  return steps;
}

/** The zero years among the best, and what one more year of work would add. */
export function oneMoreYearWords(facts: EarningsPiaFacts): string | null {
  const more = facts.oneMoreYear;
  if (!more) return null;
  if (more.monthlyGain <= 0) return m.oneMoreYearNoGain({ year: more.year, earnings: formatCurrency(more.earnings) });
  return more.kind === 'stop-a-year-later'
    ? m.oneMoreYearLater({ gain: cents(more.monthlyGain), pia: cents(more.pia) })
    : m.oneMoreYear({
        year: more.year,
        earnings: formatCurrency(more.earnings),
        gain: cents(more.monthlyGain),
        pia: cents(more.pia),
        replaced: more.replaces?.year ?? 0,
        hasReplaced: more.replaces ? 'yes' : 'no',
      });
}

/** The four official series the benefit rests on, each with its source and the newest year it holds. */
export function sourceWords(facts: EarningsPiaFacts): Assumption[] {
  const series = [
    ['averageWageIndex', m.sourceWageIndex()],
    ['bendPoints', m.sourceBendPoints()],
    ['taxableMaximum', m.sourceMaximum()],
    ['costOfLivingAdjustments', m.sourceColas()],
  ] as const;
  return series.map(([key, label]) => ({
    label,
    value: m.newestYear({ year: facts.newestYears[key] }),
    source: facts.sources[key],
  }));
}

/** The rules in general, for "How this is calculated" (the steps above give this reader's figures). */
export function formulaWords(facts: EarningsPiaFacts): string[] {
  const { result, bands } = facts;
  const formulas = [
    m.formulaCap(),
    m.formulaIndex({ indexingYear: result.indexingYear }),
    m.formulaAime({ count: result.computationYears, months: facts.months }),
    m.formulaPia({
      first: bands[0]!.ratePercent,
      second: bands[1]!.ratePercent,
      third: bands[2]!.ratePercent,
      bendOne: formatCurrency(result.bendPoints[0]),
      bendTwo: formatCurrency(result.bendPoints[1]),
      year: result.eligibilityYear,
    }),
  ];
  if (result.colas.length > 0) formulas.push(m.formulaCola({ year: result.eligibilityYear }));
  return formulas;
}

/**
 * A letter's amount for an earlier year than the newest COLA held reaches: which COLAs raised it since and about how
 * much it is now (paidBenefitSince); null when it is up to date.
 */
export function letterAgeWords(since: PaidBenefitSince): string | null {
  if (!since.outOfDate || since.colas.length === 0) return null;
  const items = since.colas.map((cola) =>
    m.letterColaItem({ percent: formatPercent(cola.percent, 1), year: cola.paidYear }),
  );
  const list =
    items.length === 1
      ? items[0]!
      : m.listAnd({ first: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
  return m.letterOutOfDate({ year: since.paidYear, count: items.length, list, amount: cents(since.monthlyNow) });
}

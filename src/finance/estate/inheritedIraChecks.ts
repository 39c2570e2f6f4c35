/**
 * Facts the inherited IRA tool words for the reader, beside the rule itself (inheritedIraPlan.ts):
 * whether the relationship chosen agrees with the birth years, which years' missed minimums the
 * IRS waived, and which yearly minimums were already due before the year asked about (so a missed
 * one can be put right). Codes, years and rates only: the tool writes the sentences.
 */
import {
  ELIGIBLE_MAX_YEARS_YOUNGER,
  MISSED_RMD_CORRECTION,
  TEN_YEAR_RULE_WAIVED_YEARS,
  TEN_YEAR_RULE_WAIVER_NOTICES,
  rmdExciseFor,
} from '../rules/tax/rmdTable';
import { rmdInYear, type DistributionSchedule, type InheritanceReading } from './inheritedIra';

/**
 * The relationship chosen and the birth years disagree (or the years alone cannot settle it):
 * - `eligibleByAge`: "someone else", born fewer than 10 years after the owner (or before): the law
 *   counts them as not more than 10 years younger, an eligible designated beneficiary; the rules
 *   used are that case's;
 * - `moreThanTenYounger`: "not more than 10 years younger", born more than 10 years after the
 *   owner: the rules used are other people's;
 * - `birthdaysDecide`: born exactly 10 calendar years after the owner: the days of birth decide,
 *   and the answer chosen stands;
 * - `notMinorAtDeath`: "the owner's child, under 21", but 21 or older in the year of death: the
 *   rules used are other people's.
 */
export type RelationshipCheck =
  | { code: 'eligibleByAge' | 'moreThanTenYounger'; yearsYounger: number }
  | { code: 'birthdaysDecide'; yearsYounger: number; chosen: 'otherPerson' | 'notMoreThan10YearsYounger' }
  | { code: 'notMinorAtDeath'; ageAtDeath: number };

export function relationshipCheck(r: InheritanceReading): RelationshipCheck | null {
  const yearsYounger = r.beneficiaryBirthYear - r.ownerBirthYear;
  if (r.asked === 'minorChild' && r.relationship === 'otherPerson')
    return { code: 'notMinorAtDeath', ageAtDeath: r.ownerDeathYear - r.beneficiaryBirthYear };
  if (r.asked === 'otherPerson' && r.relationship === 'notMoreThan10YearsYounger')
    return { code: 'eligibleByAge', yearsYounger };
  if (r.asked === 'notMoreThan10YearsYounger' && r.relationship === 'otherPerson')
    return { code: 'moreThanTenYounger', yearsYounger };
  if (
    (r.asked === 'otherPerson' || r.asked === 'notMoreThan10YearsYounger') &&
    yearsYounger === ELIGIBLE_MAX_YEARS_YOUNGER
  )
    return { code: 'birthdaysDecide', yearsYounger, chosen: r.asked };
  return null;
}

/** The years whose missed yearly minimums the IRS waived for this heir, with the notices that did. */
export interface WaivedMinimums {
  years: number[];
  notices: string[];
}

/**
 * Only where the waivers applied: the 10-year rule with yearly minimums (the owner died on or after
 * the required beginning date), for the years after the death that the notices covered (2021–2024).
 */
export function waivedMinimums(r: InheritanceReading, s: DistributionSchedule): WaivedMinimums | null {
  const years: number[] = [];
  for (let y = r.ownerDeathYear + 1; y <= TEN_YEAR_RULE_WAIVED_YEARS.to; y++) {
    // The final year is never waived: the whole balance is due then (rmdInYear checks it first).
    if ((s.finalYear === null || y < s.finalYear) && s.waived(y)) years.push(y);
  }
  if (years.length === 0) return null;
  const notices = [...new Set(years.map((y) => TEN_YEAR_RULE_WAIVER_NOTICES[y]).filter((n) => n !== undefined))];
  return { years, notices };
}

/** A minimum that was due in a year before the one asked about, and what missing it costs. */
export interface EarlierMinimum {
  year: number;
  /** `yearly`: a yearly minimum; `final`: the whole account was due by the end of this year. */
  kind: 'yearly' | 'final';
  /** The excise tax, percent of the shortfall, and the lower rate if corrected in time. */
  excise: number;
  correctedExcise: number;
  /** The latest year by whose end the correction earns the lower rate (the window may close sooner). */
  correctBy: number;
}

/** At most this many earlier years are listed (a death long ago would list decades). */
export const EARLIER_MINIMUMS_MAX = 12;

/**
 * The heir's own minimums that were due after the year of death and before `year` (not those the
 * IRS waived): a missed one is taken late and reported on Form 5329 (MISSED_RMD_CORRECTION). The
 * most recent EARLIER_MINIMUMS_MAX years, oldest first. The owner's own minimum for the year of
 * death is not listed: the tool states it on its own.
 */
export function earlierMinimums(r: InheritanceReading, s: DistributionSchedule, year: number): EarlierMinimum[] {
  const out: EarlierMinimum[] = [];
  const from = Math.max(r.ownerDeathYear + 1, year - EARLIER_MINIMUMS_MAX);
  for (let y = from; y < year; y++) {
    const final = s.finalYear !== null && y === s.finalYear;
    if (s.finalYear !== null && y > s.finalYear) break;
    // Any positive balance stands in for the unknown one: only whether a minimum was due matters.
    const due = final || rmdInYear(r, s, y, 1).divisor !== null;
    if (!due) continue;
    const rate = rmdExciseFor(y);
    out.push({
      year: y,
      kind: final ? 'final' : 'yearly',
      excise: rate.standard,
      correctedExcise: rate.corrected,
      correctBy: y + MISSED_RMD_CORRECTION.windowYears,
    });
  }
  return out;
}

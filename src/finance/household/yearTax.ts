/**
 * One plan year's federal tax and Medicare surcharge, through the project's engines (tax.ts, irmaa.ts),
 * with the tables indexed to the plan's prices:
 * - the newest tax year held is taken as the plan's first year, in that year's dollars; each later year's
 *   brackets, standard deduction and capital-gain bands are those figures times the year's price level k.
 *   Tax on income x under tables scaled by k is k × (tax on x/k under the held tables), so the engine's own
 *   tables are used unchanged on x/k;
 * - the Pub. 915 thresholds are fixed in law (never indexed), so taxable Social Security is worked out on
 *   the year's own dollars; so is the 2025–2028 senior deduction (a fixed $6,000 and fixed phase-out);
 * - IRMAA's thresholds and premiums are the newest CMS table's, scaled the same way.
 * Gains are long-term (taxed at 0/15/20 % on top of ordinary income); no net investment income tax is added.
 */
import type { FilingStatus, TaxYear } from '../core/types';
import {
  longTermGainsTax,
  ordinaryTaxFunction,
  standardDeduction,
  taxBrackets,
  taxableSocialSecurityAmount,
} from '../tax/tax';
import { irmaaDetails, irmaaHeldYear, irmaaSurcharge } from '../health/irmaa';
import { SENIOR_DEDUCTION, TAX_YEARS } from '../rules/tax/taxYears';
import type { IrmaaYear } from '../rules/health/irmaa';

export type PlanStatus = Extract<FilingStatus, 'single' | 'marriedJoint'>;

export interface TaxRules {
  /** The held tax year whose tables are the plan's first-year tables. */
  baseYear: TaxYear;
  irmaaYear: IrmaaYear;
  /** Basic plus additional (65+) standard deduction of the base year, by status and people aged 65+ (0–2). */
  deduction: Record<PlanStatus, readonly number[]>;
  /** The calendar years of the senior deduction, and a held tax year inside them to work it out with. */
  seniorFirstYear: number;
  seniorLastYear: number;
  seniorTaxYear: TaxYear;
  /** Top of the bracket taxed at `rate` (base year), by status. */
  bracketTop: (rate: number, status: PlanStatus) => number;
  /** Tax on ordinary taxable income under the base year's brackets, by status. */
  ordinaryTax: Record<PlanStatus, (taxableIncome: number) => number>;
}

/** The plan's tax tables: the held year of its first year, or the nearest held one. */
export function taxRules(firstYear: number): TaxRules {
  const oldest = TAX_YEARS[0]!;
  const newest = TAX_YEARS[TAX_YEARS.length - 1]!;
  const baseYear = Math.min(newest, Math.max(oldest, firstYear)) as TaxYear;
  const deduction = (status: PlanStatus) =>
    [0, 1, 2].map((age65Count) => {
      const d = standardDeduction({ status, year: baseYear, age65Count });
      return d.basic + d.additional65;
    });
  // Each bracket's top by rate, looked up every year of every path: a plain table, not a search.
  const topsOf = (status: PlanStatus): Record<number, number> =>
    Object.fromEntries(taxBrackets(status, baseYear).map((b) => [b.rate, b.max ?? 0]));
  const tops = { single: topsOf('single'), marriedJoint: topsOf('marriedJoint') };
  return {
    baseYear,
    irmaaYear: irmaaHeldYear(firstYear),
    deduction: { single: deduction('single'), marriedJoint: deduction('marriedJoint') },
    seniorFirstYear: SENIOR_DEDUCTION.firstYear,
    seniorLastYear: SENIOR_DEDUCTION.lastYear,
    seniorTaxYear: Math.min(newest, Math.max(SENIOR_DEDUCTION.firstYear, oldest)) as TaxYear,
    bracketTop: (rate, status) => tops[status][rate] ?? 0,
    ordinaryTax: {
      single: ordinaryTaxFunction('single', baseYear),
      marriedJoint: ordinaryTaxFunction('marriedJoint', baseYear),
    },
  };
}

/** What one year's return looks like, set by yearTax (one object reused: the loop runs thousands of times). */
export interface TaxParts {
  tax: number;
  magi: number;
  taxableIncome: number;
  ssTaxable: number;
}

export interface TaxYearContext {
  rules: TaxRules;
  status: PlanStatus;
  /** People on the return aged 65 or more. */
  age65: number;
  /** Whether the senior deduction (2025–2028) applies this calendar year. */
  senior: boolean;
  /** Price level of the year against the plan's first year. */
  k: number;
  /** Social Security received this year, nominal. */
  benefits: number;
}

function ssTaxableOf(c: TaxYearContext, otherIncome: number): number {
  return c.benefits > 0 ? taxableSocialSecurityAmount(c.benefits, otherIncome, c.status) : 0;
}

function deductionOf(c: TaxYearContext, magi: number): number {
  const base = c.rules.deduction[c.status][c.age65]! * c.k;
  if (!c.senior || c.age65 === 0) return base;
  return base + standardDeduction({ status: c.status, year: c.rules.seniorTaxYear, age65Count: c.age65, magi }).senior;
}

/** Taxable income from ordinary income and Social Security alone (the gains sit on top): what the bracket fill and the bracket conversion aim at. */
export function ordinaryTaxable(c: TaxYearContext, ordinary: number, gains: number): number {
  const ss = ssTaxableOf(c, ordinary + gains);
  return Math.max(0, ordinary + ss - deductionOf(c, ordinary + gains + ss));
}

/** MAGI (= AGI here): what the IRMAA conversion aims at. */
export function magiOf(c: TaxYearContext, ordinary: number, gains: number): number {
  return ordinary + gains + ssTaxableOf(c, ordinary + gains);
}

/** The year's federal income tax; the parts go into `out`. */
export function yearTax(c: TaxYearContext, ordinary: number, gains: number, out: TaxParts): number {
  const ss = ssTaxableOf(c, ordinary + gains);
  const magi = ordinary + gains + ss;
  const deduction = deductionOf(c, magi);
  const taxableIncome = Math.max(0, magi - deduction);
  const ordinaryPart = Math.max(0, ordinary + ss - deduction);
  const gainPart = taxableIncome - ordinaryPart;
  const k = c.k;
  let tax = c.rules.ordinaryTax[c.status](ordinaryPart / k);
  if (gainPart > 0) tax += longTermGainsTax(ordinaryPart / k, gainPart / k, c.status, c.rules.baseYear);
  out.tax = tax * k;
  out.magi = magi;
  out.taxableIncome = taxableIncome;
  out.ssTaxable = ss;
  return out.tax;
}

/**
 * Medicare's surcharge per person (US$ a year, first-year dollars) and tier for a MAGI in first-year
 * dollars. The band found last is kept: most years fall in the same band as the year before.
 */
export function irmaaLookup(rules: TaxRules) {
  let cached: {
    status: PlanStatus;
    lo: number | null;
    hi: number | null;
    loIn: boolean;
    hiOut: boolean;
    perPerson: number;
    tier: number;
  } | null = null;
  const inside = (magi: number, status: PlanStatus) =>
    cached !== null &&
    cached.status === status &&
    (cached.lo === null || (cached.loIn ? magi >= cached.lo : magi > cached.lo)) &&
    (cached.hi === null || (cached.hiOut ? magi < cached.hi : magi <= cached.hi));
  return (magi: number, status: PlanStatus): { perPerson: number; tier: number } => {
    if (!inside(magi, status)) {
      const input = { year: rules.irmaaYear, filingStatus: status, magi };
      const d = irmaaDetails(input);
      cached = {
        status,
        lo: d.band.above,
        hi: d.band.upTo,
        loIn: d.startsAtEdge,
        hiOut: d.endsBelowEdge,
        perPerson: irmaaSurcharge(input).annualPerPerson,
        tier: d.tier,
      };
    }
    return cached!;
  };
}

/**
 * Room below the next IRMAA threshold for a MAGI in first-year dollars (null in the top tier), exact to the
 * cent: the last dollar of the tier less the MAGI. Not irmaaDetails' room, which a tool shows in whole dollars:
 * floored, the conversion's target would move by up to a dollar (times the year's prices) with each cent of
 * the withdrawals, so the tax solved with them never settled and a year could end a dollar short (issue I1).
 */
export function irmaaRoomReal(rules: TaxRules, magi: number, status: PlanStatus): number | null {
  const d = irmaaDetails({ year: rules.irmaaYear, filingStatus: status, magi });
  if (d.room === null || d.band.upTo === null) return null;
  const lastDollarInTier = d.endsBelowEdge ? d.band.upTo - 1 : d.band.upTo;
  return Math.max(0, lastDollarInTier - magi);
}

/**
 * The largest x in [0, hi] with f(x) ≤ target, for f never decreasing (piecewise linear in practice):
 * regula falsi with the Illinois step, to the cent.
 */
export function largestWithin(f: (x: number) => number, target: number, hi: number): number {
  if (!(hi > 0)) return 0;
  let a = 0;
  let fa = f(0) - target;
  if (fa >= 0) return 0;
  let b = hi;
  let fb = f(hi) - target;
  if (fb <= 0) return hi;
  let side = 0;
  for (let i = 0; i < 60 && b - a > 0.005; i++) {
    const x = (a * fb - b * fa) / (fb - fa);
    const fx = f(x) - target;
    if (fx > 0) {
      b = x;
      fb = fx;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = x;
      fa = fx;
      if (fx === 0) break;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return a;
}

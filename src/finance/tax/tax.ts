/**
 * The one federal bracket engine. Every calculator that taxes income goes through here, so the
 * brackets, deductions and the Pub. 915 worksheet exist once (src/finance/rules/).
 */
import type { FilingStatus, TaxYear } from '../core/types';
import { MAX_MONEY, clamp } from '../core/num';
import {
  ADDITIONAL_65,
  BRACKET_TOPS,
  LTCG_BANDS,
  LTCG_RATES,
  type LtcgStatus,
  ORDINARY_RATES,
  SENIOR_DEDUCTION,
  STANDARD_DEDUCTION,
} from '../rules/tax/taxYears';
import { SS_WORKSHEET } from '../rules/tax/socialSecurityTax';

export interface TaxBracket {
  /** Percent, e.g. 22. */
  rate: number;
  min: number;
  /** null = no upper limit. */
  max: number | null;
}

export interface BracketLine extends TaxBracket {
  taxableAmount: number;
  tax: number;
}

export interface OrdinaryTax {
  total: number;
  breakdown: BracketLine[];
}

/** Engine-level ceiling: sums of several clamped inputs stay far below overflow. */
const ENGINE_MAX = MAX_MONEY * 1_000;
const nonNegative = (n: unknown): number => clamp(typeof n === 'number' ? n : 0, 0, ENGINE_MAX);

const bracketCache = new Map<string, readonly TaxBracket[]>();

function bracketsOf(status: FilingStatus, year: TaxYear): readonly TaxBracket[] {
  const key = `${year}:${status}`;
  let list = bracketCache.get(key);
  if (!list) {
    const tops = BRACKET_TOPS[year][status];
    list = ORDINARY_RATES.map((rate, i) => ({
      rate,
      min: i === 0 ? 0 : (tops[i - 1] as number),
      max: i < tops.length ? (tops[i] as number) : null,
    }));
    bracketCache.set(key, list);
  }
  return list;
}

export function taxBrackets(status: FilingStatus, year: TaxYear): TaxBracket[] {
  return bracketsOf(status, year).map((b) => ({ rate: b.rate, min: b.min, max: b.max }));
}

/** Progressive tax on taxable income (after deductions); one line per bracket, zero where unreached. */
export function computeOrdinaryTax(taxableIncome: number, status: FilingStatus, year: TaxYear): OrdinaryTax {
  const income = nonNegative(taxableIncome);
  let total = 0;
  const breakdown: BracketLine[] = [];
  for (const b of bracketsOf(status, year)) {
    const upper = b.max === null ? income : Math.min(income, b.max);
    const taxableAmount = Math.max(0, upper - b.min);
    const tax = (taxableAmount * b.rate) / 100;
    total += tax;
    breakdown.push({ rate: b.rate, min: b.min, max: b.max, taxableAmount, tax });
  }
  return { total, breakdown };
}

/**
 * computeOrdinaryTax's total, as a function of taxable income for one filing status and year whose brackets
 * are looked up once: for an engine that taxes thousands of years in one answer (the household plan), where
 * building the per-bracket lines and finding the brackets each time is most of the cost.
 */
export function ordinaryTaxFunction(status: FilingStatus, year: TaxYear): (taxableIncome: number) => number {
  const brackets = bracketsOf(status, year);
  return (taxableIncome) => {
    const income = nonNegative(taxableIncome);
    let total = 0;
    for (const b of brackets) {
      if (income <= b.min) break;
      const taxableAmount = (b.max === null ? income : Math.min(income, b.max)) - b.min;
      total += (taxableAmount * b.rate) / 100;
    }
    return total;
  };
}

/** Rate (percent) on the next dollar of taxable income; a bracket's top belongs to the next bracket. */
export function marginalRate(taxableIncome: number, status: FilingStatus, year: TaxYear): number {
  const income = nonNegative(taxableIncome);
  const bracket = bracketsOf(status, year).find((b) => b.max === null || income < b.max);
  return bracket ? bracket.rate : ORDINARY_RATES[6];
}

export interface StandardDeductionInput {
  status: FilingStatus;
  year: TaxYear;
  /** People on the return aged 65 or over (0–2; at most 1 unless married filing jointly). */
  age65Count: number;
  /** Modified AGI, for the 2025–2028 senior deduction phase-out. */
  magi?: number;
}

export interface StandardDeduction {
  basic: number;
  additional65: number;
  senior: number;
  total: number;
}

export function standardDeduction({ status, year, age65Count, magi = 0 }: StandardDeductionInput): StandardDeduction {
  const maxPeople = status === 'marriedJoint' ? 2 : 1;
  const people = Math.min(maxPeople, Math.max(0, Math.floor(Number.isFinite(age65Count) ? age65Count : 0)));
  const basic = STANDARD_DEDUCTION[year][status];
  const married = status === 'marriedJoint' || status === 'marriedSeparate';
  const additional65 = people * (married ? ADDITIONAL_65[year].married : ADDITIONAL_65[year].unmarried);
  let senior = 0;
  if (year >= SENIOR_DEDUCTION.firstYear && year <= SENIOR_DEDUCTION.lastYear && status !== 'marriedSeparate') {
    const excess = Math.max(0, nonNegative(magi) - SENIOR_DEDUCTION.threshold[status]);
    senior = people * Math.max(0, SENIOR_DEDUCTION.perPerson - SENIOR_DEDUCTION.phaseOutRate * excess);
  }
  return { basic, additional65, senior, total: basic + additional65 + senior };
}

export interface TaxableSocialSecurityInput {
  benefits: number;
  /** All other income in AGI, excluding the benefits. */
  otherIncome: number;
  taxExemptInterest?: number;
  status: FilingStatus;
  /** Married filing separately: whether the spouses lived apart all year (default false: lived together). */
  livedApartAllYear?: boolean;
}

export interface TaxableSocialSecurity {
  taxable: number;
  provisionalIncome: number;
  baseAmount: number;
  /** 0 = none taxable, 1 = within the 50 % band, 2 = above the second threshold (85 % band). */
  tier: 0 | 1 | 2;
}

/** IRS Pub. 915 Worksheet 1 (RULES.md); never more than 85 % of benefits. */
export function taxableSocialSecurity(input: TaxableSocialSecurityInput): TaxableSocialSecurity {
  const B = nonNegative(input.benefits);
  const half = SS_WORKSHEET.halfShare * B;
  const P = half + nonNegative(input.otherIncome) + nonNegative(input.taxExemptInterest ?? 0);
  const cap = SS_WORKSHEET.maxShare * B;
  if (input.status === 'marriedSeparate' && !input.livedApartAllYear) {
    const taxable = Math.min(SS_WORKSHEET.maxShare * P, cap);
    return { taxable, provisionalIncome: P, baseAmount: 0, tier: taxable > 0 ? 2 : 0 };
  }
  const baseAmount =
    input.status === 'marriedJoint' ? SS_WORKSHEET.baseAmount.marriedJoint : SS_WORKSHEET.baseAmount.single;
  const band = input.status === 'marriedJoint' ? SS_WORKSHEET.band.marriedJoint : SS_WORKSHEET.band.other;
  if (B === 0 || P <= baseAmount) return { taxable: 0, provisionalIncome: P, baseAmount, tier: 0 };
  const over = P - baseAmount;
  const first = Math.min(half, SS_WORKSHEET.firstTierRate * Math.min(over, band));
  const taxable = Math.min(first + SS_WORKSHEET.maxShare * Math.max(0, over - band), cap);
  return { taxable, provisionalIncome: P, baseAmount, tier: over > band ? 2 : 1 };
}

/**
 * taxableSocialSecurity's `taxable` alone, without building its record or its input: for an engine that asks
 * it thousands of times in one answer (the household plan solves each year's tax in several steps). The same
 * worksheet, the same figures (taxableSocialSecurityAmount.node.test.ts); married filing separately is taken
 * as living together, and there is no tax-exempt interest.
 */
export function taxableSocialSecurityAmount(benefits: number, otherIncome: number, status: FilingStatus): number {
  const B = nonNegative(benefits);
  const half = SS_WORKSHEET.halfShare * B;
  const P = half + nonNegative(otherIncome);
  const cap = SS_WORKSHEET.maxShare * B;
  if (status === 'marriedSeparate') return Math.min(SS_WORKSHEET.maxShare * P, cap);
  const baseAmount = status === 'marriedJoint' ? SS_WORKSHEET.baseAmount.marriedJoint : SS_WORKSHEET.baseAmount.single;
  const band = status === 'marriedJoint' ? SS_WORKSHEET.band.marriedJoint : SS_WORKSHEET.band.other;
  if (B === 0 || P <= baseAmount) return 0;
  const over = P - baseAmount;
  const first = Math.min(half, SS_WORKSHEET.firstTierRate * Math.min(over, band));
  return Math.min(first + SS_WORKSHEET.maxShare * Math.max(0, over - band), cap);
}

/**
 * Tax on long-term gains stacked on top of ordinary taxable income, using the 0/15/20 % bands.
 * Only the bands the rules hold exist: asking for another is a programming
 * error, never a silent guess.
 */
export function longTermGainsTax(
  ordinaryTaxableIncome: number,
  gains: number,
  status: LtcgStatus,
  year: TaxYear,
): number {
  const band = LTCG_BANDS[year][status];
  if (!band)
    throw new Error(`No long-term capital gain bands held for ${status} ${year} (src/finance/rules/tax/taxYears.ts)`);
  const start = nonNegative(ordinaryTaxableIncome);
  const end = start + nonNegative(gains);
  const { zeroTop, midTop } = band;
  const inMid = Math.max(0, Math.min(end, midTop) - Math.max(start, zeroTop));
  const inTop = Math.max(0, end - Math.max(start, midTop));
  return (inMid * LTCG_RATES.mid + inTop * LTCG_RATES.top) / 100;
}

/** HSA Strategy Calculator (SPEC §3 inputs and results, §5 bounds, §9 "HSA" model and defaults); limits from RULES.md. */
import type { CoverageType } from '../core/types';
import { readChoice, fieldReader, readNumber, toFinite } from '../core/num';
import {
  HSA_CATCH_UP,
  HSA_FALLBACK_INPUTS,
  HSA_LIMITS,
  HSA_LOW_RETURN,
  HSA_PROJECTION_YEARS,
  HSA_TOOL_YEARS,
  type HsaLimitYear,
} from '../rules/health/hsaLimits';
import { newestYear } from '../rules/core/years';
import { HSA_ALLOCATION_BANDS, type AllocationRange } from '../rules/health/allocation';
import { ORDINARY_RATES } from '../rules/tax/taxYears';
import { HSA_BOUNDS } from './hsaBounds';

/** Limit years offered, newest first, from the rules calendar; the newest is the default. */

export interface HsaInput {
  age: number;
  currentHSA: number;
  annualContribution: number;
  coverageType: CoverageType;
  retirementAge: number;
  expectedReturn: number;
  currentTaxBracket: number;
  retirementTaxBracket: number;
  healthcareExpenses: number;
  limitYear?: HsaLimitYear;
}

/** One recommendation, as a fact the tool words (HsaCalculator/hsaWords.ts). */
export type HsaAdvice =
  | { id: 'belowLimit'; limit: number; year: number }
  | { id: 'catchUp'; age: number; amount: number }
  | { id: 'zeroBalance' }
  | { id: 'lowReturn' }
  | { id: 'payOutOfPocket' }
  | { id: 'higherBracketLater' };

/** One line of "How this is calculated", as a fact the tool words; a source stays as the rules cite it. */
export type HsaAssumption =
  | { id: 'limit'; year: number; limit: number; coverage: CoverageType; source: string }
  | { id: 'catchUp'; amount: number; age: number; source: string }
  | { id: 'growth'; rate: number }
  | { id: 'contributions' }
  | { id: 'taxSavings'; bracket: number }
  | { id: 'allocation' };

export type HsaFormula = { id: 'balance' } | { id: 'taxSavings' } | { id: 'lifetimeSavings' };

export interface HsaResult {
  limitYear: HsaLimitYear;
  /** Contribution up to the base limit. */
  currentYearContribution: number;
  /** Part of the contribution above the base limit (catch-up actually used, 55+ only). */
  catchUpContribution: number;
  totalAnnualContribution: number;
  /** Most you may contribute this year: base limit plus catch-up when 55+. */
  contributionLimit: number;
  baseLimit: number;
  catchUpAllowed: number;
  contributionCapped: boolean;
  yearsToRetirement: number;
  projectedBalance: { year5: number; year10: number; year15: number; year20: number; retirement: number };
  taxSavings: { currentYear: number; lifetime: number };
  /** Projected HSA balance at retirement, available tax-free for qualified medical costs. */
  retirementHealthcareFund: number;
  /** How many years of today’s healthcare expenses that fund covers (0 when expenses are under 1 dollar). */
  yearsOfExpensesCovered: number;
  allocation: { stocks: AllocationRange; bonds: AllocationRange; cash: AllocationRange };
  recommendations: HsaAdvice[];
  assumptions: HsaAssumption[];
  formulas: HsaFormula[];
}

export { HSA_BOUNDS };

/** What the calculation takes for a missing or unreadable input: SPEC §9 default inputs (rules/health/hsaLimits.ts), in the newest limit year held. */
const HSA_FALLBACK: Required<HsaInput> = {
  ...HSA_FALLBACK_INPUTS,
  limitYear: newestYear(HSA_TOOL_YEARS, 'hsa') as HsaLimitYear,
};

type Bracket = (typeof ORDINARY_RATES)[number];

function futureValue(start: number, annualContribution: number, annualRatePct: number, years: number): number {
  const months = Math.max(0, Math.round(years * 12));
  const r = annualRatePct / 100 / 12;
  const c = annualContribution / 12;
  const grow = (1 + r) ** months;
  const fv = r === 0 ? start + c * months : start * grow + (c * (grow - 1)) / r;
  return Math.round(fv);
}

export function calculateHsa(raw: Partial<HsaInput> | null | undefined): HsaResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof HsaInput, unknown>>;
  const B = HSA_BOUNDS;
  const D = HSA_FALLBACK;
  const read = fieldReader(input, B, D);
  const age = Math.floor(read('age'));
  const currentHSA = readNumber(input.currentHSA, B.money.min, B.money.max);
  const requested = readNumber(input.annualContribution, B.money.min, B.money.max);
  const coverageType = readChoice(input.coverageType, B.coverageTypes, D.coverageType);
  const retirementAge = Math.floor(read('retirementAge'));
  const expectedReturn = readNumber(input.expectedReturn, B.expectedReturn.min, B.expectedReturn.max);
  const currentBracket = readChoice(toFinite(input.currentTaxBracket, NaN), B.brackets, D.currentTaxBracket as Bracket);
  const retirementBracket = readChoice(
    toFinite(input.retirementTaxBracket, NaN),
    B.brackets,
    D.retirementTaxBracket as Bracket,
  );
  const expenses = readNumber(input.healthcareExpenses, B.money.min, B.money.max);
  const limitYear = readChoice(toFinite(input.limitYear, NaN), B.limitYears, D.limitYear);

  const baseLimit = HSA_LIMITS[limitYear][coverageType];
  const catchUpAllowed = age >= HSA_CATCH_UP.age ? HSA_CATCH_UP.amount : 0;
  const contributionLimit = baseLimit + catchUpAllowed;
  const total = Math.min(requested, contributionLimit);
  const currentYearContribution = Math.min(total, baseLimit);
  const catchUpContribution = total - currentYearContribution;
  const yearsToRetirement = Math.max(0, retirementAge - age);

  const projectedBalance = {
    year5: futureValue(currentHSA, total, expectedReturn, HSA_PROJECTION_YEARS[0]),
    year10: futureValue(currentHSA, total, expectedReturn, HSA_PROJECTION_YEARS[1]),
    year15: futureValue(currentHSA, total, expectedReturn, HSA_PROJECTION_YEARS[2]),
    year20: futureValue(currentHSA, total, expectedReturn, HSA_PROJECTION_YEARS[3]),
    retirement: futureValue(currentHSA, total, expectedReturn, yearsToRetirement),
  };
  const currentYearSavings = (total * currentBracket) / 100;
  const band =
    HSA_ALLOCATION_BANDS.find((b) => b.toAge === null || age < b.toAge) ??
    HSA_ALLOCATION_BANDS[HSA_ALLOCATION_BANDS.length - 1]!;

  const recommendations: HsaAdvice[] = [];
  if (age < HSA_CATCH_UP.age && total < baseLimit)
    recommendations.push({ id: 'belowLimit', limit: baseLimit, year: limitYear });
  if (age >= HSA_CATCH_UP.age && catchUpContribution === 0)
    recommendations.push({ id: 'catchUp', age: HSA_CATCH_UP.age, amount: HSA_CATCH_UP.amount });
  if (currentHSA === 0) recommendations.push({ id: 'zeroBalance' });
  if (expectedReturn < HSA_LOW_RETURN) recommendations.push({ id: 'lowReturn' });
  if (expenses > 0) recommendations.push({ id: 'payOutOfPocket' });
  if (retirementBracket > currentBracket) recommendations.push({ id: 'higherBracketLater' });

  return {
    limitYear,
    currentYearContribution,
    catchUpContribution,
    totalAnnualContribution: total,
    contributionLimit,
    baseLimit,
    catchUpAllowed,
    contributionCapped: requested > contributionLimit,
    yearsToRetirement,
    projectedBalance,
    taxSavings: { currentYear: currentYearSavings, lifetime: currentYearSavings * yearsToRetirement },
    retirementHealthcareFund: projectedBalance.retirement,
    // Below one dollar a year the ratio means nothing (and could overflow).
    yearsOfExpensesCovered: expenses >= 1 ? projectedBalance.retirement / expenses : 0,
    allocation: { stocks: band.stocks, bonds: band.bonds, cash: band.cash },
    recommendations,
    assumptions: [
      {
        id: 'limit',
        year: limitYear,
        limit: baseLimit,
        coverage: coverageType,
        source: HSA_LIMITS[limitYear].source,
      },
      { id: 'catchUp', amount: HSA_CATCH_UP.amount, age: HSA_CATCH_UP.age, source: HSA_CATCH_UP.source },
      { id: 'growth', rate: expectedReturn },
      { id: 'contributions' },
      { id: 'taxSavings', bracket: currentBracket },
      { id: 'allocation' },
    ],
    formulas: [{ id: 'balance' }, { id: 'taxSavings' }, { id: 'lifetimeSavings' }],
  };
}

/** Tax-Efficient Withdrawal Planner, multi-year (SPEC §3, §5, §9; RMD divisor from RULES.md). */
import type { Explained, FilingStatus, TaxYear } from './types';
import { MAX_MONEY, readChoice, readNumber, toFinite } from './num';
import { TOOL_YEARS, defaultYear } from './rules/calendar';
import { computeOrdinaryTax, standardDeduction } from './tax';
import { ADDITIONAL_DEDUCTION_AGE, BRACKET_SOURCES } from './rules/taxYears';
import { PLANNER_RMD_START_AGE, UNIFORM_LIFETIME_SOURCE, uniformLifetimeDivisor } from './rules/rmdTable';
import { PLANNER_MAX_YEARS, PLANNER_ROTH_ADVICE_AGE, PLANNER_SHOWN_YEARS, TAXABLE_ACCOUNT_GAIN_SHARE } from './rules/withdrawal';

export type PlannerFilingStatus = Exclude<FilingStatus, 'headOfHousehold'>;

export interface PlannerInput {
  currentAge: number;
  filingStatus: PlannerFilingStatus;
  annualIncome: number;
  traditionalBalance: number;
  rothBalance: number;
  taxableBalance: number;
  /** Optional first calendar year; without it rows are numbered 1, 2, 3 … */
  startYear?: number;
  /** Tax year whose brackets and deduction apply to every row; the calendar's newest when absent. */
  taxYear?: TaxYear;
}

export interface PlannerRow {
  year: number;
  age: number;
  traditionalWithdrawal: number;
  rothWithdrawal: number;
  taxableWithdrawal: number;
  /** RMD for the year (0 before 73). */
  rmd: number;
  totalIncome: number;
  taxOwed: number;
  afterTaxIncome: number;
  traditionalBalance: number;
  rothBalance: number;
  taxableBalance: number;
}

export interface PlannerResult extends Explained {
  taxYear: TaxYear;
  rows: PlannerRow[];
  totalTaxes: number;
  totalAfterTaxIncome: number;
  /** after-tax ÷ (after-tax + taxes), percent, one decimal. */
  taxEfficiency: number;
  totalYears: number;
  shownYears: number;
  recommendations: string[];
  taxSavings: 0;
}

export const PLANNER_DEFAULTS: Omit<Required<PlannerInput>, 'startYear'> = {
  taxYear: defaultYear('withdrawal-planner'),
  currentAge: 65,
  filingStatus: 'marriedJoint',
  annualIncome: 60_000,
  traditionalBalance: 400_000,
  rothBalance: 150_000,
  taxableBalance: 200_000,
};

export const PLANNER_BOUNDS = {
  currentAge: { min: 50, max: 100 },
  filingStatuses: ['single', 'marriedJoint', 'marriedSeparate'] as const,
  money: { min: 0, max: MAX_MONEY, step: 1000 },
  maxYears: PLANNER_MAX_YEARS,
  shownYears: PLANNER_SHOWN_YEARS,
  /** Newest first, from the rules calendar. */
  taxYears: TOOL_YEARS['withdrawal-planner'],
} as const;

export function planWithdrawals(raw: Partial<PlannerInput> | null | undefined): PlannerResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof PlannerInput, unknown>>;
  const B = PLANNER_BOUNDS;
  const startAge = Math.floor(readNumber(input.currentAge, B.currentAge.min, B.currentAge.max, PLANNER_DEFAULTS.currentAge));
  const status = readChoice(input.filingStatus, B.filingStatuses, PLANNER_DEFAULTS.filingStatus);
  const need = readNumber(input.annualIncome, B.money.min, B.money.max);
  let traditional = readNumber(input.traditionalBalance, B.money.min, B.money.max);
  let roth = readNumber(input.rothBalance, B.money.min, B.money.max);
  let taxable = readNumber(input.taxableBalance, B.money.min, B.money.max);
  const taxYear = readChoice(toFinite(input.taxYear, NaN), B.taxYears, PLANNER_DEFAULTS.taxYear);
  const startYear = input.startYear === undefined ? 1 : Math.floor(readNumber(input.startYear, 1, 9999, 1));
  const initial = { traditional, roth, taxable, age: startAge };

  const rows: PlannerRow[] = [];
  let totalTaxes = 0;
  let totalAfterTax = 0;
  for (let i = 0; i < PLANNER_MAX_YEARS && traditional + roth + taxable > 0; i++) {
    const age = startAge + i;
    let tw = 0;
    let xw = 0;
    let rw = 0;
    let rmd = 0;
    if (age < PLANNER_RMD_START_AGE) {
      xw = Math.min(taxable, need);
      tw = Math.min(traditional, need - xw);
      rw = Math.min(roth, need - xw - tw);
    } else {
      rmd = traditional / (uniformLifetimeDivisor(age) as number);
      tw = Math.min(traditional, Math.max(rmd, need));
      const rest = Math.max(0, need - tw);
      xw = Math.min(taxable, rest);
      rw = Math.min(roth, rest - xw);
    }
    traditional -= tw;
    taxable -= xw;
    roth -= rw;

    const ordinary = tw + TAXABLE_ACCOUNT_GAIN_SHARE * xw;
    const age65Count = age >= ADDITIONAL_DEDUCTION_AGE ? (status === 'marriedJoint' ? 2 : 1) : 0;
    // The planner's income is all ordinary, so it is also the modified AGI for the 2025–2028 senior deduction.
    const deduction = standardDeduction({ status, year: taxYear, age65Count, magi: ordinary }).total;
    const taxOwed = computeOrdinaryTax(Math.max(0, ordinary - deduction), status, taxYear).total;
    const totalIncome = tw + xw + rw;
    const afterTaxIncome = totalIncome - taxOwed;
    totalTaxes += taxOwed;
    totalAfterTax += afterTaxIncome;
    rows.push({
      year: startYear + i,
      age,
      traditionalWithdrawal: tw,
      rothWithdrawal: rw,
      taxableWithdrawal: xw,
      rmd,
      totalIncome,
      taxOwed,
      afterTaxIncome,
      traditionalBalance: traditional,
      rothBalance: roth,
      taxableBalance: taxable,
    });
  }

  const denominator = totalAfterTax + totalTaxes;
  const taxEfficiency = denominator > 0 ? Math.round((totalAfterTax / denominator) * 1000) / 10 : 0;

  const recommendations: string[] = [];
  if (initial.traditional > 0 && initial.age < PLANNER_ROTH_ADVICE_AGE)
    recommendations.push(`Consider Roth conversions before age ${PLANNER_ROTH_ADVICE_AGE}, while your taxable income is lower, to shrink future RMDs.`);
  if (initial.taxable > 0)
    recommendations.push('Use your taxable accounts first: only part of each withdrawal (the gain) is taxed.');
  if (initial.age < PLANNER_RMD_START_AGE)
    recommendations.push(`Plan for required minimum distributions from age ${PLANNER_RMD_START_AGE}.`);
  recommendations.push('Review this plan every year as tax laws, balances and spending change.');

  return {
    taxYear,
    rows,
    totalTaxes,
    totalAfterTaxIncome: totalAfterTax,
    taxEfficiency,
    totalYears: rows.length,
    shownYears: Math.min(rows.length, PLANNER_SHOWN_YEARS),
    recommendations,
    taxSavings: 0,
    assumptions: [
      { label: 'Tax year', value: `${taxYear} brackets and standard deduction for every year`, source: BRACKET_SOURCES[taxYear] },
      { label: 'Age 65+', value: 'Adds the additional standard deduction (both spouses assumed the same age when filing jointly)', source: '26 USC §63(f)' },
      { label: 'Taxable account', value: `${TAXABLE_ACCOUNT_GAIN_SHARE * 100} % of each withdrawal counts as taxable income` },
      { label: 'RMDs', value: `From age ${PLANNER_RMD_START_AGE}: traditional balance ÷ Uniform Lifetime Table divisor`, source: UNIFORM_LIFETIME_SOURCE },
      { label: 'Growth', value: 'Balances do not grow; spending is not adjusted for inflation' },
      { label: 'Horizon', value: `At most ${PLANNER_MAX_YEARS} years, stopping when all accounts are empty` },
      { label: 'Social Security and other income', value: 'Not included' },
    ],
    formulas: [
      `Before ${PLANNER_RMD_START_AGE}: need taken from taxable, then traditional, then Roth`,
      `From ${PLANNER_RMD_START_AGE}: traditional gives max(RMD, need); any shortfall from taxable, then Roth`,
      `Taxable income = max(0, traditional + ${TAXABLE_ACCOUNT_GAIN_SHARE} × taxable-account withdrawal − standard deduction)`,
      'Tax efficiency = after-tax income ÷ (after-tax income + taxes) × 100',
    ],
  };
}

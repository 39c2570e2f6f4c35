/** Retirement income tax impact calculator (SPEC §3 inputs and outputs, §9 "Tax impact" brackets and deductions; figures from RULES.md). */
import type { FilingStatus, TaxYear } from '../core/types';
import { MAX_MONEY, fieldReader, isEntered, readAnswer, readChoice, readNumber, toFinite } from '../core/num';
import type { Answer } from '../core/num';
import { ADDITIONAL_DEDUCTION_AGE, BRACKET_SOURCES, FILING_STATUSES } from '../rules/tax/taxYears';
import { TAX_IMPACT_YEARS, newestYear } from '../rules/core/toolYears';
import { SS_WORKSHEET } from '../rules/tax/socialSecurityTax';
import { computeOrdinaryTax, marginalRate, standardDeduction, taxableSocialSecurity, type BracketLine } from './tax';

export interface TaxImpactInput {
  filingStatus: FilingStatus;
  age: number;
  /** The spouse's age, used on a joint return only (each spouse 65 or older adds the 65+ amount and the senior deduction). */
  spouseAge?: number;
  /**
   * The incomes of the year. Each may be left blank (null, "not entered"), which counts as none in the
   * sums but is not the answer 0: with every one blank there is nothing to work out (`incomeEntered`).
   */
  socialSecurity: Answer;
  pensionIncome: Answer;
  traditionalWithdrawals: Answer;
  rothWithdrawals: Answer;
  investmentIncome: Answer;
  otherIncome: Answer;
  taxYear?: TaxYear;
}

/** The income answers of the tax impact calculator, in the form's order. */
export const TAX_IMPACT_INCOMES = [
  'socialSecurity',
  'pensionIncome',
  'traditionalWithdrawals',
  'rothWithdrawals',
  'investmentIncome',
  'otherIncome',
] as const satisfies readonly (keyof TaxImpactInput)[];

/**
 * One line of "How this is calculated", as a fact the tool words (src/i18n/phrase.ts): which line and
 * its figures; a source stays as the rule cites it. `senior` is null outside 2025–2028 (no senior deduction).
 */
export type TaxImpactAssumption =
  | { id: 'taxYear'; taxYear: number; source: string }
  | { id: 'brackets'; taxYear: number; source: string }
  | { id: 'standardDeduction'; basic: number; additional65: number; senior: number | null; source: string }
  | { id: 'spousesJoint'; age: number; spouseAge: number; count65: number; source: string }
  | { id: 'spousesSeparate'; source: string }
  | { id: 'spousesOwnAge'; source: string }
  | { id: 'socialSecurity'; source: string }
  /** Married filing separately: Pub. 915's base amount 0 for spouses who lived together. */
  | { id: 'separateBase'; source: string }
  | { id: 'roth' }
  | { id: 'investment' }
  | { id: 'creditsAndState' };

/** The formulas the result used, by name, in the order the tool lists them. */
export type TaxImpactFormula =
  { id: 'provisionalIncome' } | { id: 'agi' } | { id: 'taxableIncome' } | { id: 'tax' } | { id: 'effectiveRate' };

export interface TaxImpactResult {
  assumptions: TaxImpactAssumption[];
  formulas: TaxImpactFormula[];
  taxYear: TaxYear;
  filingStatus: FilingStatus;
  totalTax: number;
  /** Percent of total income (benefits and Roth included). */
  effectiveRate: number;
  /** Percent on the next dollar of taxable income. */
  marginalRate: number;
  totalIncome: number;
  /**
   * Whether any income was entered, 0 included: "I have no income" is an answer (a tax of $0); every
   * box blank is not, and the tool asks for the income instead (SPEC §8: with no income entered the tool shows its prompt asking for income).
   */
  incomeEntered: boolean;
  taxableIncome: number;
  /** Total deduction used (basic + 65+ additional + senior deduction where it applies). */
  standardDeduction: number;
  standardDeductionParts: { basic: number; additional65: number; senior: number };
  taxableSocialSecurity: number;
  provisionalIncome: number;
  adjustedGrossIncome: number;
  bracketBreakdown: BracketLine[];
}

/**
 * What the calculation (and the widow's tax) takes for a missing or unreadable filing status, age or year: a single
 * filer aged 65 (a spouse of 65 too; ours), in the newest tax year held. A missing income is 0.
 */
export const TAX_IMPACT_FALLBACK = {
  filingStatus: 'single' as FilingStatus,
  age: 65,
  spouseAge: 65,
  taxYear: newestYear(TAX_IMPACT_YEARS, 'tax-impact'),
};

export const TAX_IMPACT_BOUNDS = {
  age: { min: 50, max: 100 },
  /** A spouse may be younger than the reader: 18 to 100 (the product's own bounds). */
  spouseAge: { min: 18, max: 100 },
  income: { min: 0, max: MAX_MONEY, step: 100 },
  filingStatuses: FILING_STATUSES,
  /** Newest first, from the rules calendar. */
  taxYears: TAX_IMPACT_YEARS,
} as const;

const money = (v: unknown) => readNumber(v, TAX_IMPACT_BOUNDS.income.min, TAX_IMPACT_BOUNDS.income.max);

/** Whose ages count toward the 65+ amounts: both spouses' on a joint return (`count65` of them 65 or older), else your own. */
function spousesFact(status: FilingStatus, age: number, spouseAge: number, count65: number): TaxImpactAssumption {
  if (status === 'marriedJoint') return { id: 'spousesJoint', age, spouseAge, count65, source: SPOUSES_SOURCE };
  return { id: status === 'marriedSeparate' ? 'spousesSeparate' : 'spousesOwnAge', source: SPOUSES_SOURCE };
}

const SPOUSES_SOURCE = '26 USC §63(f); P.L. 119-21 §70103';

export function calculateTaxImpact(raw: Partial<TaxImpactInput> | null | undefined): TaxImpactResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof TaxImpactInput, unknown>>;
  const filingStatus = readChoice(input.filingStatus, FILING_STATUSES, TAX_IMPACT_FALLBACK.filingStatus);
  const taxYear = readChoice(toFinite(input.taxYear, NaN), TAX_IMPACT_BOUNDS.taxYears, TAX_IMPACT_FALLBACK.taxYear);
  const read = fieldReader(input, TAX_IMPACT_BOUNDS, TAX_IMPACT_FALLBACK);
  const age = read('age');
  const spouseAge = read('spouseAge');
  const socialSecurity = money(input.socialSecurity);
  const pension = money(input.pensionIncome);
  const traditional = money(input.traditionalWithdrawals);
  const roth = money(input.rothWithdrawals);
  const investment = money(input.investmentIncome);
  const other = money(input.otherIncome);

  const totalIncome = socialSecurity + pension + traditional + roth + investment + other;
  const incomeEntered = TAX_IMPACT_INCOMES.some((key) =>
    isEntered(readAnswer(input[key], TAX_IMPACT_BOUNDS.income.min, TAX_IMPACT_BOUNDS.income.max)),
  );
  const nonBenefitIncome = pension + traditional + investment + other; // Roth qualified withdrawals are excluded from AGI
  const ss = taxableSocialSecurity({ benefits: socialSecurity, otherIncome: nonBenefitIncome, status: filingStatus });
  const agi = nonBenefitIncome + ss.taxable;
  // 26 USC §63(f): the 65+ amount (and the 2025–2028 senior deduction) per person aged 65 or older; a joint
  // return counts both spouses' ages. (The spec's "doubled for joint" assumed both were the age entered.)
  const joint = filingStatus === 'marriedJoint';
  const age65Count =
    (age >= ADDITIONAL_DEDUCTION_AGE ? 1 : 0) + (joint && spouseAge >= ADDITIONAL_DEDUCTION_AGE ? 1 : 0);
  const deduction = standardDeduction({ status: filingStatus, year: taxYear, age65Count, magi: agi });
  const taxableIncome = Math.max(0, agi - deduction.total);
  const tax = computeOrdinaryTax(taxableIncome, filingStatus, taxYear);
  const effectiveRate = totalIncome > 0 ? (tax.total / totalIncome) * 100 : 0;

  return {
    taxYear,
    filingStatus,
    totalTax: tax.total,
    effectiveRate,
    marginalRate: marginalRate(taxableIncome, filingStatus, taxYear),
    totalIncome,
    incomeEntered,
    taxableIncome,
    standardDeduction: deduction.total,
    standardDeductionParts: { basic: deduction.basic, additional65: deduction.additional65, senior: deduction.senior },
    taxableSocialSecurity: ss.taxable,
    provisionalIncome: ss.provisionalIncome,
    adjustedGrossIncome: agi,
    bracketBreakdown: tax.breakdown,
    assumptions: [
      { id: 'taxYear', taxYear, source: BRACKET_SOURCES[taxYear] },
      { id: 'brackets', taxYear, source: BRACKET_SOURCES[taxYear] },
      {
        id: 'standardDeduction',
        basic: deduction.basic,
        additional65: deduction.additional65,
        senior: deduction.senior > 0 ? deduction.senior : null,
        source: '26 USC §63; P.L. 119-21 §70103 for 2025–2028',
      },
      spousesFact(filingStatus, age, spouseAge, age65Count),
      { id: 'socialSecurity', source: SS_WORKSHEET.source },
      ...(filingStatus === 'marriedSeparate' ? [{ id: 'separateBase', source: SS_WORKSHEET.source } as const] : []),
      { id: 'roth' },
      { id: 'investment' },
      { id: 'creditsAndState' },
    ],
    formulas: [
      { id: 'provisionalIncome' },
      { id: 'agi' },
      { id: 'taxableIncome' },
      { id: 'tax' },
      { id: 'effectiveRate' },
    ],
  };
}

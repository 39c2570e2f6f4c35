/** Tax-efficient withdrawal calculator, article version (SPEC §3 inputs and defaults, §5 bounds, §9 withdrawal order and tax; tax figures per RULES.md). */
import type { TaxYear } from '../core/types';
import { MAX_MONEY, readChoice, readNumber, toFinite } from '../core/num';
import { computeOrdinaryTax, longTermGainsTax, marginalRate, standardDeduction, taxableSocialSecurity } from './tax';
import {
  ADDITIONAL_DEDUCTION_AGE,
  BRACKET_TOPS,
  BRACKET_SOURCES,
  LTCG_SOURCES,
  ORDINARY_RATES,
  STANDARD_DEDUCTION,
} from '../rules/tax/taxYears';
import { WITHDRAWAL_CALCULATOR_YEARS, newestYear } from '../rules/core/toolYears';
import { SS_WORKSHEET } from '../rules/tax/socialSecurityTax';
import { UNIFORM_LIFETIME_SOURCE, rmdStartAge, uniformLifetimeDivisor } from '../rules/tax/rmdTable';
import {
  ARTICLE_FILING_STATUS,
  HIGH_EFFECTIVE_RATE,
  HSA_NEED_CAP_SHARE,
  TAXABLE_ACCOUNT_GAIN_SHARE,
  TRADITIONAL_CAP_BRACKET_INDEX,
  WITHDRAWAL_FALLBACK_INPUTS,
} from '../rules/tax/withdrawal';

/** One of "Things to consider", as a fact the tool words (src/i18n/phrase.ts): which advice, and its figures. */
export type WithdrawalAdvice =
  | { id: 'convertBeforeRmd'; rmdAge: number; bracket: number }
  | { id: 'rmdDue'; age: number; rmd: number }
  | { id: 'rmdCovered' }
  | { id: 'highRate'; rate: number }
  | { id: 'lowerLater'; later: number; now: number; bracket: number }
  | { id: 'higherLater' }
  | { id: 'hsaReceipts' }
  | { id: 'shortfall' };

/** One line of "How this is calculated", as a fact the tool words; a source stays as the rules cite it. */
export type WithdrawalAssumption =
  | { id: 'taxYear'; year: TaxYear; source: string }
  | { id: 'standardDeduction'; amount: number; senior: 'yes' | 'no'; source: string }
  | { id: 'order'; hsaShare: number; cap: number; bracket: number }
  | { id: 'taxableGain'; share: number; source: string }
  | { id: 'socialSecurity'; source: string }
  | { id: 'projection'; rate: number; inflation: number }
  | { id: 'taxSavings' }
  | { id: 'rmdDivisor'; source: string };

export type WithdrawalFormula =
  | { id: 'fromAccounts' }
  | { id: 'agi'; share: number }
  | { id: 'effectiveRate' }
  | { id: 'balance' }
  | { id: 'taxSavings' };

export interface WithdrawalAccounts {
  traditional401k: number;
  roth401k: number;
  traditionalIRA: number;
  rothIRA: number;
  taxable: number;
  hsa: number;
}

export interface WithdrawalInput {
  age: number;
  annualIncomeNeed: number;
  socialSecurity: number;
  pension: number;
  currentTaxBracket: number;
  retirementTaxBracket: number;
  accounts: WithdrawalAccounts;
  expectedReturn: number;
  inflation: number;
  /** Tax year of the brackets, deductions and capital-gain bands; the calendar's newest when absent. */
  taxYear?: TaxYear;
}

export interface WithdrawalResult {
  taxYear: TaxYear;
  annualIncomeNeed: number;
  optimalWithdrawalStrategy: { traditional: number; roth: number; taxable: number; hsa: number };
  /** Need not covered by income and accounts (0 when fully covered). */
  shortfall: number;
  taxImpact: { totalTaxes: number; effectiveTaxRate: number; marginalTaxRate: number };
  taxableSocialSecurity: number;
  taxableIncome: number;
  /** Total of all accounts after 1, 5 and 10 years of the same (real) withdrawals. */
  projectedBalances: { year1: number; year5: number; year10: number };
  recommendations: WithdrawalAdvice[];
  /** Tax avoided versus drawing the same amount entirely from traditional accounts (never below 0). */
  taxSavings: number;
  assumptions: WithdrawalAssumption[];
  formulas: WithdrawalFormula[];
}

/** What the calculation takes for a missing or unreadable age, bracket or year: age 65, brackets 22 and 12 % (ours, rules/tax/withdrawal.ts), in the newest tax year held. */
const WITHDRAWAL_FALLBACK = {
  ...WITHDRAWAL_FALLBACK_INPUTS,
  taxYear: newestYear(WITHDRAWAL_CALCULATOR_YEARS, 'withdrawal-calculator'),
};

export const WITHDRAWAL_BOUNDS = {
  age: { min: 50, max: 85 },
  money: { min: 0, max: MAX_MONEY },
  brackets: ORDINARY_RATES,
  /** The spec gives no bounds for these two; kept within the other tools' ranges. */
  expectedReturn: { min: 0, max: 20, step: 0.1 },
  inflation: { min: 0, max: 15, step: 0.1 },
  /** Newest first, from the rules calendar (years whose single-filer capital-gain bands are held). */
  taxYears: WITHDRAWAL_CALCULATOR_YEARS,
} as const;

/**
 * SPEC §9: "Traditional withdrawals are limited to about 58575 (13850 plus 44725)": the single basic
 * standard deduction plus the top of the 12 % bracket, here for the chosen tax year (2023 gives the spec's figure).
 */
export function traditionalWithdrawalCap(year: TaxYear): number {
  return (
    STANDARD_DEDUCTION[year][ARTICLE_FILING_STATUS] +
    BRACKET_TOPS[year][ARTICLE_FILING_STATUS][TRADITIONAL_CAP_BRACKET_INDEX]
  );
}

const ACCOUNT_KEYS: readonly (keyof WithdrawalAccounts)[] = [
  'traditional401k',
  'roth401k',
  'traditionalIRA',
  'rothIRA',
  'taxable',
  'hsa',
];

type Bracket = (typeof ORDINARY_RATES)[number];

interface TaxPieces {
  total: number;
  taxableSS: number;
  ordinaryTaxable: number;
  taxableIncome: number;
}

/** Federal tax for one year: Pub. 915 for benefits, ordinary brackets, gains stacked on the 0/15/20 % bands. */
function yearTax(year: TaxYear, age: number, socialSecurity: number, ordinaryIncome: number, gains: number): TaxPieces {
  const status = ARTICLE_FILING_STATUS;
  const ss = taxableSocialSecurity({ benefits: socialSecurity, otherIncome: ordinaryIncome + gains, status });
  const ordinaryAgi = ordinaryIncome + ss.taxable;
  // Modified AGI (gains included) phases out the 2025–2028 senior deduction.
  const deduction = standardDeduction({
    status,
    year,
    age65Count: age >= ADDITIONAL_DEDUCTION_AGE ? 1 : 0,
    magi: ordinaryAgi + gains,
  }).total;
  const taxableIncome = Math.max(0, ordinaryAgi + gains - deduction);
  const ordinaryTaxable = Math.max(0, ordinaryAgi - deduction);
  const gainsTaxable = taxableIncome - ordinaryTaxable;
  const total =
    computeOrdinaryTax(ordinaryTaxable, status, year).total +
    longTermGainsTax(ordinaryTaxable, gainsTaxable, status, year);
  return { total, taxableSS: ss.taxable, ordinaryTaxable, taxableIncome };
}

export function calculateWithdrawal(raw: Partial<WithdrawalInput> | null | undefined): WithdrawalResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof WithdrawalInput, unknown>>;
  const Bd = WITHDRAWAL_BOUNDS;
  const D = WITHDRAWAL_FALLBACK;
  const money = (v: unknown) => readNumber(v, Bd.money.min, Bd.money.max);
  const age = Math.floor(readNumber(input.age, Bd.age.min, Bd.age.max, D.age));
  const need = money(input.annualIncomeNeed);
  const socialSecurity = money(input.socialSecurity);
  const pension = money(input.pension);
  const currentBracket = readChoice(
    toFinite(input.currentTaxBracket, NaN),
    Bd.brackets,
    D.currentTaxBracket as Bracket,
  );
  const retirementBracket = readChoice(
    toFinite(input.retirementTaxBracket, NaN),
    Bd.brackets,
    D.retirementTaxBracket as Bracket,
  );
  const expectedReturn = readNumber(input.expectedReturn, Bd.expectedReturn.min, Bd.expectedReturn.max);
  const inflation = readNumber(input.inflation, Bd.inflation.min, Bd.inflation.max);
  const taxYear = readChoice(toFinite(input.taxYear, NaN), Bd.taxYears, D.taxYear as TaxYear);
  const traditionalCap = traditionalWithdrawalCap(taxYear);
  const rawAccounts = (input.accounts && typeof input.accounts === 'object' ? input.accounts : {}) as Record<
    string,
    unknown
  >;
  const accounts = Object.fromEntries(
    ACCOUNT_KEYS.map((k) => [k, money(rawAccounts[k])]),
  ) as unknown as WithdrawalAccounts;

  const traditionalBalance = accounts.traditional401k + accounts.traditionalIRA;
  const rothBalance = accounts.roth401k + accounts.rothIRA;
  const totalBalance = traditionalBalance + rothBalance + accounts.taxable + accounts.hsa;

  let remaining = Math.max(0, need - socialSecurity - pension);
  const hsa = Math.min(accounts.hsa, HSA_NEED_CAP_SHARE * need, remaining);
  remaining -= hsa;
  const traditional = Math.min(traditionalBalance, traditionalCap, remaining);
  remaining -= traditional;
  const taxable = Math.min(accounts.taxable, remaining);
  remaining -= taxable;
  const roth = Math.min(rothBalance, remaining);
  remaining -= roth;
  const shortfall = Math.max(0, remaining);
  const withdrawn = hsa + traditional + taxable + roth;

  const strategyTax = yearTax(
    taxYear,
    age,
    socialSecurity,
    pension + traditional,
    TAXABLE_ACCOUNT_GAIN_SHARE * taxable,
  );
  // Baseline for taxSavings: the same total drawn wholly from traditional accounts, all ordinary income.
  const baselineTax = yearTax(taxYear, age, socialSecurity, pension + withdrawn, 0);
  const totalIncome = socialSecurity + pension + withdrawn;
  const effectiveTaxRate = totalIncome > 0 ? (strategyTax.total / totalIncome) * 100 : 0;
  const marginalTaxRate = marginalRate(strategyTax.ordinaryTaxable, ARTICLE_FILING_STATUS, taxYear);

  // SPEC: balances grow at (return − inflation); the same real withdrawal is taken each year.
  const realReturn = (expectedReturn - inflation) / 100;
  const balances: number[] = [];
  let bal = totalBalance;
  for (let y = 1; y <= 10; y++) {
    bal = Math.max(0, (bal - withdrawn) * (1 + realReturn));
    balances.push(bal);
  }

  const recommendations: WithdrawalAdvice[] = [];
  // The bracket traditional withdrawals fill (12 %), the one the cap and the advice name.
  const capBracket = ORDINARY_RATES[TRADITIONAL_CAP_BRACKET_INDEX];
  const rmdDivisor = uniformLifetimeDivisor(age);
  // The RMD age of this reader's birth year (tax year − age; SECURE 2.0 §107: 73 for 1951–1959, 75 from 1960), the RMD tool's rule.
  const rmdAge = rmdStartAge(taxYear - age);
  if (age < rmdAge) recommendations.push({ id: 'convertBeforeRmd', rmdAge, bracket: capBracket });
  else if (rmdDivisor && traditionalBalance > 0) {
    const rmd = traditionalBalance / rmdDivisor;
    recommendations.push(traditional < rmd ? { id: 'rmdDue', age, rmd } : { id: 'rmdCovered' });
  }
  if (effectiveTaxRate > HIGH_EFFECTIVE_RATE) recommendations.push({ id: 'highRate', rate: HIGH_EFFECTIVE_RATE });
  if (retirementBracket < currentBracket)
    recommendations.push({ id: 'lowerLater', later: retirementBracket, now: currentBracket, bracket: capBracket });
  else if (retirementBracket > currentBracket) recommendations.push({ id: 'higherLater' });
  if (hsa > 0) recommendations.push({ id: 'hsaReceipts' });
  if (shortfall > 0) recommendations.push({ id: 'shortfall' });

  return {
    taxYear,
    annualIncomeNeed: need,
    optimalWithdrawalStrategy: { traditional, roth, taxable, hsa },
    shortfall,
    taxImpact: { totalTaxes: strategyTax.total, effectiveTaxRate, marginalTaxRate },
    taxableSocialSecurity: strategyTax.taxableSS,
    taxableIncome: strategyTax.taxableIncome,
    projectedBalances: { year1: balances[0] ?? 0, year5: balances[4] ?? 0, year10: balances[9] ?? 0 },
    recommendations,
    taxSavings: Math.max(0, baselineTax.total - strategyTax.total),
    assumptions: [
      { id: 'taxYear', year: taxYear, source: BRACKET_SOURCES[taxYear] },
      {
        id: 'standardDeduction',
        amount: STANDARD_DEDUCTION[taxYear].single,
        senior: taxYear >= 2025 ? 'yes' : 'no',
        source: '26 USC §63; P.L. 119-21 §70103 for 2025–2028',
      },
      { id: 'order', hsaShare: HSA_NEED_CAP_SHARE * 100, cap: traditionalCap, bracket: capBracket },
      { id: 'taxableGain', share: TAXABLE_ACCOUNT_GAIN_SHARE * 100, source: LTCG_SOURCES[taxYear] },
      { id: 'socialSecurity', source: SS_WORKSHEET.source },
      { id: 'projection', rate: expectedReturn, inflation },
      { id: 'taxSavings' },
      { id: 'rmdDivisor', source: UNIFORM_LIFETIME_SOURCE },
    ],
    formulas: [
      { id: 'fromAccounts' },
      { id: 'agi', share: TAXABLE_ACCOUNT_GAIN_SHARE * 100 },
      { id: 'effectiveRate' },
      { id: 'balance' },
      { id: 'taxSavings' },
    ],
  };
}

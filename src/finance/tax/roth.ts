/**
 * Roth conversion calculator (SPEC §3 inputs and outputs, §4 the verdict words, §9 the formulas), with the verdict
 * corrected to compare like with like (RULES.md "Corrections to the spec"; docs/deviations.md).
 */
import type { Explained } from '../core/types';
import { MAX_MONEY, readChoice, readNumber, toFinite } from '../core/num';
import type { FilingStatus, TaxYear } from '../core/types';
import { ADDITIONAL_DEDUCTION_AGE, BRACKET_SOURCES, FILING_STATUSES, ORDINARY_RATES } from '../rules/tax/taxYears';
import { TAX_IMPACT_YEARS, newestYear } from '../rules/core/toolYears';
import { IRMAA_LOOKBACK_YEARS, IRMAA_SOURCES, type IrmaaYear } from '../rules/health/irmaa';
import { HC_MEDICARE_AGE as MEDICARE_AGE } from '../rules/health/healthcare';
import { irmaa, irmaaHeldYear, irmaaPremiumYear, irmaaRoom, irmaaSurcharge } from '../health/irmaa';
import { computeOrdinaryTax, standardDeduction, taxBrackets, taxableSocialSecurity } from './tax';
import { ROTH_FALLBACK, ROTH_NEUTRAL_TOLERANCE } from '../rules/tax/roth';
import { toTodaysDollars } from '../core/todaysDollars';

export type RothRecommendation = 'Favorable' | 'Not Favorable' | 'Neutral';

export type RothFilingStatus = FilingStatus;

export interface RothConversionInput {
  currentAge: number;
  iraBalance: number;
  conversionAmount: number;
  currentTaxBracket: number;
  retirementTaxBracket: number;
  returnRate: number;
  /** 0 for readers already retired: the comparison is then today's values. */
  yearsUntilRetirement: number;
  /** Optional: with other income or Social Security, the tax on the conversion comes from the tax engine. */
  filingStatus?: RothFilingStatus;
  /** Taxable income this year before the conversion (wages, pensions, IRA withdrawals, interest). */
  otherIncome?: number;
  /** Social Security benefits this year (the household's, when filing jointly). */
  socialSecurity?: number;
}

/** What the tax engine found when the tool knows the reader's income. */
export interface RothIncomeTax {
  taxYear: TaxYear;
  status: RothFilingStatus;
  /** Adjusted gross income without and with the conversion (taxable Social Security included). */
  agiWithout: number;
  agiWith: number;
  /** Taxable Social Security without and with the conversion. */
  taxableSocialSecurityWithout: number;
  taxableSocialSecurityWith: number;
  /** Taxable income (after the standard deduction) with the conversion. */
  taxableIncomeWith: number;
  /** The bracket the last converted dollar falls in, percent. */
  topBracketWith: number;
  /** Income that still fits below the next bracket, with the conversion; null in the top bracket. */
  roomToNextBracket: number | null;
}

/** What the conversion does to Medicare premiums two years later (IRMAA's two-year lookback). */
export interface RothMedicare {
  /** The tax year of the conversion and the premium year its income sets (two years later). */
  incomeYear: number;
  premiumYear: number;
  /** The CMS table used (the newest held when the premium year's is not yet published). */
  tableYear: number;
  /** Whether you will be 65 or over, so on Medicare, in the premium year. */
  onMedicare: boolean;
  /** People paying the premiums: 2 when filing jointly (both spouses assumed on Medicare). */
  people: number;
  /** Whether the tool knows the rest of the income; without it, the conversion alone is counted. */
  incomeKnown: boolean;
  magiWithout: number;
  magiWith: number;
  tierWithout: number;
  tierWith: number;
  /** Extra premiums in the premium year caused by the conversion, for everyone paying, US$. */
  extraPremiums: number;
  /** MAGI that still fits below the next threshold with the conversion; null in the top tier. */
  roomToNextThreshold: number | null;
  nextThreshold: number | null;
}

export interface RothConversionResult extends Explained {
  /** The amount actually used (never more than the IRA balance). */
  conversionAmount: number;
  /** True when the requested amount exceeded the IRA balance and was reduced to it. */
  conversionClamped: boolean;
  taxCost: number;
  /** Tax cost ÷ conversion, percent: the bracket chosen, or the engine's effective rate on the conversion. */
  taxRateOnConversion: number;
  /** The tax money, had it stayed invested at the same return until retirement (not converting keeps it). */
  taxCostGrown: number;
  rothValue: number;
  traditionalValue: number;
  /** Roth value − (traditional value after tax + the tax money grown): like with like (RULES.md). */
  netBenefit: number;
  /** What the spec's formula (Roth − traditional − tax cost today) would say: shown nowhere as a verdict. */
  specNetBenefit: number;
  /** 1 when converting is ahead from the first year, 0 = never (with the same growth on both sides it does not change over time). */
  breakEvenTime: number;
  recommendation: RothRecommendation;
  /** Present when the tool knows the reader's income (other income or Social Security above 0). */
  incomeTax: RothIncomeTax | null;
  /** Medicare's income-related premiums (IRMAA) two years after the conversion. */
  medicare: RothMedicare;
  yearsUntilRetirement: number;
}

export const ROTH_BOUNDS = {
  currentAge: { min: 18, max: 100 },
  money: { min: 0, max: MAX_MONEY, step: 1000 },
  brackets: ORDINARY_RATES,
  returnRate: { min: 0, max: 20, step: 0.1 },
  yearsUntilRetirement: { min: 0, max: 50 },
  filingStatuses: FILING_STATUSES,
  /** The tax year the engine uses for this year's conversion: the newest the tax tables hold. */
  taxYear: newestYear(TAX_IMPACT_YEARS, 'tax-impact'),
} as const;

/** Tax on this year's income with a given conversion, through the one tax engine. */
function engineTax(
  status: RothFilingStatus,
  year: TaxYear,
  age65Count: number,
  other: number,
  socialSecurity: number,
  conversion: number,
) {
  const nonBenefit = other + conversion;
  const ss = taxableSocialSecurity({ benefits: socialSecurity, otherIncome: nonBenefit, status }).taxable;
  const agi = nonBenefit + ss;
  const deduction = standardDeduction({ status, year, age65Count, magi: agi }).total;
  const taxable = Math.max(0, agi - deduction);
  return { ss, agi, taxable, tax: computeOrdinaryTax(taxable, status, year).total };
}

export function calculateRothConversion(raw: Partial<RothConversionInput> | null | undefined): RothConversionResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof RothConversionInput, unknown>>;
  const B = ROTH_BOUNDS;
  const age = Math.floor(readNumber(input.currentAge, B.currentAge.min, B.currentAge.max, ROTH_FALLBACK.currentAge));
  const iraBalance = readNumber(input.iraBalance, B.money.min, B.money.max);
  const requested = readNumber(input.conversionAmount, B.money.min, B.money.max);
  const currentBracket = readChoice(
    toFinite(input.currentTaxBracket, NaN),
    B.brackets,
    ROTH_FALLBACK.currentTaxBracket,
  );
  const retirementBracket = readChoice(
    toFinite(input.retirementTaxBracket, NaN),
    B.brackets,
    ROTH_FALLBACK.retirementTaxBracket,
  );
  const returnRate = readNumber(input.returnRate, B.returnRate.min, B.returnRate.max);
  const years = Math.round(
    readNumber(
      input.yearsUntilRetirement,
      B.yearsUntilRetirement.min,
      B.yearsUntilRetirement.max,
      ROTH_FALLBACK.yearsUntilRetirement,
    ),
  );
  const status = readChoice(input.filingStatus, B.filingStatuses, ROTH_FALLBACK.filingStatus);
  const other = readNumber(input.otherIncome, B.money.min, B.money.max);
  const socialSecurity = readNumber(input.socialSecurity, B.money.min, B.money.max);

  const conversionAmount = Math.min(requested, iraBalance);
  const conversionClamped = requested > iraBalance;
  const growthFactor = (1 + returnRate / 100) ** years;

  let incomeTax: RothIncomeTax | null = null;
  let taxCost = (conversionAmount * currentBracket) / 100;
  if (other > 0 || socialSecurity > 0) {
    const year = B.taxYear;
    // Both spouses are taken to be the age entered when filing jointly (as in the tax impact tool).
    const age65Count = age >= ADDITIONAL_DEDUCTION_AGE ? (status === 'marriedJoint' ? 2 : 1) : 0;
    const without = engineTax(status, year, age65Count, other, socialSecurity, 0);
    const withIt = engineTax(status, year, age65Count, other, socialSecurity, conversionAmount);
    taxCost = Math.max(0, withIt.tax - without.tax);
    const brackets = taxBrackets(status, year);
    const top = brackets.find((b) => b.max === null || withIt.taxable < b.max) ?? brackets[brackets.length - 1]!;
    incomeTax = {
      taxYear: year,
      status,
      agiWithout: without.agi,
      agiWith: withIt.agi,
      taxableSocialSecurityWithout: without.ss,
      taxableSocialSecurityWith: withIt.ss,
      taxableIncomeWith: withIt.taxable,
      topBracketWith: top.rate,
      roomToNextBracket: top.max === null ? null : top.max - withIt.taxable,
    };
  }
  const medicare = medicareEffect(
    status,
    B.taxYear,
    age,
    incomeTax ? incomeTax.agiWithout : 0,
    incomeTax ? incomeTax.agiWith : conversionAmount,
    incomeTax !== null,
  );
  const taxRateOnConversion = conversionAmount > 0 ? (taxCost / conversionAmount) * 100 : 0;

  // Converting: the Roth, tax-free. Not converting: the IRA after retirement tax, plus the money that
  // paid the tax, left invested at the same return (RULES.md "Corrections to the spec", the Roth row).
  const rothValue = conversionAmount * growthFactor;
  const traditionalValue = rothValue * (1 - retirementBracket / 100);
  const taxCostGrown = taxCost * growthFactor;
  const netBenefit = rothValue - traditionalValue - taxCostGrown;
  const specNetBenefit = rothValue - traditionalValue - taxCost;
  // Both sides grow by the same factor, so the sign never changes with time: ahead from year 1 or never.
  const breakEvenTime = taxCost > 0 && (conversionAmount * retirementBracket) / 100 >= taxCost ? 1 : 0;

  const recommendation: RothRecommendation =
    netBenefit > ROTH_NEUTRAL_TOLERANCE
      ? 'Favorable'
      : netBenefit < -ROTH_NEUTRAL_TOLERANCE
        ? 'Not Favorable'
        : 'Neutral';

  const taxLine = incomeTax
    ? {
        label: 'Tax on conversion',
        value: `${incomeTax.taxYear} federal tax on your income with the conversion, less the tax without it (${round1(taxRateOnConversion)} % of the amount converted), paid from other money`,
        source: BRACKET_SOURCES[incomeTax.taxYear],
      }
    : {
        label: 'Tax on conversion',
        value: `${currentBracket} % of the amount converted (your current bracket), paid from other money`,
      };
  return {
    conversionAmount,
    conversionClamped,
    taxCost,
    taxRateOnConversion,
    taxCostGrown,
    rothValue,
    traditionalValue,
    netBenefit,
    specNetBenefit,
    breakEvenTime,
    recommendation,
    incomeTax,
    medicare,
    yearsUntilRetirement: years,
    assumptions: [
      taxLine,
      { label: 'Tax in retirement', value: `${retirementBracket} % on traditional withdrawals` },
      { label: 'Growth', value: `${returnRate} % a year for ${years} years, compounded yearly` },
      {
        label: 'If you do not convert',
        value:
          'The money that would have paid the tax stays invested and grows at the same return. In a taxable account, tax on its dividends and gains would slow it a little, which makes converting look slightly better than shown',
      },
      {
        label: 'Medicare premiums',
        value: `Your ${medicare.incomeYear} income sets your ${medicare.premiumYear} premiums (IRMAA, two years later), on CMS's ${medicare.tableYear} thresholds, the newest published; ${medicare.people === 2 ? 'both spouses assumed on Medicare' : 'one person'}`,
        source: IRMAA_SOURCES[medicare.tableYear as IrmaaYear],
      },
      ...(conversionClamped
        ? [{ label: 'Conversion amount', value: `Reduced to your IRA balance (${iraBalance})` }]
        : []),
    ],
    formulas: [
      incomeTax
        ? 'Tax cost = tax on income with the conversion − tax on income without it'
        : 'Tax cost = conversion × current bracket',
      'Roth value = conversion × (1 + return)^years',
      'Traditional value = Roth value × (1 − retirement bracket)',
      'Tax money kept = tax cost × (1 + return)^years',
      'Net benefit = Roth value − traditional value − tax money kept',
    ],
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** IRMAA two years after the conversion: tiers without and with it, the premiums it adds and the room left. */
function medicareEffect(
  status: RothFilingStatus,
  incomeYear: number,
  age: number,
  magiWithout: number,
  magiWith: number,
  incomeKnown: boolean,
): RothMedicare {
  const premiumYear = irmaaPremiumYear(incomeYear);
  const people = status === 'marriedJoint' ? 2 : 1;
  const onMedicare = age + IRMAA_LOOKBACK_YEARS >= MEDICARE_AGE;
  const without = irmaaSurcharge({ year: premiumYear, filingStatus: status, magi: magiWithout });
  const withIt = irmaaSurcharge({ year: premiumYear, filingStatus: status, magi: magiWith });
  return {
    incomeYear,
    premiumYear,
    tableYear: irmaaHeldYear(premiumYear),
    onMedicare,
    people,
    incomeKnown,
    magiWithout,
    magiWith,
    tierWithout: without.tier,
    tierWith: withIt.tier,
    extraPremiums: onMedicare ? people * Math.max(0, withIt.annualPerPerson - without.annualPerPerson) : 0,
    roomToNextThreshold: irmaaRoom({ year: premiumYear, filingStatus: status, magi: magiWith }),
    nextThreshold: irmaa({ year: premiumYear, filingStatus: status, magi: magiWith }).nextThreshold,
  };
}

/**
 * Roth conversion: the tax is paid now (unchanged); the values at retirement, including the tax money
 * kept invested, are the years until retirement out.
 * The net benefit is recomputed from the converted values.
 */
export function rothInTodaysDollars(
  result: { rothValue: number; traditionalValue: number; taxCostGrown: number },
  yearsUntilRetirement: unknown,
  inflationPercent: number,
): { rothValue: number; traditionalValue: number; taxCostGrown: number; netBenefit: number } {
  // Read as the engine reads it, so the years deflated are the years it grew.
  const span = ROTH_BOUNDS.yearsUntilRetirement;
  const years = Math.round(readNumber(yearsUntilRetirement, span.min, span.max, ROTH_FALLBACK.yearsUntilRetirement));
  const rothValue = toTodaysDollars(result.rothValue, years, inflationPercent);
  const traditionalValue = toTodaysDollars(result.traditionalValue, years, inflationPercent);
  const taxCostGrown = toTodaysDollars(result.taxCostGrown, years, inflationPercent);
  return { rothValue, traditionalValue, taxCostGrown, netBenefit: rothValue - traditionalValue - taxCostGrown };
}

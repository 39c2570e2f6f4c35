/**
 * Roth conversion calculator (SPEC §3 inputs and outputs, §4 the verdict words, §9 the formulas), with the verdict
 * corrected to compare like with like (RULES.md "Corrections to the spec"; docs/deviations.md).
 */
import { MAX_MONEY, fieldReader, isEntered, readAnswer, readChoice, readNumber, toFinite } from '../core/num';
import type { Answer } from '../core/num';
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
  /** Optional: with other income or Social Security entered, the tax on the conversion comes from the tax engine. */
  filingStatus?: RothFilingStatus;
  /**
   * Taxable income this year before the conversion (wages, pensions, IRA withdrawals, interest).
   * Null (or missing) is "not entered"; 0 is the answer "I have no other income".
   */
  otherIncome?: Answer;
  /** Social Security benefits this year (the household's, when filing jointly); null or missing: not entered, 0: none. */
  socialSecurity?: Answer;
}

/** The income answers the tool asks for; one left blank beside another that was given counts as none. */
export type RothIncomeAnswer = 'otherIncome' | 'socialSecurity';

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
  /** The income answers left blank, counted as none because the other one was given. */
  countedAsNone: RothIncomeAnswer[];
}

/**
 * The largest conversions that stay inside a limit, from the income without a conversion: the next
 * Medicare (IRMAA) threshold of the premium year the conversion's income sets, and the top of the
 * bracket the income without it is taxed in. Whole dollars, through the tax and IRMAA engines.
 */
export interface RothHeadroom {
  /** Null when the income without a conversion is already in the top Medicare tier. */
  medicare: {
    /** The largest conversion whose MAGI stays at or below the last dollar of the current tier. */
    largest: number;
    /** The MAGI above which the next tier starts (CMS: "more than"; the top tier starts at it). */
    threshold: number;
    /** The tier the income without a conversion is in (0: the standard premium). */
    tier: number;
  } | null;
  /** Null when the income without a conversion is already taxed in the top bracket. */
  bracket: {
    /** The largest conversion whose taxable income stays at or below the top of the current bracket. */
    largest: number;
    /** The current bracket, percent: the rate on the next dollar of taxable income without a conversion. */
    rate: number;
    /** The top of that bracket, taxable income. */
    top: number;
  } | null;
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

/**
 * One line of "How this is calculated", as a fact the tool words (src/i18n/phrase.ts): which line
 * (`id`) and its figures, percents as numbers; a source stays as the rule cites it.
 */
export type RothAssumption =
  /** The tax from the reader's own income: the year's tax with the conversion less the tax without it. */
  | { id: 'taxFromIncome'; taxYear: number; rate: number; source: string }
  /** No income entered: the bracket chosen times the amount. */
  | { id: 'taxFromBracket'; bracket: number }
  | { id: 'retirementTax'; bracket: number }
  | { id: 'growth'; returnRate: number; years: number }
  | { id: 'notConverting' }
  /** IRMAA two years on: `people` 2 when filing jointly (both spouses assumed on Medicare). */
  | { id: 'medicare'; incomeYear: number; premiumYear: number; tableYear: number; people: number; source: string }
  | { id: 'clamped'; iraBalance: number };

/** The formulas the result used, by name, in the order the tool lists them. */
export type RothFormula =
  | { id: 'taxCostFromIncome' }
  | { id: 'taxCostFromBracket' }
  | { id: 'rothValue' }
  | { id: 'traditionalValue' }
  | { id: 'taxMoneyKept' }
  | { id: 'netBenefit' };

export interface RothConversionResult {
  assumptions: RothAssumption[];
  formulas: RothFormula[];
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
  /** Present when the reader entered their income (other income or Social Security, 0 included). */
  incomeTax: RothIncomeTax | null;
  /** The largest conversions below the next Medicare threshold and within the current bracket; with the income entered only. */
  headroom: RothHeadroom | null;
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

/** Tax on this year's income with a given conversion, through the one tax engine (same arguments as engineIncome). */
function engineTax(...args: Parameters<typeof engineIncome>) {
  const [status, year] = args;
  const { ss, agi, taxable } = engineIncome(...args);
  return { ss, agi, taxable, tax: computeOrdinaryTax(taxable, status, year).total };
}

/** AGI (the MAGI IRMAA reads, with no tax-exempt interest) and taxable income with a given conversion. */
function engineIncome(
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
  return { ss, agi, taxable: Math.max(0, agi - deduction) };
}

/**
 * The largest whole-dollar conversion c in [0, MAX_MONEY] with `measure(c) <= limit`, for a measure
 * that never falls as c grows (AGI and taxable income both rise with the conversion: taxable Social
 * Security rises with it, and the senior deduction only shrinks). Bisection, about 40 steps.
 */
function largestWithin(measure: (conversion: number) => number, limit: number): number {
  if (measure(0) > limit) return 0;
  if (measure(MAX_MONEY) <= limit) return MAX_MONEY;
  let low = 0;
  let high = MAX_MONEY;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (measure(mid) <= limit) low = mid;
    else high = mid;
  }
  return low;
}

export interface RothHeadroomInput {
  status: RothFilingStatus;
  year: TaxYear;
  /** People on the return aged 65 or over (the standard deduction's extra amounts). */
  age65Count: number;
  /** Other taxable income before the conversion, and Social Security benefits (both entered, 0 included). */
  otherIncome: number;
  socialSecurity: number;
  /** The premium year the conversion year's income sets (two years later). */
  premiumYear: number;
}

/**
 * How much can be converted before the next Medicare threshold and before the next bracket, starting
 * from the income without a conversion. The Medicare limit is the last dollar of the tier that
 * income is in (irmaaRoom: CMS's "up to and including" edges); the bracket limit is the top of the
 * bracket its next taxable dollar falls in (taxable income of 0 is in the first bracket).
 */
export function rothHeadroom(input: RothHeadroomInput): RothHeadroom {
  const { status, year, age65Count, otherIncome, socialSecurity, premiumYear } = input;
  const income = (c: number) => engineIncome(status, year, age65Count, otherIncome, socialSecurity, c);
  const without = income(0);

  const room = irmaaRoom({ year: premiumYear, filingStatus: status, magi: without.agi });
  const tierNow = irmaa({ year: premiumYear, filingStatus: status, magi: without.agi });
  const medicare =
    room === null || tierNow.nextThreshold === null
      ? null
      : {
          // Measured by the IRMAA table itself, so the limit reads MAGI exactly as the tier does (its rounding included).
          largest: largestWithin(
            (c) => irmaa({ year: premiumYear, filingStatus: status, magi: income(c).agi }).tier,
            tierNow.tier,
          ),
          threshold: tierNow.nextThreshold,
          tier: tierNow.tier,
        };

  const bracketNow = taxBrackets(status, year).find((b) => b.max === null || without.taxable < b.max)!;
  const bracket =
    bracketNow.max === null
      ? null
      : {
          largest: largestWithin((c) => income(c).taxable, bracketNow.max),
          rate: bracketNow.rate,
          top: bracketNow.max,
        };
  return { medicare, bracket };
}

export function calculateRothConversion(raw: Partial<RothConversionInput> | null | undefined): RothConversionResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof RothConversionInput, unknown>>;
  const B = ROTH_BOUNDS;
  const read = fieldReader(input, B, ROTH_FALLBACK);
  const age = Math.floor(read('currentAge'));
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
  const years = Math.round(read('yearsUntilRetirement'));
  const status = readChoice(input.filingStatus, B.filingStatuses, ROTH_FALLBACK.filingStatus);
  // A blank answer is "not entered"; 0 is an answer. With either entered, the tax is the engine's and
  // a blank one beside it counts as none (and is named as such).
  const otherAnswer = readAnswer(input.otherIncome, B.money.min, B.money.max);
  const socialSecurityAnswer = readAnswer(input.socialSecurity, B.money.min, B.money.max);
  const incomeEntered = isEntered(otherAnswer) || isEntered(socialSecurityAnswer);
  const other = otherAnswer ?? 0;
  const socialSecurity = socialSecurityAnswer ?? 0;

  const conversionAmount = Math.min(requested, iraBalance);
  const conversionClamped = requested > iraBalance;
  const growthFactor = (1 + returnRate / 100) ** years;

  let incomeTax: RothIncomeTax | null = null;
  let headroom: RothHeadroom | null = null;
  let taxCost = (conversionAmount * currentBracket) / 100;
  // Both spouses are taken to be the age entered when filing jointly (as in the tax impact tool).
  const age65Count = age >= ADDITIONAL_DEDUCTION_AGE ? (status === 'marriedJoint' ? 2 : 1) : 0;
  if (incomeEntered) {
    const year = B.taxYear;
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
      countedAsNone: [
        ...(isEntered(otherAnswer) ? [] : (['otherIncome'] as const)),
        ...(isEntered(socialSecurityAnswer) ? [] : (['socialSecurity'] as const)),
      ],
    };
    headroom = rothHeadroom({
      status,
      year,
      age65Count,
      otherIncome: other,
      socialSecurity,
      premiumYear: irmaaPremiumYear(year),
    });
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

  const taxLine: RothAssumption = incomeTax
    ? {
        id: 'taxFromIncome',
        taxYear: incomeTax.taxYear,
        rate: round1(taxRateOnConversion),
        source: BRACKET_SOURCES[incomeTax.taxYear],
      }
    : { id: 'taxFromBracket', bracket: currentBracket };
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
    headroom,
    medicare,
    yearsUntilRetirement: years,
    assumptions: [
      taxLine,
      { id: 'retirementTax', bracket: retirementBracket },
      { id: 'growth', returnRate, years },
      { id: 'notConverting' },
      {
        id: 'medicare',
        incomeYear: medicare.incomeYear,
        premiumYear: medicare.premiumYear,
        tableYear: medicare.tableYear,
        people: medicare.people,
        source: IRMAA_SOURCES[medicare.tableYear as IrmaaYear],
      },
      ...(conversionClamped ? [{ id: 'clamped', iraBalance } as const] : []),
    ],
    formulas: [
      { id: incomeTax ? 'taxCostFromIncome' : 'taxCostFromBracket' },
      { id: 'rothValue' },
      { id: 'traditionalValue' },
      { id: 'taxMoneyKept' },
      { id: 'netBenefit' },
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

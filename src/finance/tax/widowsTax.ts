/**
 * The widow's tax for the tax impact calculator (issue H2, item 4): "If one of us dies in [year]" on a joint
 * return. The same income, less the Social Security benefit that stops, taxed on the survivor's single
 * return from the year after the death, and Medicare's income-related surcharge (IRMAA) moving from the
 * joint thresholds to the single ones once the two-year lookback reaches a single return.
 * Tax: `calculateTaxImpact` (no brackets of its own). Premiums: `irmaa` / `irmaaSurcharge`. The survivor's
 * Social Security: `survivorYearlyBenefit` (H1's `survivorBenefit`). Method: docs/methodology.md, "Widow's tax".
 */
import { isEntered, readAnswer, readNumber, round2, type Answer } from '../core/num';
import {
  calculateTaxImpact,
  TAX_IMPACT_BOUNDS,
  TAX_IMPACT_FALLBACK,
  type TaxImpactInput,
  type TaxImpactResult,
} from './taxImpact';
import { irmaa, irmaaSurcharge } from '../health/irmaa';
import { survivorYearlyBenefit } from '../socialSecurity/socialSecuritySpouse';
import { IRMAA_LOOKBACK_YEARS, IRMAA_SOURCES, IRMAA_YEARS } from '../rules/health/irmaa';
import { MEDICARE_AGE } from '../rules/core/planDates';
import { BRACKET_SOURCES } from '../rules/tax/taxYears';

export interface WidowsTaxInput extends TaxImpactInput {
  /** "If one of us dies in [year]": the calendar year of the death; 0 or absent = none. */
  deathYear?: number;
  /**
   * Your spouse's yearly Social Security, part of `socialSecurity` (the couple's total on a joint return).
   * Null or missing: not entered, and the whole of it is counted as yours (`spouseSocialSecurityEntered`).
   */
  spouseSocialSecurity?: Answer;
}

import { WIDOWS_TAX_BOUNDS } from './widowsTaxBounds';
export { WIDOWS_TAX_BOUNDS };

/** A year after a death against both spouses living: income, income tax and Medicare premiums (the withdrawal planner's widow years too). */
export interface ChangeAfterDeath {
  incomeChange: number;
  taxChange: number;
  premiumChange: number;
}

/** One year after the death: the survivor against both of you living, on the same income as entered. */
export interface WidowsTaxYear extends ChangeAfterDeath {
  year: number;
  /** Your age that year (you are the survivor). */
  survivorAge: number;
  /** Social Security the survivor receives that year (the larger of own and widow(er)'s benefit). */
  survivorSocialSecurity: number;
  survivorIncome: number;
  survivorTax: number;
  /** The survivor's single return's modified AGI (the tool's AGI). */
  survivorMagi: number;
  bothIncome: number;
  bothTax: number;
  bothMagi: number;
  /** The return whose MAGI sets this year's premiums (two years before) and its filing status. */
  premiumsFromYear: number;
  premiumsFromStatus: 'marriedJoint' | 'single';
  premiumsFromMagi: number;
  /** Whether you are on Medicare that year (65 or older). */
  survivorOnMedicare: boolean;
  /** The survivor's IRMAA tier and yearly surcharge over the standard premiums (0 before 65). */
  survivorTier: number;
  survivorSurcharge: number;
  /** Both of you: the tier of your joint return two years before, and the surcharge for each of you on Medicare. */
  bothTier: number;
  bothSurcharge: number;
  /** A survivor with a dependent child could file as a qualifying surviving spouse this year (not assumed). */
  qualifyingSurvivingSpouseYear: boolean;
}

/** A year of death the tool cannot use, as a fact the tool words: before the tax year, or past the horizon. */
export type WidowsTaxError =
  | { id: 'beforeTaxYear'; deathYear: number; taxYear: number }
  | { id: 'pastHorizon'; deathYear: number; taxYear: number; horizonYears: number; lastYear: number };

/** An input that was adjusted: the spouse's benefits above the couple's total (the total was used). */
export type WidowsTaxWarning = { id: 'spouseAboveTotal'; spouseSocialSecurity: number; total: number };

/** One line of "How this is calculated", as a fact the tool words; a source stays as the rule cites it. */
export type WidowsTaxAssumption =
  | { id: 'survivor'; source: string }
  | { id: 'filingAfterDeath'; deathYear: number; firstSingleYear: number; secondYear: number; source: string }
  | { id: 'socialSecurityAfterDeath'; source: string }
  | { id: 'medicareAfterDeath'; lookbackYears: number; jointUntil: number; newestTable: number; source: string }
  | { id: 'laterYears'; taxYear: number; source: string };

export type WidowsTaxFormula =
  { id: 'taxChange' } | { id: 'survivorSocialSecurity' } | { id: 'medicareSurcharge'; lookbackYears: number };

export interface WidowsTaxResult {
  assumptions: WidowsTaxAssumption[];
  formulas: WidowsTaxFormula[];
  deathYear: number;
  /** A problem with the year entered; null when the year is used. */
  error: WidowsTaxError | null;
  /** An input that was adjusted (the spouse's benefits above the total). */
  warning: WidowsTaxWarning | null;
  /** Your own and your spouse's yearly benefits as used. */
  ownSocialSecurity: number;
  spouseSocialSecurity: number;
  /** Whether the spouse's part was entered (0 included); left blank, all of the benefits were counted as yours. */
  spouseSocialSecurityEntered: boolean;
  /** The first year the survivor files as single (the year after the death). */
  firstSingleYear: number;
  /** The couple's whole income of the first survivor year taxed on the joint return and on a single return (the survivor's age). */
  sameIncomeJointTax: number;
  sameIncomeSingleTax: number;
  years: WidowsTaxYear[];
}

type Base = Partial<Omit<TaxImpactInput, 'filingStatus' | 'age' | 'spouseAge' | 'socialSecurity'>>;

/**
 * What a death does to the surviving spouse's tax and Medicare premiums, year by year, on a joint return.
 * Null unless the return is joint and a year is entered. You are the survivor (the tool knows your age).
 * - The year of death: a joint return as before (the survivor may file jointly for it, 26 USC §6013(a)(2)).
 * - From the year after: a single return (no dependent child assumed; with one, a qualifying surviving
 *   spouse files on the joint brackets for two more years, 26 USC §2(a)). Income as entered, less the
 *   Social Security that stops: you keep the larger of your own and the widow(er)'s benefit.
 * - Premiums of year y follow the return of y − 2 (42 USC 1395r(i)): the joint return while y − 2 is the
 *   year of death or earlier (joint thresholds, one person paying), then the single return.
 * - Every year uses the tool's tax year's brackets and deductions and the same income; ages move on. The
 *   IRMAA table is the premium year's (the newest held for later years).
 */
export function widowsTax(raw: Partial<WidowsTaxInput> | null | undefined): WidowsTaxResult | null {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<WidowsTaxInput>;
  const deathYear = Math.floor(
    readNumber(input.deathYear, WIDOWS_TAX_BOUNDS.deathYear.min, WIDOWS_TAX_BOUNDS.deathYear.max),
  );
  const now: TaxImpactResult = calculateTaxImpact(input);
  if (now.filingStatus !== 'marriedJoint' || deathYear <= 0) return null;

  const taxYear = now.taxYear;
  const age = Math.floor(
    readNumber(input.age, TAX_IMPACT_BOUNDS.age.min, TAX_IMPACT_BOUNDS.age.max, TAX_IMPACT_FALLBACK.age),
  );
  const spouseAge = Math.floor(
    readNumber(
      input.spouseAge,
      TAX_IMPACT_BOUNDS.spouseAge.min,
      TAX_IMPACT_BOUNDS.spouseAge.max,
      TAX_IMPACT_FALLBACK.spouseAge,
    ),
  );
  const total = readNumber(input.socialSecurity, TAX_IMPACT_BOUNDS.income.min, TAX_IMPACT_BOUNDS.income.max);
  const spouseAsked = readNumber(
    input.spouseSocialSecurity,
    TAX_IMPACT_BOUNDS.income.min,
    TAX_IMPACT_BOUNDS.income.max,
  );
  const spouseSs = Math.min(spouseAsked, total);
  const ownSs = total - spouseSs;
  const warning: WidowsTaxWarning | null =
    spouseAsked > total ? { id: 'spouseAboveTotal', spouseSocialSecurity: spouseAsked, total } : null;

  const last = taxYear + WIDOWS_TAX_BOUNDS.horizonYears;
  let error: WidowsTaxError | null = null;
  if (deathYear < taxYear) error = { id: 'beforeTaxYear', deathYear, taxYear };
  else if (deathYear > last)
    error = { id: 'pastHorizon', deathYear, taxYear, horizonYears: WIDOWS_TAX_BOUNDS.horizonYears, lastYear: last };

  const base: Base = {
    pensionIncome: input.pensionIncome,
    traditionalWithdrawals: input.traditionalWithdrawals,
    rothWithdrawals: input.rothWithdrawals,
    investmentIncome: input.investmentIncome,
    otherIncome: input.otherIncome,
    taxYear,
  };
  const firstSingleYear = deathYear + 1;
  const survivorSs = survivorYearlyBenefit({
    ownYearly: ownSs,
    deceasedYearly: spouseSs,
    survivorBirthYear: taxYear - age,
    survivorAgeAfterDeath: age + (firstSingleYear - taxYear),
  });
  const ageIn = (year: number) => age + (year - taxYear);
  const both = (year: number) =>
    calculateTaxImpact({
      ...base,
      filingStatus: 'marriedJoint',
      age: ageIn(year),
      spouseAge: spouseAge + (year - taxYear),
      socialSecurity: total,
    });
  const survivorSocialSecurity = (year: number) => survivorSs.yearlyAt(ageIn(year));
  const alone = (year: number) =>
    calculateTaxImpact({
      ...base,
      filingStatus: 'single',
      age: ageIn(year),
      socialSecurity: survivorSocialSecurity(year),
    });

  const years: WidowsTaxYear[] = [];
  if (!error)
    for (let k = 0; k < WIDOWS_TAX_BOUNDS.shownYears; k++) {
      const year = firstSingleYear + k;
      const b = both(year);
      const s = alone(year);
      const fromYear = year - IRMAA_LOOKBACK_YEARS;
      const fromJoint = fromYear <= deathYear;
      const fromMagi = fromJoint ? both(fromYear).adjustedGrossIncome : alone(fromYear).adjustedGrossIncome;
      const fromStatus = fromJoint ? 'marriedJoint' : 'single';
      const bothMagiBack = both(fromYear).adjustedGrossIncome;
      const onMedicare = (a: number) => (a >= MEDICARE_AGE ? 1 : 0);
      const survivorPays = onMedicare(ageIn(year));
      const bothPay = survivorPays + onMedicare(spouseAge + (year - taxYear));
      const survivorSurcharge =
        survivorPays * irmaaSurcharge({ year, filingStatus: fromStatus, magi: fromMagi }).annualPerPerson;
      const bothSurcharge = round2(
        bothPay * irmaaSurcharge({ year, filingStatus: 'marriedJoint', magi: bothMagiBack }).annualPerPerson,
      );
      years.push({
        year,
        survivorAge: ageIn(year),
        survivorSocialSecurity: survivorSocialSecurity(year),
        survivorIncome: s.totalIncome,
        survivorTax: s.totalTax,
        survivorMagi: s.adjustedGrossIncome,
        bothIncome: b.totalIncome,
        bothTax: b.totalTax,
        bothMagi: b.adjustedGrossIncome,
        premiumsFromYear: fromYear,
        premiumsFromStatus: fromStatus,
        premiumsFromMagi: fromMagi,
        survivorOnMedicare: survivorPays === 1,
        survivorTier: survivorPays ? irmaa({ year, filingStatus: fromStatus, magi: fromMagi }).tier : 0,
        survivorSurcharge,
        bothTier: bothPay ? irmaa({ year, filingStatus: 'marriedJoint', magi: bothMagiBack }).tier : 0,
        bothSurcharge,
        incomeChange: round2(s.totalIncome - b.totalIncome),
        taxChange: round2(s.totalTax - b.totalTax),
        premiumChange: round2(survivorSurcharge - bothSurcharge),
        qualifyingSurvivingSpouseYear: k < WIDOWS_TAX_BOUNDS.qualifyingSurvivingSpouseYears,
      });
    }

  const sameJoint = both(firstSingleYear);
  const sameSingle = calculateTaxImpact({
    ...base,
    filingStatus: 'single',
    age: ageIn(firstSingleYear),
    socialSecurity: total,
  });
  const newestIrmaa = IRMAA_YEARS[IRMAA_YEARS.length - 1]!;
  return {
    deathYear,
    error,
    warning,
    ownSocialSecurity: ownSs,
    spouseSocialSecurity: spouseSs,
    spouseSocialSecurityEntered: isEntered(
      readAnswer(input.spouseSocialSecurity, TAX_IMPACT_BOUNDS.income.min, TAX_IMPACT_BOUNDS.income.max),
    ),
    firstSingleYear,
    sameIncomeJointTax: error ? 0 : sameJoint.totalTax,
    sameIncomeSingleTax: error ? 0 : sameSingle.totalTax,
    years,
    assumptions: [
      { id: 'survivor', source: '26 USC §2(a), §6013(a)(2)' },
      {
        id: 'filingAfterDeath',
        deathYear,
        firstSingleYear,
        secondYear: firstSingleYear + 1,
        source: '26 USC §2(a), §1(a), §6013(a)(2); IRS Pub. 501',
      },
      { id: 'socialSecurityAfterDeath', source: '20 CFR 404.407, 404.410; SSA POMS RS 00615.301' },
      {
        id: 'medicareAfterDeath',
        lookbackYears: IRMAA_LOOKBACK_YEARS,
        jointUntil: deathYear + IRMAA_LOOKBACK_YEARS,
        newestTable: newestIrmaa,
        source: `${IRMAA_SOURCES[newestIrmaa]}; 42 USC 1395r(i); SSA POMS HI 01120.060`,
      },
      { id: 'laterYears', taxYear, source: BRACKET_SOURCES[taxYear] },
    ],
    formulas: [
      { id: 'taxChange' },
      { id: 'survivorSocialSecurity' },
      { id: 'medicareSurcharge', lookbackYears: IRMAA_LOOKBACK_YEARS },
    ],
  };
}

/**
 * Spouse's and widow(er)'s Social Security benefits, as SSA computes them (rules and sources in
 * rules/socialSecurity/socialSecuritySpousal.ts, rules/socialSecurity/socialSecuritySurvivor.ts and rules/socialSecurity/socialSecurityAge.ts).
 *
 * Conventions shared by both functions:
 * - Birth dates are "YYYY-MM-DD". Ages in months count from the calendar month of birth: age 780
 *   is the month of the 65th birthday. SSA counts a person born on the 1st of a month as reaching
 *   every age the month before, so for them one month is added to every age given here; and a
 *   person born on 1 January takes the previous year's full retirement age.
 * - Amounts are monthly US dollars. Like SSA, each computed amount (half the PIA, a benefit with
 *   delayed credits, a reduced benefit, 82½ % of the PIA) is rounded down to the dime, and the
 *   widow(er)'s reduction amount is rounded up to the dime before it is subtracted. The functions
 *   return dollars and cents (always a whole number of dimes when the PIAs are); SSA's last step,
 *   rounding the payment down to the whole dollar after any Medicare premium, is left to the caller.
 * - Any input that cannot be read (a bad date, a missing age, a start age below the earliest
 *   claiming age) gives 0, never NaN.
 */
import { MAX_MONEY, clamp, readNumber, round2, toFinite } from '../core/num';
import { claimingFactor } from './socialSecurity';
import {
  SS_AGE_ATTAINED_DAY_BEFORE,
  retirementFraMonthsPast65,
  survivorFraMonthsPast65,
} from '../rules/socialSecurity/socialSecurityAge';
import {
  SS_EARLIEST_CLAIM_AGE,
  delayedCreditPerYear,
  keptWhenClaimedEarly,
} from '../rules/socialSecurity/socialSecurityClaiming';
import {
  SS_SPOUSAL_EARLIEST_AGE_MONTHS,
  SS_SPOUSAL_FIRST_MONTHS,
  SS_SPOUSAL_FIRST_RATE,
  SS_SPOUSAL_LATER_RATE,
  SS_SPOUSAL_SHARE_OF_PIA,
} from '../rules/socialSecurity/socialSecuritySpousal';
import {
  SS_CREDITS_STOP_AGE_MONTHS,
  SS_SURVIVOR_EARLIEST_AGE_MONTHS,
  SS_SURVIVOR_MAX_REDUCTION,
  SS_WIDOW_LIMIT_SHARE_OF_PIA,
} from '../rules/socialSecurity/socialSecuritySurvivor';

/** Oldest age in months any function here reads (beyond it nothing changes). */
const MAX_AGE_MONTHS = 130 * 12;
const AGE_65_MONTHS = 65 * 12;

/** A birth date as SSA counts it. */
export interface SsaBirth {
  /** Calendar birth date. */
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** The birth cohort whose full retirement age and credits apply (the previous year for 1 January). */
  cohortYear: number;
  /** Months SSA adds to a calendar age: 1 when born on the 1st, else 0. */
  ageShift: 0 | 1;
}

/** Reads "YYYY-MM-DD" (or a valid Date); null when it is not a real date from 1850 to 2200. */
export function readBirthDate(value: unknown): SsaBirth | null {
  let year: number;
  let month: number;
  let day: number;
  if (value instanceof Date) {
    if (!Number.isFinite(value.getTime())) return null;
    year = value.getUTCFullYear();
    month = value.getUTCMonth() + 1;
    day = value.getUTCDate();
  } else {
    if (typeof value !== 'string') return null;
    const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(value);
    if (!match) return null;
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
  }
  if (year < 1850 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const bornOnFirst = day === SS_AGE_ATTAINED_DAY_BEFORE;
  return { year, month, day, cohortYear: bornOnFirst && month === 1 ? year - 1 : year, ageShift: bornOnFirst ? 1 : 0 };
}

/** Retirement (and spouse's) full retirement age in months, for a birth as SSA counts it. */
export function retirementFraMonths(birth: SsaBirth): number {
  return AGE_65_MONTHS + retirementFraMonthsPast65(birth.cohortYear);
}

/** Widow(er)'s full retirement age in months. */
export function survivorFraMonths(birth: SsaBirth): number {
  return AGE_65_MONTHS + survivorFraMonthsPast65(birth.cohortYear);
}

/** A calendar age in months as SSA counts it (whole months; 1 more for those born on the 1st); null if unreadable. */
export function ssaAgeMonths(ageMonths: unknown, birth: SsaBirth): number | null {
  const age = toFinite(ageMonths, NaN);
  if (!Number.isFinite(age)) return null;
  return Math.floor(clamp(age, 0, MAX_AGE_MONTHS)) + birth.ageShift;
}

/** Rounded down to the dime, as SSA rounds every benefit amount (tolerant of binary fractions). */
export function floorToDime(amount: number): number {
  return Math.floor(amount * 10 + 1e-6) / 10;
}

/** Rounded up to the dime (a widow(er)'s reduction amount). */
export function ceilToDime(amount: number): number {
  return Math.ceil(amount * 10 - 1e-6) / 10;
}

const readPia = (value: unknown) => readNumber(value, 0, MAX_MONEY, 0);

/**
 * A worker's own retirement benefit when claimed at `ssaAge` (age in months as SSA counts it):
 * the PIA reduced for months before FRA or raised by delayed credits up to 70, down to the dime.
 */
export function ownBenefitAt(pia: number, ssaAge: number, birth: SsaBirth): number {
  return floorToDime(pia * claimingFactor(ssaAge, retirementFraMonths(birth), delayedCreditPerYear(birth.cohortYear)));
}

/** The fraction a spouse's benefit keeps when it starts `monthsEarly` months before the spouse's FRA. */
export function spousalReductionFactor(monthsEarly: number): number {
  return keptWhenClaimedEarly(monthsEarly, SS_SPOUSAL_FIRST_MONTHS, SS_SPOUSAL_FIRST_RATE, SS_SPOUSAL_LATER_RATE);
}

export interface SpousalBenefitInput {
  /** The worker's primary insurance amount (monthly benefit at their full retirement age), US$. */
  workerPia: unknown;
  /** The spouse's own PIA, US$ (0 if none). */
  spouseOwnPia: unknown;
  /** "YYYY-MM-DD". */
  spouseBirthDate: unknown;
  /** The spouse's age in months when the spouse's benefit starts (calendar age; 780 = the month of the 65th birthday). */
  spousalStartAgeMonths: unknown;
}

/**
 * The spouse's monthly EXCESS spousal benefit (what is paid on top of their own benefit):
 * half the worker's PIA less the spouse's own PIA, never below 0. Under deemed filing the spouse's
 * own benefit starts in the same month; when that is after the spouse's FRA, the own benefit
 * carries delayed credits and the excess is half the worker's PIA less that larger own benefit.
 * Reduced by 25/36 of 1 % for each of the first 36 months before the spouse's FRA and 5/12 of 1 %
 * for each further month; no delayed credits. 0 before age 62 or when an input cannot be read.
 * Sources: 20 CFR 404.333, 404.410; POMS RS 00615.020, RS 00615.101; SSA Benefits Planner.
 */
export function spousalBenefit(input: SpousalBenefitInput): number {
  const { workerPia, spouseOwnPia, spouseBirthDate, spousalStartAgeMonths } =
    input ?? ({} as Partial<SpousalBenefitInput>);
  const birth = readBirthDate(spouseBirthDate);
  if (!birth) return 0;
  const start = ssaAgeMonths(spousalStartAgeMonths, birth);
  if (start === null || start < SS_SPOUSAL_EARLIEST_AGE_MONTHS) return 0;
  const fra = retirementFraMonths(birth);
  const half = floorToDime(readPia(workerPia) * SS_SPOUSAL_SHARE_OF_PIA);
  const ownPia = readPia(spouseOwnPia);
  // Deemed filing: the own benefit starts now too; past FRA it carries delayed credits (never a reduction here:
  // the excess is measured against the PIA when the own benefit is claimed early, POMS RS 00615.020).
  const own = start > fra ? ownBenefitAt(ownPia, start, birth) : ownPia;
  const excess = Math.max(0, half - own);
  return round2(Math.max(0, floorToDime(excess * spousalReductionFactor(fra - start))));
}

export interface SurvivorBenefitInput {
  /** The deceased worker's PIA, US$. */
  deceasedPia: unknown;
  /** "YYYY-MM-DD". */
  deceasedBirthDate: unknown;
  /** Calendar age in months at which the deceased claimed retirement; null if never (or if above the death age). */
  deceasedClaimAgeMonths: unknown;
  /** Calendar age in months at death. */
  deceasedDeathAgeMonths: unknown;
  /** "YYYY-MM-DD". */
  survivorBirthDate: unknown;
  /** The survivor's calendar age in months when the widow(er)'s benefit starts. */
  survivorStartAgeMonths: unknown;
}

/** How a widow(er)'s benefit is built, step by step (for explanations and tests). */
export interface SurvivorBenefitSteps {
  /** The deceased's retirement FRA in months (as SSA counts age). */
  deceasedFraMonths: number;
  /** Whether the deceased had claimed before death. */
  claimed: boolean;
  /** Months of delayed credits counted (FRA up to the claim or death, never past 70). */
  creditMonths: number;
  /** The unreduced widow(er)'s benefit: the PIA, or the benefit with the deceased's delayed credits. */
  originalBenefit: number;
  /** The deceased's own reduced benefit if they claimed before FRA, else null. */
  deceasedReducedBenefit: number | null;
  /** The widow(er)'s limit (larger of the reduced benefit and 82½ % of the PIA), or null when it does not apply. */
  widowLimit: number | null;
  survivorFraMonths: number;
  /** Months the survivor starts before their own FRA (0 at or after it). */
  monthsEarly: number;
  /** The reduction for the survivor's age, $, rounded up to the dime. */
  reduction: number;
  /** The final monthly widow(er)'s benefit. */
  benefit: number;
}

/** The widow(er)'s benefit with every step; null when an input cannot be read or the survivor is under 60. */
export function survivorBenefitSteps(input: SurvivorBenefitInput): SurvivorBenefitSteps | null {
  if (input === null || typeof input !== 'object') return null;
  const deceased = readBirthDate(input.deceasedBirthDate);
  const survivor = readBirthDate(input.survivorBirthDate);
  if (!deceased || !survivor) return null;
  const death = ssaAgeMonths(input.deceasedDeathAgeMonths, deceased);
  const start = ssaAgeMonths(input.survivorStartAgeMonths, survivor);
  if (death === null || start === null || start < SS_SURVIVOR_EARLIEST_AGE_MONTHS) return null;
  const rawClaim =
    input.deceasedClaimAgeMonths === null || input.deceasedClaimAgeMonths === undefined
      ? null
      : ssaAgeMonths(input.deceasedClaimAgeMonths, deceased);
  // No retirement claim is possible before 62; a claim after the death never happened.
  const claimAt = rawClaim === null ? null : Math.max(rawClaim, SS_EARLIEST_CLAIM_AGE * 12);
  const claim = claimAt !== null && claimAt <= death ? claimAt : null;

  const pia = readPia(input.deceasedPia);
  const fra = retirementFraMonths(deceased);
  let originalBenefit = pia;
  let deceasedReducedBenefit: number | null = null;
  let widowLimit: number | null = null;
  let creditMonths = 0;
  if (claim !== null && claim < fra) {
    deceasedReducedBenefit = ownBenefitAt(pia, claim, deceased);
    widowLimit = Math.max(deceasedReducedBenefit, floorToDime(pia * SS_WIDOW_LIMIT_SHARE_OF_PIA));
  } else {
    const creditsUpTo = Math.min(claim ?? death, SS_CREDITS_STOP_AGE_MONTHS);
    creditMonths = Math.max(0, creditsUpTo - fra);
    if (creditMonths > 0) originalBenefit = Math.max(pia, ownBenefitAt(pia, creditsUpTo, deceased));
  }

  const sFra = survivorFraMonths(survivor);
  const monthsEarly = Math.max(0, sFra - start);
  const reduction =
    monthsEarly > 0
      ? ceilToDime(
          (originalBenefit * monthsEarly * SS_SURVIVOR_MAX_REDUCTION) / (sFra - SS_SURVIVOR_EARLIEST_AGE_MONTHS),
        )
      : 0;
  const reduced = Math.max(0, originalBenefit - reduction);
  const benefit = round2(widowLimit === null ? reduced : Math.min(reduced, widowLimit));
  return {
    deceasedFraMonths: fra,
    claimed: claim !== null,
    creditMonths,
    originalBenefit: round2(originalBenefit),
    deceasedReducedBenefit,
    widowLimit,
    survivorFraMonths: sFra,
    monthsEarly,
    reduction: round2(reduction),
    benefit,
  };
}

/**
 * The monthly widow(er)'s benefit, before it is compared with the survivor's own benefit:
 * the deceased's PIA with their delayed credits up to the claim or the death; if the deceased had
 * claimed early, limited to the larger of their reduced benefit and 82½ % of the PIA; reduced for
 * each month the survivor starts before their survivor FRA, to 71.5 % at 60. 0 under 60 or when an
 * input cannot be read. Sources: 20 CFR 404.410; POMS RS 00615.301, .302, .320, .690, .706.
 */
export function survivorBenefit(input: SurvivorBenefitInput): number {
  return survivorBenefitSteps(input)?.benefit ?? 0;
}

export interface SurvivorYearlyInput {
  /** The survivor's own yearly benefit as paid before the death, US$ (0 if none). */
  ownYearly: unknown;
  /** The deceased's yearly benefit as paid before the death, US$ (0 if none). */
  deceasedYearly: unknown;
  /** The survivor's birth year (the cohort whose survivor full retirement age applies). */
  survivorBirthYear: unknown;
  /** The survivor's age in whole years in the first year after the death. */
  survivorAgeAfterDeath: unknown;
}

export interface SurvivorYearly {
  /** The widow(er)'s benefit a month on the deceased's record (survivorBenefit), 0 before 60. */
  widowMonthly: number;
  /** The age in whole years at which the widow(er)'s benefit starts: the first year after the death, or 60. */
  widowStartsAtAge: number;
  /** The survivor's yearly Social Security at `age`: the larger of the own benefit and the widow(er)'s benefit (once started). */
  yearlyAt: (age: number) => number;
}

/**
 * What a widow(er) keeps of a couple's Social Security, for tools that know only the two yearly
 * benefits being paid (H1's rules, simplified where the tool does not know more): the survivor gets the
 * larger of their own benefit and the widow(er)'s benefit (20 CFR 404.407 dual entitlement), the latter
 * from `survivorBenefit` with
 * - the deceased's benefit as paid taken as their full amount (claimed at their full retirement age:
 *   no delayed credits added and no widow(er)'s limit; both are unknown to such a tool);
 * - the survivor's birth on 2 July of the birth year (not the 1st, so no month shift), the same date for
 *   the deceased (only the survivor's full retirement age changes the answer);
 * - the widow(er)'s benefit taken as soon as it can be: at the survivor's age in the first year after the
 *   death, or at 60 if younger (reduced for each month before the survivor's full retirement age).
 * Unreadable inputs count as 0 (never NaN).
 */
export function survivorYearlyBenefit(input: SurvivorYearlyInput): SurvivorYearly {
  const own = readPia(input?.ownYearly);
  // SSA's amounts are whole dimes: the monthly benefit as paid, down to the dime.
  const deceasedMonthly = floorToDime(readPia(input?.deceasedYearly) / 12);
  const birthYear = Math.floor(readNumber(input?.survivorBirthYear, 1850, 2200, 1960));
  const startAge = Math.max(
    SS_SURVIVOR_EARLIEST_AGE_MONTHS / 12,
    Math.floor(readNumber(input?.survivorAgeAfterDeath, 0, 130, 0)),
  );
  const date = `${birthYear}-07-02`;
  const birth = readBirthDate(date)!;
  const fra = retirementFraMonths(birth);
  const widowMonthly = survivorBenefit({
    deceasedPia: deceasedMonthly,
    deceasedBirthDate: date,
    deceasedClaimAgeMonths: fra,
    deceasedDeathAgeMonths: Math.max(fra, startAge * 12),
    survivorBirthDate: date,
    survivorStartAgeMonths: startAge * 12,
  });
  return {
    widowMonthly,
    widowStartsAtAge: startAge,
    yearlyAt: (age: number) => Math.max(own, age >= startAge ? round2(widowMonthly * 12) : 0),
  };
}

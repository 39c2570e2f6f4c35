/**
 * Inherited IRAs: which distribution rule applies to a beneficiary, the yearly required minimum
 * distribution (RMD) and the year the account must be empty.
 *
 * Law: SECURE Act §401 (26 USC §401(a)(9)(B), (E), (H)), for owners who died after 2019; final
 * regulations Treas. Reg. §1.401(a)(9)-3, -4, -5 (T.D. 10001, 19 July 2024), applying from 2025;
 * Roth IRAs: Treas. Reg. §1.408A-6 Q&A 14(b) (the owner is treated as dying before the required
 * beginning date); tables: IRS Pub. 590-B Appendix B (Table I, Uniform Lifetime Table III).
 *
 * Only years are given, not dates. How the dates are decided from years:
 * - The owner reaches the RMD age (70½, 72, 73 or 75 by birth year, SECURE Act §114, SECURE 2.0
 *   §107) in `ownerBirthYear + age` (70½: + 71, unless a birth month of January–June says + 70).
 * - The required beginning date (RBD) is 1 April of the next year (the "RBD year").
 * - Death year before the RBD year → before the RBD; after it → on/after the RBD. Death IN the RBD
 *   year: `ownerDeathMonth` 1–3 (up to 31 March, the day before the RBD) → before; 4–12 (1 April,
 *   the RBD itself, or later) → on/after. Without a month, on/after (nine months of the twelve).
 * - Ages are whole ages at the end of the year: year − birth year.
 */
import { readChoice, readNumber, toFinite } from './num';
import {
  AGE_OF_MAJORITY,
  EARLY_WITHDRAWAL,
  FIVE_YEAR_RULE_YEARS,
  RMD_EXCISE,
  RMD_FIRST_DEADLINE,
  RMD_PROJECTION,
  SECURE_ACT_FIRST_DEATH_YEAR,
  TEN_YEAR_RULE_WAIVED_YEARS,
  TEN_YEAR_RULE_YEARS,
  UNIFORM_LIFETIME_SOURCE,
  YOUNGER_SPOUSE_GAP_YEARS,
  rmdStartAge,
  uniformLifetimeDivisor,
} from './rules/rmdTable';
import { SINGLE_LIFE_SOURCE, singleLifeExpectancy } from './rules/lifeExpectancy';
import {
  INHERITED_ACCOUNT_TYPES,
  INHERITED_BOUNDS,
  INHERITED_NEWEST_YEAR,
  INHERITED_RELATIONSHIPS,
  SPOUSE_CHOICES,
  type InheritedAccountType,
  type InheritedRelationship,
  type InheritedRule,
  type SpouseChoice,
} from './inheritedIraBounds';
import type { Assumption } from './types';

export * from './inheritedIraBounds';

export interface InheritedRmdInput {
  accountType: InheritedAccountType;
  relationship: InheritedRelationship;
  ownerBirthYear: number;
  ownerDeathYear: number;
  beneficiaryBirthYear: number;
  /** The distribution (tax) year asked about. */
  year: number;
  /** Account balance on 31 December of the year before `year`. */
  balance: number;
  /** Optional, 1–12: only matters when the owner died in the RBD year (see the file comment). */
  ownerDeathMonth?: number;
  /** Optional, 1–12: only matters for an owner born in 1949 (70½ or 72) or before (the year of 70½). */
  ownerBirthMonth?: number;
  /** Spouse only: treat the account as your own (default) or remain a beneficiary. */
  spouseChoice?: SpouseChoice;
}

export interface InheritedRmdResult {
  rule: InheritedRule;
  /** This year's minimum; the whole balance in and after the final year. */
  rmd: number;
  /** The divisor giving rmd, or null where no yearly RMD applies this year. */
  divisor: number | null;
  /** The year by whose end the account must be empty, or null where none applies. */
  finalYear: number | null;
}

/** Facts about the owner's RMD timing, from years. */
export interface OwnerTiming {
  startAge: number;
  /** The year the owner reached (or would reach) the RMD age. */
  applicableYear: number;
  /** The year of the required beginning date (1 April). */
  rbdYear: number;
  diedOnOrAfterRbd: boolean;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/** An age as the rules write it: 70.5 → "70½". */
const ageWords = (age: number) => (Number.isInteger(age) ? String(age) : `${Math.floor(age)}½`);
/** "10th": the year of a deadline counted from the death (26 USC §401(a)(9)(H)(i), (B)(ii)). */
const ordinalRules = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[ordinalRules.select(n)] ?? 'th'}`;
/** "1 April": the day of the year after the RMD age that is the required beginning date (rules/planDates.ts). */
const RBD_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
  new Date(Date.UTC(2000, RMD_FIRST_DEADLINE.month - 1, RMD_FIRST_DEADLINE.day)),
);

export function ownerTiming(
  accountType: InheritedAccountType,
  ownerBirthYear: number,
  ownerDeathYear: number,
  ownerDeathMonth?: number,
  ownerBirthMonth?: number,
): OwnerTiming {
  const startAge = rmdStartAge(ownerBirthYear, ownerBirthMonth);
  const applicableYear =
    ownerBirthYear + (startAge === 70.5 ? (ownerBirthMonth !== undefined && ownerBirthMonth <= 6 ? 70 : 71) : startAge);
  const rbdYear = applicableYear + 1;
  // Roth IRA: the owner is always treated as dying before the RBD (Treas. Reg. §1.408A-6 Q&A 14(b)).
  const diedOnOrAfterRbd =
    accountType === 'roth'
      ? false
      : ownerDeathYear > rbdYear ||
        (ownerDeathYear === rbdYear &&
          !(ownerDeathMonth !== undefined && ownerDeathMonth >= 1 && ownerDeathMonth <= 3));
  return { startAge, applicableYear, rbdYear, diedOnOrAfterRbd };
}

/** The facts after reading the input: the relationship the law sees, and why it differs when it does. */
interface Reading {
  accountType: InheritedAccountType;
  asked: InheritedRelationship;
  /** The relationship the rules apply to (a minor child aged 21+ or a "not more than 10 years younger" who is more becomes otherPerson). */
  relationship: InheritedRelationship;
  ownerBirthYear: number;
  ownerDeathYear: number;
  beneficiaryBirthYear: number;
  spouseChoice: SpouseChoice;
  timing: OwnerTiming;
  preSecure: boolean;
}

function read(input: InheritedRmdInput): Reading {
  const raw = (input && typeof input === 'object' ? input : {}) as Partial<Record<keyof InheritedRmdInput, unknown>>;
  const accountType = readChoice(raw.accountType, INHERITED_ACCOUNT_TYPES, 'traditional');
  const asked = readChoice(raw.relationship, INHERITED_RELATIONSHIPS, 'otherPerson');
  const ownerBirthYear = Math.floor(readNumber(raw.ownerBirthYear, 1800, 2200, 1950));
  const ownerDeathYear = Math.floor(readNumber(raw.ownerDeathYear, ownerBirthYear, 2200, ownerBirthYear + 75));
  const beneficiaryBirthYear = Math.floor(readNumber(raw.beneficiaryBirthYear, 1800, 2200, ownerBirthYear));
  const month = (v: unknown) => {
    const m = Math.floor(toFinite(v, NaN));
    return m >= 1 && m <= 12 ? m : undefined;
  };
  const spouseChoice = readChoice(raw.spouseChoice, SPOUSE_CHOICES, 'treatAsOwn');
  const timing = ownerTiming(
    accountType,
    ownerBirthYear,
    ownerDeathYear,
    month(raw.ownerDeathMonth),
    month(raw.ownerBirthMonth),
  );
  const preSecure = ownerDeathYear < SECURE_ACT_FIRST_DEATH_YEAR;
  let relationship = asked;
  // A minor child must be under 21 at the owner's death: turning 21 after the year of death.
  if (asked === 'minorChild' && ownerDeathYear - beneficiaryBirthYear >= AGE_OF_MAJORITY) relationship = 'otherPerson';
  // Born more than 10 years after the owner: not "not more than 10 years younger".
  if (asked === 'notMoreThan10YearsYounger' && beneficiaryBirthYear - ownerBirthYear > YOUNGER_SPOUSE_GAP_YEARS)
    relationship = 'otherPerson';
  return {
    accountType,
    asked,
    relationship,
    ownerBirthYear,
    ownerDeathYear,
    beneficiaryBirthYear,
    spouseChoice,
    timing,
    preSecure,
  };
}

/** The rule, the final year and the yearly divisor (before the final year) for a reading. */
interface Schedule {
  rule: InheritedRule;
  finalYear: number | null;
  /** Divisor for a year after the death year; null = no yearly RMD that year. */
  divisorFor: (year: number) => number | null;
  /** Years of the 10-year rule whose yearly RMDs the IRS waived (only tenYearWithYearlyRmd). */
  waived: (year: number) => boolean;
}

/** First year from `from` whose divisor is 1 or less: the whole balance is due then (divisor reduced by one each year). */
function lastLifeExpectancyYear(from: number, divisorFor: (year: number) => number | null): number | null {
  for (let y = from; y < from + 130; y++) {
    const d = divisorFor(y);
    if (d !== null && d <= 1) return y;
  }
  return null;
}

function schedule(r: Reading): Schedule {
  const { ownerDeathYear: death, ownerBirthYear, beneficiaryBirthYear, timing, accountType } = r;
  const firstYear = death + 1;
  const never = () => false;
  // Owner's remaining life expectancy: Table I at the owner's age in the year of death, minus 1 for each later year.
  const ownerLe0 = singleLifeExpectancy(death - ownerBirthYear) ?? 1;
  const ownerRemaining = (y: number) => tenth(ownerLe0 - (y - death));
  // Beneficiary's life expectancy, not recalculated: Table I at the age in the year after death, minus 1 each year.
  const benLe0 = singleLifeExpectancy(Math.max(firstYear - beneficiaryBirthYear, 0)) ?? 1;
  const benFixed = (y: number) => tenth(benLe0 - (y - firstYear));
  // Owner died on/after the RBD: the longer of the two (Treas. Reg. §1.401(a)(9)-5(d)(1)(ii)).
  const longer = (y: number) => (timing.diedOnOrAfterRbd ? Math.max(benFixed(y), ownerRemaining(y)) : benFixed(y));
  const lifeExpectancy = (cap: number | null): Schedule => {
    const end = lastLifeExpectancyYear(firstYear, longer);
    const finalYear = cap === null ? end : end === null ? cap : Math.min(cap, end);
    return { rule: 'lifeExpectancy', finalYear, divisorFor: longer, waived: never };
  };

  switch (r.relationship) {
    case 'spouse': {
      if (r.spouseChoice === 'treatAsOwn') {
        // The spouse's own IRA: a Roth owner has no RMDs; a traditional one from the spouse's own RMD age, Uniform table.
        const spouseStart = rmdStartAge(beneficiaryBirthYear);
        const divisorFor = (y: number) => {
          if (accountType === 'roth') return null;
          const age = y - beneficiaryBirthYear;
          return age >= spouseStart ? uniformLifetimeDivisor(age) : null;
        };
        return { rule: 'treatAsOwn', finalYear: null, divisorFor, waived: never };
      }
      // Remain a beneficiary: Table I at the spouse's age each year (recalculated). Owner died before
      // the RBD → RMDs may wait until the year the owner would have reached the RMD age.
      const start = timing.diedOnOrAfterRbd ? firstYear : Math.max(firstYear, timing.applicableYear);
      const divisorFor = (y: number) => {
        if (y < start) return null;
        const own = singleLifeExpectancy(y - beneficiaryBirthYear) ?? 1;
        return timing.diedOnOrAfterRbd ? Math.max(own, ownerRemaining(y)) : own;
      };
      return { rule: 'lifeExpectancy', finalYear: null, divisorFor, waived: never };
    }
    case 'minorChild':
      // Life expectancy until 21, then 10 more years with the yearly RMDs going on (T.D. 10001). Before 2020: no cut-off.
      return lifeExpectancy(r.preSecure ? null : beneficiaryBirthYear + AGE_OF_MAJORITY + TEN_YEAR_RULE_YEARS);
    case 'disabledOrChronicallyIll':
    case 'notMoreThan10YearsYounger':
      return lifeExpectancy(null);
    case 'otherPerson': {
      if (r.preSecure) return lifeExpectancy(null);
      if (!timing.diedOnOrAfterRbd)
        return { rule: 'tenYear', finalYear: death + TEN_YEAR_RULE_YEARS, divisorFor: () => null, waived: never };
      const end = lastLifeExpectancyYear(firstYear, longer);
      const finalYear = end === null ? death + TEN_YEAR_RULE_YEARS : Math.min(death + TEN_YEAR_RULE_YEARS, end);
      const waived = (y: number) => y >= TEN_YEAR_RULE_WAIVED_YEARS.from && y <= TEN_YEAR_RULE_WAIVED_YEARS.to;
      return { rule: 'tenYearWithYearlyRmd', finalYear, divisorFor: longer, waived };
    }
    case 'estate': {
      if (timing.diedOnOrAfterRbd) {
        const end = lastLifeExpectancyYear(firstYear, ownerRemaining);
        return { rule: 'ownerLifeExpectancy', finalYear: end, divisorFor: ownerRemaining, waived: never };
      }
      // 5 years after the year of death; 2020 does not count (CARES Act §2203; Treas. Reg. §1.401(a)(9)-3(c)(4)).
      const skip2020 = death < 2020 && death + FIVE_YEAR_RULE_YEARS >= 2020 ? 1 : 0;
      return {
        rule: 'fiveYear',
        finalYear: death + FIVE_YEAR_RULE_YEARS + skip2020,
        divisorFor: () => null,
        waived: never,
      };
    }
  }
}

/** What the owner had to take in the year of death (the heir takes what the owner had not): traditional, died on/after the RBD. */
function yearOfDeathDivisor(r: Reading): number | null {
  if (!r.timing.diedOnOrAfterRbd) return null;
  return uniformLifetimeDivisor(r.ownerDeathYear - r.ownerBirthYear);
}

function rmdIn(r: Reading, s: Schedule, year: number, balance: number): { rmd: number; divisor: number | null } {
  if (year < r.ownerDeathYear) return { rmd: 0, divisor: null };
  if (year === r.ownerDeathYear) {
    const d = yearOfDeathDivisor(r);
    return d === null ? { rmd: 0, divisor: null } : { rmd: balance / d, divisor: d };
  }
  if (s.finalYear !== null && year >= s.finalYear) return { rmd: balance, divisor: null };
  if (s.waived(year)) return { rmd: 0, divisor: null };
  const d = s.divisorFor(year);
  if (d === null) return { rmd: 0, divisor: null };
  if (d <= 1) return { rmd: balance, divisor: d };
  return { rmd: balance / d, divisor: d };
}

/**
 * This year's required minimum distribution from an inherited IRA (see the file comment for how
 * years stand in for dates). In the year of death the amount is what was left of the owner's own
 * RMD for that year (Uniform table), owed only if the owner died on or after the RBD.
 */
export function inheritedRmd(input: InheritedRmdInput): InheritedRmdResult {
  const r = read(input);
  const s = schedule(r);
  const raw = (input && typeof input === 'object' ? input : {}) as Partial<Record<keyof InheritedRmdInput, unknown>>;
  const year = Math.floor(readNumber(raw.year, 1800, 2300, INHERITED_NEWEST_YEAR));
  const balance = readNumber(raw.balance, INHERITED_BOUNDS.balance.min, INHERITED_BOUNDS.balance.max);
  const { rmd, divisor } = rmdIn(r, s, year, balance);
  return { rule: s.rule, rmd, divisor, finalYear: s.finalYear };
}

// ————— The tool's fuller answer —————

export interface InheritedIraInput extends InheritedRmdInput {
  /** Growth of the balance after each withdrawal, percent a year, for the illustrated schedule. */
  growthRate?: number;
}

export interface InheritedScheduleRow {
  year: number;
  /** The beneficiary's age at the end of the year. */
  age: number;
  /** Balance on 31 December of the year before. */
  balance: number;
  divisor: number | null;
  rmd: number;
  /** Why the row has no yearly divisor, in a few words ('' when it has one). */
  note: string;
}

export interface InheritedIraProblem {
  field: 'ownerBirthYear' | 'ownerDeathYear' | 'beneficiaryBirthYear' | 'balance' | 'relationship';
  message: string;
}

export interface InheritedIraResult extends InheritedRmdResult {
  status: 'ok' | 'invalid';
  problems: InheritedIraProblem[];
  /** The relationship the rules used (differs from the one chosen when the facts say so). */
  relationship: InheritedRelationship;
  /** Why the relationship was changed ('' when it was not). */
  relationshipNote: string;
  year: number;
  balance: number;
  diedOnOrAfterRbd: boolean;
  rbdYear: number;
  /** Plain-words headline: the rule and why. */
  ruleTitle: string;
  why: string[];
  /** The other choice a spouse has, with its RMD this year. */
  spouseAlternative: InheritedRmdResult | null;
  /** The owner's RMD for the year of death (the heir takes what the owner had not), or null when none was due. */
  yearOfDeathRmdDivisor: number | null;
  waivedYears: string;
  penaltyRate: number;
  correctedPenaltyRate: number;
  schedule: InheritedScheduleRow[];
  assumptions: Assumption[];
  formulas: string[];
}

export const INHERITED_SCHEDULE_MAX_ROWS = 30;

const RULE_TITLES: Record<InheritedRule, string> = {
  treatAsOwn: 'Treat the account as your own',
  lifeExpectancy: 'Life expectancy rule',
  tenYear: '10-year rule, no yearly minimum',
  tenYearWithYearlyRmd: '10-year rule, with a yearly minimum',
  fiveYear: '5-year rule',
  ownerLifeExpectancy: "Owner's remaining life expectancy",
};
export const inheritedRuleTitle = (rule: InheritedRule) => RULE_TITLES[rule];

const RELATIONSHIP_WORDS: Record<InheritedRelationship, string> = {
  spouse: 'the surviving spouse',
  minorChild: "the owner's minor child",
  disabledOrChronicallyIll: 'disabled or chronically ill',
  notMoreThan10YearsYounger: `not more than ${YOUNGER_SPOUSE_GAP_YEARS} years younger than the owner`,
  otherPerson: 'a beneficiary who is not an eligible designated beneficiary',
  estate: 'an estate (or a charity or a trust that does not pass through to people)',
};

function problemsOf(input: Partial<Record<keyof InheritedIraInput, unknown>>, thisYear: number): InheritedIraProblem[] {
  const out: InheritedIraProblem[] = [];
  const num = (v: unknown) => toFinite(v, NaN);
  const ownerBirth = num(input.ownerBirthYear);
  const death = num(input.ownerDeathYear);
  const benBirth = num(input.beneficiaryBirthYear);
  const balance = num(input.balance);
  if (!Number.isFinite(ownerBirth) || ownerBirth < INHERITED_BOUNDS.birthYear.min || ownerBirth > thisYear)
    out.push({
      field: 'ownerBirthYear',
      message: `Enter the owner's birth year, a year from ${INHERITED_BOUNDS.birthYear.min} to ${thisYear}.`,
    });
  if (!Number.isFinite(death)) out.push({ field: 'ownerDeathYear', message: 'Enter the year the owner died.' });
  else if (death > thisYear)
    out.push({
      field: 'ownerDeathYear',
      message: `The year of death, ${death}, is after ${thisYear}. Enter ${thisYear} or an earlier year.`,
    });
  else if (Number.isFinite(ownerBirth) && death < ownerBirth)
    out.push({
      field: 'ownerDeathYear',
      message: `The year of death, ${death}, is before the owner's birth year, ${ownerBirth}. Check both years.`,
    });
  const relationship = input.relationship;
  if (relationship !== 'estate') {
    if (!Number.isFinite(benBirth) || benBirth > thisYear)
      out.push({ field: 'beneficiaryBirthYear', message: `Enter your birth year, ${thisYear} or earlier.` });
    else if (thisYear - benBirth > INHERITED_BOUNDS.maxAge)
      out.push({
        field: 'beneficiaryBirthYear',
        message: `Born in ${benBirth}, you would be ${thisYear - benBirth} at the end of ${thisYear}; the IRS tables stop at ${INHERITED_BOUNDS.maxAge}. Check your birth year.`,
      });
    else if (
      Number.isFinite(death) &&
      benBirth > death &&
      relationship !== 'minorChild' &&
      relationship !== 'otherPerson' &&
      relationship !== 'disabledOrChronicallyIll'
    )
      out.push({
        field: 'beneficiaryBirthYear',
        message: `Your birth year, ${benBirth}, is after the year of death, ${death}. Check both years.`,
      });
  }
  if (
    relationship === 'notMoreThan10YearsYounger' &&
    Number.isFinite(benBirth) &&
    Number.isFinite(ownerBirth) &&
    benBirth - ownerBirth > YOUNGER_SPOUSE_GAP_YEARS
  )
    out.push({
      field: 'relationship',
      message: `Born in ${benBirth}, you are ${benBirth - ownerBirth} years younger than the owner (born ${ownerBirth}), not "not more than ${YOUNGER_SPOUSE_GAP_YEARS} years younger". Choose another answer to "Who are you to the owner?", or check the birth years.`,
    });
  if (relationship === 'spouse' && Number.isFinite(benBirth) && Number.isFinite(death) && death - benBirth < 16)
    out.push({
      field: 'beneficiaryBirthYear',
      message: `Born in ${benBirth}, you would have been ${Math.max(death - benBirth, 0)} when your spouse died in ${death}. Check your birth year.`,
    });
  if (Number.isFinite(balance) && balance < 0)
    out.push({
      field: 'balance',
      message: 'The balance cannot be below $0. Enter the balance on 31 December of last year, or 0.',
    });
  return out;
}

/**
 * How the divisor of this reading is found, in the words of the schedule above (`schedule`): a spouse who
 * stays a beneficiary looks Table I up again each year; other heirs look it up once and take 1 off each
 * year; and when the owner died on or after the required beginning date, the owner's remaining life
 * expectancy is used when it is longer (Treas. Reg. §1.401(a)(9)-5(d)(1)(ii) and (iii), T.D. 10001).
 */
function divisorFormulas(
  rule: InheritedRule,
  relationship: InheritedRelationship,
  diedOnOrAfterRbd: boolean,
): string[] {
  const ownerRemaining =
    "owner's remaining life expectancy = Table I at the owner's age in the year of death, minus 1 for each later year";
  if (rule === 'ownerLifeExpectancy') return [`Divisor = ${ownerRemaining}`];
  if (rule === 'treatAsOwn') return ['Divisor = Uniform Lifetime Table at your age each year, from your own RMD age'];
  if (rule !== 'lifeExpectancy' && rule !== 'tenYearWithYearlyRmd') return [];
  const own =
    relationship === 'spouse'
      ? 'Table I at your age each year (looked up again every year)'
      : 'Table I at your age in the year after death, minus 1 for each later year';
  return diedOnOrAfterRbd ? [`Divisor = the longer of ${own} and the ${ownerRemaining}`] : [`Divisor = ${own}`];
}

export function planInheritedIra(raw: Partial<InheritedIraInput> | null | undefined): InheritedIraResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof InheritedIraInput, unknown>>;
  const year = Math.floor(readNumber(input.year, 1800, 2300, INHERITED_NEWEST_YEAR));
  const problems = problemsOf(input, year);
  const r = read(input as unknown as InheritedRmdInput);
  const s = schedule(r);
  const balance = readNumber(input.balance, INHERITED_BOUNDS.balance.min, INHERITED_BOUNDS.balance.max);
  const growth = readNumber(input.growthRate ?? RMD_PROJECTION.growthRate, -50, 50);
  const { rmd, divisor } = rmdIn(r, s, year, balance);
  // SECURE 2.0 §302 lowered the excise tax from 2023 (26 USC §4974(a), (e)).
  const penaltyRate = year <= 2022 ? RMD_EXCISE.before2023 : RMD_EXCISE.standard;
  const correctedPenaltyRate = year <= 2022 ? RMD_EXCISE.before2023 : RMD_EXCISE.corrected;

  let relationshipNote = '';
  if (r.asked === 'minorChild' && r.relationship === 'otherPerson')
    relationshipNote = `A minor child counts only when under ${AGE_OF_MAJORITY} at the owner's death; born in ${r.beneficiaryBirthYear}, you were ${r.ownerDeathYear - r.beneficiaryBirthYear} in ${r.ownerDeathYear}, so the rules for other people apply.`;
  if (r.asked === 'notMoreThan10YearsYounger' && r.relationship === 'otherPerson')
    relationshipNote = `More than ${YOUNGER_SPOUSE_GAP_YEARS} years younger than the owner, you are not an eligible designated beneficiary on that ground, so the rules for other people apply.`;

  const t = r.timing;
  const rbdText =
    r.accountType === 'roth'
      ? 'For a Roth IRA the owner is always treated as dying before the required beginning date.'
      : `Born in ${r.ownerBirthYear}, the owner's RMDs began at ${ageWords(t.startAge)}, so the required beginning date was ${RBD_DAY} ${t.rbdYear}. Dying in ${r.ownerDeathYear} counts as ${t.diedOnOrAfterRbd ? 'on or after' : 'before'} that date${r.ownerDeathYear === t.rbdYear ? ` (death in that same year is taken as on or after ${RBD_DAY} unless you say it was before)` : ''}.`;
  const why: string[] = [`You are ${RELATIONSHIP_WORDS[r.relationship]}.`];
  if (relationshipNote) why.push(relationshipNote);
  if (r.preSecure && r.relationship !== 'estate' && r.relationship !== 'spouse')
    why.push(
      `The owner died in ${r.ownerDeathYear}, before ${SECURE_ACT_FIRST_DEATH_YEAR}, so the rules before the SECURE Act apply: a named beneficiary may take the account over their life expectancy.`,
    );
  why.push(rbdText);
  switch (s.rule) {
    case 'treatAsOwn':
      why.push(
        r.accountType === 'roth'
          ? 'As your own Roth IRA, it has no RMDs while you live.'
          : `As your own IRA, RMDs start at your own RMD age (${ageWords(rmdStartAge(r.beneficiaryBirthYear))}), from the Uniform Lifetime Table. You may instead stay a beneficiary, which lets you take money out before ${ageWords(EARLY_WITHDRAWAL.age)} with no ${EARLY_WITHDRAWAL.percent} % early-withdrawal tax.`,
      );
      break;
    case 'lifeExpectancy':
      why.push(
        r.relationship === 'spouse'
          ? `As a beneficiary, your divisor is Table I at your age each year (looked up again every year)${t.diedOnOrAfterRbd ? `, or the owner's remaining life expectancy when that is longer: Table I at the owner's age in ${r.ownerDeathYear}, reduced by 1 each year after.` : `. You may wait until ${Math.max(r.ownerDeathYear + 1, t.applicableYear)}, the year the owner would have reached the RMD age.`}`
          : `Your divisor is Table I at your age in ${r.ownerDeathYear + 1}, the year after death, reduced by 1 each year after${t.diedOnOrAfterRbd ? ", or the owner's remaining life expectancy when that is longer" : ''}.`,
      );
      if (r.relationship === 'minorChild' && !r.preSecure)
        why.push(
          `When you turn ${AGE_OF_MAJORITY} (in ${r.beneficiaryBirthYear + AGE_OF_MAJORITY}), the 10-year rule starts: the yearly minimums go on and the account must be empty by the end of ${r.beneficiaryBirthYear + AGE_OF_MAJORITY + TEN_YEAR_RULE_YEARS}.`,
        );
      break;
    case 'tenYear':
      why.push(
        `Empty the account by 31 December ${s.finalYear}, the ${ordinal(TEN_YEAR_RULE_YEARS)} year after the death. No yearly minimum is due before then, because the owner died before the required beginning date.`,
      );
      break;
    case 'tenYearWithYearlyRmd':
      why.push(
        `Empty the account by 31 December ${s.finalYear}. Because the owner died on or after the required beginning date, a yearly minimum is due in the years before. Its divisor is Table I at your age in ${r.ownerDeathYear + 1}, reduced by 1 each year, or the owner's remaining life expectancy when that is longer: Table I at the owner's age in ${r.ownerDeathYear}, reduced by 1 each year after. The IRS waived the yearly minimums for ${TEN_YEAR_RULE_WAIVED_YEARS.from}–${TEN_YEAR_RULE_WAIVED_YEARS.to}; they are due from ${TEN_YEAR_RULE_WAIVED_YEARS.to + 1}.`,
      );
      break;
    case 'fiveYear':
      why.push(
        `An estate must empty the account by 31 December ${s.finalYear}, the ${ordinal(FIVE_YEAR_RULE_YEARS)} year after the death${s.finalYear !== null && s.finalYear - r.ownerDeathYear > FIVE_YEAR_RULE_YEARS ? ' (2020 does not count)' : ''}. No yearly minimum is due before then.`,
      );
      break;
    case 'ownerLifeExpectancy':
      why.push(
        `An estate takes yearly minimums over the owner's remaining life expectancy: Table I at the owner's age in ${r.ownerDeathYear}, reduced by 1 each year after.`,
      );
      break;
  }

  let spouseAlternative: InheritedRmdResult | null = null;
  if (r.relationship === 'spouse') {
    const other: SpouseChoice = r.spouseChoice === 'treatAsOwn' ? 'remainBeneficiary' : 'treatAsOwn';
    spouseAlternative = inheritedRmd({
      ...(input as unknown as InheritedRmdInput),
      spouseChoice: other,
      year,
      balance,
    });
  }

  const rows: InheritedScheduleRow[] = [];
  const start = Math.max(year, r.ownerDeathYear);
  let b = balance;
  for (let y = start; rows.length < INHERITED_SCHEDULE_MAX_ROWS && b > 0; y++) {
    const step = rmdIn(r, s, y, b);
    const note =
      step.divisor !== null
        ? ''
        : s.finalYear !== null && y >= s.finalYear
          ? 'Final year: take the rest'
          : s.waived(y)
            ? 'Waived by the IRS'
            : y === r.ownerDeathYear
              ? 'Year of death: none due'
              : 'No yearly minimum';
    rows.push({ year: y, age: y - r.beneficiaryBirthYear, balance: b, divisor: step.divisor, rmd: step.rmd, note });
    if (s.finalYear !== null && y >= s.finalYear) break;
    b = Math.max(b - step.rmd, 0) * (1 + growth / 100);
  }

  const assumptions: Assumption[] = [
    {
      label: 'Rule',
      value: RULE_TITLES[s.rule],
      source: 'SECURE Act §401; Treas. Reg. §1.401(a)(9)-3 to -5 (T.D. 10001, 2024)',
    },
    {
      label: 'Required beginning date',
      value:
        r.accountType === 'roth'
          ? 'None for a Roth IRA (owner treated as dying before it)'
          : `${RBD_DAY} ${t.rbdYear} (RMD age ${ageWords(t.startAge)} for someone born in ${r.ownerBirthYear})`,
      source: 'SECURE Act §114; SECURE 2.0 Act §107; Treas. Reg. §1.408A-6',
    },
  ];
  if (divisor !== null) {
    const table =
      year === r.ownerDeathYear || s.rule === 'treatAsOwn'
        ? 'Uniform Lifetime Table'
        : 'Table I (Single Life Expectancy)';
    assumptions.push({
      label: `Divisor for ${year}`,
      value: `${divisor} (${table})`,
      source: table.startsWith('Uniform') ? UNIFORM_LIFETIME_SOURCE : SINGLE_LIFE_SOURCE,
    });
  }
  if (s.rule === 'lifeExpectancy' || s.rule === 'tenYearWithYearlyRmd' || s.rule === 'ownerLifeExpectancy') {
    const who =
      s.rule === 'ownerLifeExpectancy'
        ? r.ownerDeathYear - r.ownerBirthYear
        : r.ownerDeathYear + 1 - r.beneficiaryBirthYear;
    const whoYear = s.rule === 'ownerLifeExpectancy' ? r.ownerDeathYear : r.ownerDeathYear + 1;
    if (!(s.rule === 'lifeExpectancy' && r.relationship === 'spouse'))
      assumptions.push({
        label: 'Table I row',
        value: `age ${who} in ${whoYear} → ${singleLifeExpectancy(who)}`,
        source: SINGLE_LIFE_SOURCE,
      });
  }
  assumptions.push(
    {
      label: 'Missed yearly RMDs waived',
      value: `${TEN_YEAR_RULE_WAIVED_YEARS.from}–${TEN_YEAR_RULE_WAIVED_YEARS.to} (10-year rule, owner died on or after the required beginning date)`,
      source: TEN_YEAR_RULE_WAIVED_YEARS.source,
    },
    {
      label: 'Missed-RMD excise tax',
      value: `${penaltyRate} %${year > 2022 ? `, ${correctedPenaltyRate} % if corrected in time` : ''}`,
      source: 'SECURE 2.0 Act §302; 26 USC §4974',
    },
    { label: 'Schedule growth', value: `${growth} % a year after each withdrawal (illustration)` },
  );

  return {
    status: problems.length ? 'invalid' : 'ok',
    problems,
    rule: s.rule,
    rmd,
    divisor,
    finalYear: s.finalYear,
    relationship: r.relationship,
    relationshipNote,
    year,
    balance,
    diedOnOrAfterRbd: t.diedOnOrAfterRbd,
    rbdYear: t.rbdYear,
    ruleTitle: RULE_TITLES[s.rule],
    why,
    spouseAlternative,
    yearOfDeathRmdDivisor: r.accountType === 'traditional' ? yearOfDeathDivisor(r) : null,
    waivedYears: `${TEN_YEAR_RULE_WAIVED_YEARS.from}–${TEN_YEAR_RULE_WAIVED_YEARS.to}`,
    penaltyRate,
    correctedPenaltyRate,
    schedule: rows,
    assumptions,
    formulas: [
      'RMD = balance on 31 December of last year ÷ divisor',
      ...divisorFormulas(s.rule, r.relationship, t.diedOnOrAfterRbd),
      'In the final year: take the whole balance',
    ],
  };
}

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
import { readChoice, readNumber, toFinite } from '../core/num';
import {
  AGE_OF_MAJORITY,
  FIVE_YEAR_RULE_YEARS,
  SECURE_ACT_FIRST_DEATH_YEAR,
  TEN_YEAR_RULE_WAIVED_YEARS,
  TEN_YEAR_RULE_YEARS,
  ELIGIBLE_MAX_YEARS_YOUNGER,
  rmdStartAge,
  uniformLifetimeDivisor,
} from '../rules/tax/rmdTable';
import { singleLifeExpectancy } from '../rules/tax/lifeExpectancy';
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
  /**
   * The relationship the rules apply to: a minor child aged 21+ at the death, or a "not more than 10
   * years younger" who is more, becomes otherPerson; "someone else" born fewer than 10 years after
   * the owner becomes notMoreThan10YearsYounger.
   */
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
  // The law looks at the birth dates, whatever was chosen (ELIGIBLE_MAX_YEARS_YOUNGER): born 11 or
  // more years after the owner is not "not more than 10 years younger"; born 9 or fewer years after
  // (or before) is, and so may stretch. Exactly 10 calendar years apart, the days decide: the
  // reader's answer stands (inheritedIraChecks.ts says so).
  const yearsYounger = beneficiaryBirthYear - ownerBirthYear;
  if (asked === 'notMoreThan10YearsYounger' && yearsYounger > ELIGIBLE_MAX_YEARS_YOUNGER) relationship = 'otherPerson';
  const beneficiaryBirthYearGiven = Number.isFinite(toFinite(raw.beneficiaryBirthYear, NaN));
  if (asked === 'otherPerson' && beneficiaryBirthYearGiven && yearsYounger < ELIGIBLE_MAX_YEARS_YOUNGER)
    relationship = 'notMoreThan10YearsYounger';
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

/** The steps the tool's fuller answer (inheritedIraPlan.ts, inheritedIraChecks.ts) builds on. */
export { read as readInheritance, schedule as distributionSchedule, rmdIn as rmdInYear, yearOfDeathDivisor };
export type { Reading as InheritanceReading, Schedule as DistributionSchedule };

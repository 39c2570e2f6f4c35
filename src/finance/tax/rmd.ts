/** RMD calculator (SPEC §3 inputs and outputs, §9 "RMD" formula and projection, corrected by RULES.md: Uniform Lifetime Table 2022+, start age by birth year). */
import { MAX_MONEY, readAnswer, readChoice, readNumber, toFinite, type Answer } from '../core/num';
import {
  RMD_EXCISE,
  RMD_PROJECTION,
  type RmdYear,
  UNIFORM_LIFETIME_MAX_AGE,
  UNIFORM_LIFETIME_MIN_AGE,
  UNIFORM_LIFETIME_SOURCE,
  YOUNGER_SPOUSE_GAP_YEARS,
  rmdStartAge,
  uniformLifetimeDivisor,
} from '../rules/tax/rmdTable';
import { JOINT_LIFE_MIN_AGE, JOINT_LIFE_SOURCE } from '../rules/tax/lifeExpectancy';
import { jointLifeExpectancy } from '../rules/tax/jointLifeExpectancy';
import { RMD_TOOL_YEARS } from '../rules/tax/rmdTable';
import { newestYear } from '../rules/core/years';

export type RmdTaxYear = RmdYear;
export type RmdStatus = 'not-calculated' | 'not-due-yet' | 'due';

export interface RmdInput {
  age: number;
  /** Null (or missing) is "not entered"; 0 is the answer "the account was empty", which has no RMD. */
  balance: Answer;
  taxYear?: RmdTaxYear;
  /** The spouse is the sole beneficiary of the account for the whole year. */
  spouseSoleBeneficiary?: boolean;
  /** The spouse's age at the end of the tax year (read only with spouseSoleBeneficiary). */
  spouseAge?: number;
}

export interface RmdProjection {
  age: number;
  rmdAmount: number;
  /** Balance at the start of that year, before its withdrawal. */
  balance: number;
}

/**
 * What the RMD tool tells the reader about the result, as facts: which sentence (`id`) and its
 * figures, never the words. The tool words them in the reader's language
 * (src/tools/RmdCalculator/rmdWords.ts); money stays a number until then.
 */
export type RmdNote =
  | { id: 'enterAge' }
  | { id: 'enterBalance' }
  /** A balance of $0 typed (not left blank): there is nothing to withdraw (issue I6, item 2). */
  | { id: 'emptyAccount'; taxYear: number; balanceYear: number }
  /** Under 70: nothing is worked out (SPEC §5: nothing is calculated below age 70); when this birth year's RMDs start. */
  | { id: 'tooYoung'; taxYear: number; birthYear: number; startAge: number; firstYear: number }
  | {
      id: 'due';
      taxYear: number;
      age: number;
      divisor: number;
      penaltyRate: number;
      correctedPenaltyRate: number | null;
    }
  | {
      id: 'notDueYet';
      taxYear: number;
      birthYear: number;
      startAge: number;
      firstYear: number;
      rmdAmount: number;
      divisor: number;
    };

/** What the spouse's age changed, when a sole-beneficiary spouse's age is given. */
export type RmdSpouseNote =
  | { id: 'jointTable'; gapYears: number; savings: number; uniformRmdAmount: number }
  | { id: 'olderSpouse'; spouseAge: number; gapYears: number }
  | { id: 'notMuchYounger'; gapYears: number };

/** One line of "How this is calculated", as facts; `source` is the rule's citation (rule data, as written). */
export type RmdAssumption =
  | { id: 'taxYear'; taxYear: number }
  | { id: 'uniformTable'; age: number; divisor: number; source: string }
  | { id: 'jointTable'; age: number; spouseAge: number; divisor: number; source: string }
  | { id: 'startAge'; startAge: number; birthYear: number; source: string }
  | { id: 'growth'; growthRate: number }
  | { id: 'excise'; penaltyRate: number; correctedPenaltyRate: number | null; source: string };

/** The formulas the result used, by name, in the order the tool lists them; `growthFactor` is 1 + the growth rate. */
export type RmdFormula = { id: 'rmd' } | { id: 'monthly' } | { id: 'nextBalance'; growthFactor: number };

export interface RmdResult {
  status: RmdStatus;
  note: RmdNote;
  /** Set when a sole-beneficiary spouse's age is given and the RMD is worked out. */
  spouseNote: RmdSpouseNote | null;
  assumptions: RmdAssumption[];
  formulas: RmdFormula[];
  taxYear: RmdTaxYear;
  age: number;
  birthYear: number;
  /** Age at which RMDs begin for this birth year (70.5, 72, 73 or 75). */
  startAge: number;
  /** Age whose divisor gives rmdAmount: the current age when due, else the first RMD age. */
  rmdAge: number;
  rmdAmount: number;
  monthlyAmount: number;
  lifeExpectancyFactor: number;
  projectedRMDs: RmdProjection[];
  /** Excise tax on a missed RMD for the tax year, percent. */
  penaltyRate: number;
  correctedPenaltyRate: number;
  /** 'joint' when Table II gives the divisor (sole-beneficiary spouse more than 10 years younger). */
  divisorTable: 'uniform' | 'joint';
  /** The Uniform table's divisor and RMD for the same age, to show how much smaller Table II's is. */
  uniformFactor: number;
  uniformRmdAmount: number;
}

/** Tax years offered, newest first, from the rules calendar. */
export const RMD_TAX_YEARS = RMD_TOOL_YEARS as readonly RmdTaxYear[];
/** The tax year worked out when none (or one the rules do not hold) is given: the newest held. */
const RMD_FALLBACK_TAX_YEAR = newestYear(RMD_TOOL_YEARS, 'rmd') as RmdTaxYear;
export const RMD_BOUNDS = {
  age: { min: 70, max: 110 },
  spouseAge: { min: 0, max: 120 },
  balance: { min: 0, max: MAX_MONEY, step: 0.01 },
  taxYears: RMD_TAX_YEARS,
} as const;
export { RMD_PROJECTION };

export function calculateRmd(raw: Partial<RmdInput> | null | undefined): RmdResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof RmdInput, unknown>>;
  const taxYear = readChoice(toFinite(input.taxYear, NaN), RMD_TAX_YEARS, RMD_FALLBACK_TAX_YEAR);
  // SPEC §5: nothing is calculated when age is empty or below 70, or balance is empty or 0.
  const rawAge = Math.floor(toFinite(input.age, 0));
  const age = readNumber(rawAge, 0, RMD_BOUNDS.age.max);
  const balanceAnswer = readAnswer(input.balance, RMD_BOUNDS.balance.min, RMD_BOUNDS.balance.max);
  const balance = balanceAnswer ?? 0;
  const birthYear = taxYear - age;
  const spouseAge =
    input.spouseSoleBeneficiary === true
      ? Math.floor(readNumber(input.spouseAge, RMD_BOUNDS.spouseAge.min, RMD_BOUNDS.spouseAge.max))
      : 0;
  // An empty spouse age (0) is not an answer: the Uniform table until one is given.
  const spouseAt = (offset: number) => (spouseAge > 0 ? spouseAge + offset : null);
  const startAge = rmdStartAge(birthYear);
  const penaltyRate = taxYear <= 2022 ? RMD_EXCISE.before2023 : RMD_EXCISE.standard;
  const correctedPenaltyRate = taxYear <= 2022 ? RMD_EXCISE.before2023 : RMD_EXCISE.corrected;
  const correctedRate = taxYear > 2022 ? correctedPenaltyRate : null;
  const explained = (rmdAge: number, divisor: number, joint = false) => ({
    assumptions: [
      { id: 'taxYear', taxYear },
      joint
        ? { id: 'jointTable', age: rmdAge, spouseAge: spouseAge + (rmdAge - age), divisor, source: JOINT_LIFE_SOURCE }
        : { id: 'uniformTable', age: rmdAge, divisor, source: UNIFORM_LIFETIME_SOURCE },
      { id: 'startAge', startAge, birthYear, source: 'SECURE Act §114; SECURE 2.0 Act §107' },
      { id: 'growth', growthRate: RMD_PROJECTION.growthRate },
      { id: 'excise', penaltyRate, correctedPenaltyRate: correctedRate, source: RMD_EXCISE.source },
    ] satisfies RmdAssumption[] as RmdAssumption[],
    formulas: [
      { id: 'rmd' },
      { id: 'monthly' },
      { id: 'nextBalance', growthFactor: 1 + RMD_PROJECTION.growthRate / 100 },
    ] satisfies RmdFormula[] as RmdFormula[],
  });

  if (age < RMD_BOUNDS.age.min || balance <= 0) {
    // One rule, the reader's own: the start age for the birth year the age gives.
    const note: RmdNote =
      age <= 0
        ? { id: 'enterAge' }
        : age < RMD_BOUNDS.age.min
          ? { id: 'tooYoung', taxYear, birthYear, startAge, firstYear: birthYear + Math.ceil(startAge) }
          : balanceAnswer === null
            ? { id: 'enterBalance' }
            : // A $0 typed is an answer (issue I6, item 2): an empty account has no RMD to take.
              { id: 'emptyAccount', taxYear, balanceYear: taxYear - 1 };
    return {
      status: 'not-calculated',
      note,
      spouseNote: null,
      taxYear,
      age,
      birthYear,
      startAge,
      rmdAge: 0,
      rmdAmount: 0,
      monthlyAmount: 0,
      lifeExpectancyFactor: 0,
      projectedRMDs: [],
      penaltyRate,
      correctedPenaltyRate,
      divisorTable: 'uniform',
      uniformFactor: 0,
      uniformRmdAmount: 0,
      ...explained(0, 0),
    };
  }

  const due = age >= startAge;
  // Not due yet: the first RMD to plan for is at the start age (never below the table's first age 72).
  const rmdAge = due
    ? Math.max(age, UNIFORM_LIFETIME_MIN_AGE)
    : Math.max(Math.ceil(startAge), UNIFORM_LIFETIME_MIN_AGE);
  const uniformFactor = uniformLifetimeDivisor(rmdAge) as number;
  const spouseThen = spouseAt(rmdAge - age);
  const divisorTable = rmdDivisorTable(rmdAge, spouseThen);
  const divisor = rmdDivisor({ ownerAge: rmdAge, spouseSoleBeneficiaryAge: spouseThen });
  const rmdAmount = balance / divisor;
  const uniformRmdAmount = balance / uniformFactor;

  const projectedRMDs: RmdProjection[] = [];
  let b = balance;
  for (let i = 0; i < RMD_PROJECTION.years; i++) {
    const a = age + i;
    const d = a >= startAge ? rmdDivisor({ ownerAge: a, spouseSoleBeneficiaryAge: spouseAt(i) }) : null;
    const r = d ? b / d : 0;
    projectedRMDs.push({ age: a, rmdAmount: r, balance: b });
    b = (b - r) * (1 + RMD_PROJECTION.growthRate / 100);
  }

  const firstYear = birthYear + Math.ceil(startAge);
  const gapYears = YOUNGER_SPOUSE_GAP_YEARS;
  const spouseNote: RmdSpouseNote | null =
    divisorTable === 'joint'
      ? { id: 'jointTable', gapYears, savings: uniformRmdAmount - rmdAmount, uniformRmdAmount }
      : spouseAge > age
        ? { id: 'olderSpouse', spouseAge, gapYears }
        : spouseAge > 0
          ? { id: 'notMuchYounger', gapYears }
          : null;
  const note: RmdNote = due
    ? { id: 'due', taxYear, age, divisor, penaltyRate, correctedPenaltyRate: correctedRate }
    : { id: 'notDueYet', taxYear, birthYear, startAge, firstYear, rmdAmount, divisor };

  return {
    status: due ? 'due' : 'not-due-yet',
    note,
    spouseNote,
    taxYear,
    age,
    birthYear,
    startAge,
    rmdAge,
    rmdAmount,
    monthlyAmount: rmdAmount / 12,
    lifeExpectancyFactor: divisor,
    projectedRMDs,
    penaltyRate,
    correctedPenaltyRate,
    divisorTable,
    uniformFactor,
    uniformRmdAmount,
    ...explained(rmdAge, divisor, divisorTable === 'joint'),
  };
}

export interface RmdDivisorInput {
  /** The owner's age at the end of the tax year. */
  ownerAge: number;
  /** The spouse's age at the end of the tax year when the spouse is the sole beneficiary all year; null otherwise. */
  spouseSoleBeneficiaryAge: number | null;
}

/** Which table gives an owner's divisor: 'joint' (Table II) only for a sole-beneficiary spouse more than 10 years younger. */
export function rmdDivisorTable(ownerAge: number, spouseSoleBeneficiaryAge: number | null): 'uniform' | 'joint' {
  if (spouseSoleBeneficiaryAge === null || !Number.isFinite(spouseSoleBeneficiaryAge) || !Number.isFinite(ownerAge))
    return 'uniform';
  return Math.floor(ownerAge) - Math.floor(spouseSoleBeneficiaryAge) > YOUNGER_SPOUSE_GAP_YEARS ? 'joint' : 'uniform';
}

/**
 * The owner's life-expectancy divisor for a tax year (ages at the end of that year, whole years).
 * Uniform Lifetime Table (Treas. Reg. §1.401(a)(9)-9(c); Pub. 590-B Table III), or Table II
 * (J(owner, spouse), §1.401(a)(9)-9(d)) when the sole beneficiary is a spouse more than 10 years
 * younger; exactly 10 years younger stays on the Uniform table. Ages over 120 use 120. The Uniform
 * table starts at 72, the earliest RMD age for 2022 on; an owner under 72 gets the Uniform table's
 * own construction, J(age, age − 10) from Table II (from age 30), so the answer is always a positive number.
 */
export function rmdDivisor({ ownerAge, spouseSoleBeneficiaryAge }: RmdDivisorInput): number {
  const owner = Number.isFinite(ownerAge)
    ? Math.min(Math.max(Math.floor(ownerAge), 0), UNIFORM_LIFETIME_MAX_AGE)
    : UNIFORM_LIFETIME_MIN_AGE;
  if (rmdDivisorTable(owner, spouseSoleBeneficiaryAge) === 'joint') {
    return jointLifeExpectancy(owner, spouseSoleBeneficiaryAge as number) as number;
  }
  const uniform = uniformLifetimeDivisor(owner);
  if (uniform !== null) return uniform;
  const young = Math.max(owner, JOINT_LIFE_MIN_AGE + YOUNGER_SPOUSE_GAP_YEARS);
  return jointLifeExpectancy(young, young - YOUNGER_SPOUSE_GAP_YEARS) as number;
}

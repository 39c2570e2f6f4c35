/**
 * The inherited IRA tool's fuller answer: the problems with the reader's years, the rule and why,
 * the spouse's other choice, and a year-by-year illustration until the account is empty. The law and
 * how years stand in for dates: inheritedIra.ts, which works out each year's RMD. It returns facts,
 * not English: each problem, reason, assumption and formula is `{ id, …figures }`, worded by the tool
 * (src/tools/InheritedIraCalculator/inheritedWords.ts, docs/CONVENTIONS.md "Words and formats").
 */
import { readNumber, toFinite } from '../core/num';
import {
  EARLY_WITHDRAWAL,
  FIVE_YEAR_RULE_YEARS,
  MISSED_RMD_CORRECTION,
  RMD_EXCISE,
  RMD_FIRST_DEADLINE,
  RMD_PROJECTION,
  SECURE_ACT_FIRST_DEATH_YEAR,
  TEN_YEAR_RULE_WAIVED_YEARS,
  TEN_YEAR_RULE_YEARS,
  AGE_OF_MAJORITY,
  UNIFORM_LIFETIME_SOURCE,
  ELIGIBLE_MAX_YEARS_YOUNGER,
  rmdExciseFor,
  rmdStartAge,
} from '../rules/tax/rmdTable';
import { SINGLE_LIFE_SOURCE, singleLifeExpectancy } from '../rules/tax/lifeExpectancy';
import {
  INHERITED_BOUNDS,
  INHERITED_NEWEST_YEAR,
  type InheritedRelationship,
  type InheritedRule,
  type SpouseChoice,
} from './inheritedIraBounds';
import {
  distributionSchedule,
  inheritedRmd,
  readInheritance,
  rmdInYear,
  yearOfDeathDivisor,
  type InheritedRmdInput,
  type InheritedRmdResult,
} from './inheritedIra';
import {
  earlierMinimums,
  relationshipCheck,
  waivedMinimums,
  type EarlierMinimum,
  type RelationshipCheck,
  type WaivedMinimums,
} from './inheritedIraChecks';

export type { EarlierMinimum, RelationshipCheck, WaivedMinimums } from './inheritedIraChecks';

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
  /** Why the row has no yearly divisor (null when it has one): the final year, a waived year, the year of death, or none due. */
  note: InheritedRowNote | null;
}

export type InheritedRowNote = 'final' | 'waived' | 'deathYear' | 'none';

/** What is wrong with the reader's years or balance, by field, with the figures the sentence names. */
export type InheritedIraProblem =
  | { field: 'ownerBirthYear'; id: 'ownerBirthYear'; min: number; max: number }
  | { field: 'ownerDeathYear'; id: 'deathMissing' }
  | { field: 'ownerDeathYear'; id: 'deathAfterYear'; deathYear: number; year: number }
  | { field: 'ownerDeathYear'; id: 'deathBeforeBirth'; deathYear: number; ownerBirthYear: number }
  | { field: 'beneficiaryBirthYear'; id: 'birthMissing'; year: number }
  | { field: 'beneficiaryBirthYear'; id: 'tooOld'; birthYear: number; age: number; year: number; maxAge: number }
  | { field: 'beneficiaryBirthYear'; id: 'bornAfterDeath'; birthYear: number; deathYear: number }
  | { field: 'beneficiaryBirthYear'; id: 'spouseTooYoung'; birthYear: number; age: number; deathYear: number }
  | { field: 'balance'; id: 'negativeBalance' };

/** The day of the year that is the required beginning date (RMD_FIRST_DEADLINE: 1 April). */
export interface DayOfYear {
  month: number;
  day: number;
}

/** 'yes' where the owner's remaining life expectancy is used when longer (the owner died on or after the RBD). */
type YesNo = 'yes' | 'no';

/** Why the rule applies, in order: who the heir is, the owner's required beginning date, then the rule's own reason. */
export type InheritedWhy =
  | { id: 'youAre'; relationship: InheritedRelationship; maxYounger: number }
  | { id: 'preSecure'; deathYear: number; secureYear: number }
  | { id: 'rothRbd' }
  | {
      id: 'rbd';
      ownerBirthYear: number;
      startAge: number;
      rbdDate: DayOfYear;
      rbdYear: number;
      deathYear: number;
      timing: 'onOrAfter' | 'before';
      /** 'yes' when the death fell in the RBD year itself (taken as on or after unless the reader says before). */
      sameYear: YesNo;
    }
  | { id: 'ownRoth' }
  | { id: 'ownTraditional'; ownStartAge: number; earlyAge: number; earlyPercent: number }
  | { id: 'spouseBeneficiary'; ownerLonger: YesNo; deathYear: number; waitUntil: number }
  | { id: 'lifeExpectancy'; firstYear: number; ownerLonger: YesNo; deathYear: number }
  | { id: 'minorTurns'; majority: number; majorityYear: number; ruleYears: number; finalYear: number }
  | { id: 'tenYear'; finalYear: number | null; ruleYears: number }
  | { id: 'tenYearWithYearly'; finalYear: number | null; firstYear: number; deathYear: number }
  | { id: 'fiveYear'; finalYear: number | null; ruleYears: number; skipped2020: YesNo }
  | { id: 'ownerLifeExpectancy'; deathYear: number };

/** "How this is calculated": each line's figures and the source the rules cite. */
export type InheritedAssumption =
  | { id: 'rule'; rule: InheritedRule; source: string }
  | { id: 'rbdRoth'; source: string }
  | { id: 'rbd'; rbdDate: DayOfYear; rbdYear: number; startAge: number; ownerBirthYear: number; source: string }
  | { id: 'divisor'; year: number; tableDivisor: number; table: 'uniform' | 'single'; source: string }
  | { id: 'tableRow'; age: number; year: number; lifeExpectancy: number | null; source: string }
  | { id: 'waived'; waivedYears: number[]; notices: string[]; ruleYears: number; source: string }
  | {
      id: 'excise';
      penaltyRate: number;
      /** Null before the lower rate existed (RMD_EXCISE.loweredFrom). */
      correctedPenaltyRate: number | null;
      correctByYear: number;
      formNumber: string;
      source: string;
    }
  | { id: 'growth'; growthRate: number };

/** The formulas the result used, in the order the tool lists them; `own` is how the heir's own divisor is found. */
export type InheritedFormula =
  | { id: 'rmd' }
  | { id: 'divisorOwner' }
  | { id: 'divisorOwn' }
  | { id: 'divisor' | 'divisorLonger'; own: 'recalculated' | 'fixed' }
  | { id: 'finalYear' };

export interface InheritedIraResult extends InheritedRmdResult {
  status: 'ok' | 'invalid';
  problems: InheritedIraProblem[];
  /** The relationship the rules used (differs from the one chosen when the birth years say so). */
  relationship: InheritedRelationship;
  /** Where the relationship chosen and the birth years disagree, or the years cannot settle it; null when they agree. */
  relationshipCheck: RelationshipCheck | null;
  year: number;
  balance: number;
  diedOnOrAfterRbd: boolean;
  rbdYear: number;
  /** Why the rule applies (the tool words each; the rule's name is `rule`). */
  why: InheritedWhy[];
  /** The other choice a spouse has, with its RMD this year. */
  spouseAlternative: InheritedRmdResult | null;
  /** The owner's RMD for the year of death (the heir takes what the owner had not), or null when none was due. */
  yearOfDeathRmdDivisor: number | null;
  /** The years whose missed yearly minimums the IRS waived for this heir; null where no waiver applied. */
  waived: WaivedMinimums | null;
  /** The heir's minimums already due before `year` (a missed one is put right on Form 5329). */
  earlierMinimums: EarlierMinimum[];
  /** The excise tax on a minimum of `year` missed, percent, and the rate if corrected in time. */
  penaltyRate: number;
  correctedPenaltyRate: number;
  schedule: InheritedScheduleRow[];
  assumptions: InheritedAssumption[];
  formulas: InheritedFormula[];
}

export const INHERITED_SCHEDULE_MAX_ROWS = 30;

/** Where the required beginning date comes from (the RMD ages by birth year; a Roth IRA's owner is treated as dying before it). */
const RBD_SOURCE = 'SECURE Act §114; SECURE 2.0 Act §107; Treas. Reg. §1.408A-6';

function problemsOf(input: Partial<Record<keyof InheritedIraInput, unknown>>, thisYear: number): InheritedIraProblem[] {
  const out: InheritedIraProblem[] = [];
  const num = (v: unknown) => toFinite(v, NaN);
  const ownerBirth = num(input.ownerBirthYear);
  const death = num(input.ownerDeathYear);
  const benBirth = num(input.beneficiaryBirthYear);
  const balance = num(input.balance);
  if (!Number.isFinite(ownerBirth) || ownerBirth < INHERITED_BOUNDS.birthYear.min || ownerBirth > thisYear)
    out.push({ field: 'ownerBirthYear', id: 'ownerBirthYear', min: INHERITED_BOUNDS.birthYear.min, max: thisYear });
  if (!Number.isFinite(death)) out.push({ field: 'ownerDeathYear', id: 'deathMissing' });
  else if (death > thisYear)
    out.push({ field: 'ownerDeathYear', id: 'deathAfterYear', deathYear: death, year: thisYear });
  else if (Number.isFinite(ownerBirth) && death < ownerBirth)
    out.push({ field: 'ownerDeathYear', id: 'deathBeforeBirth', deathYear: death, ownerBirthYear: ownerBirth });
  const relationship = input.relationship;
  if (relationship !== 'estate') {
    if (!Number.isFinite(benBirth) || benBirth > thisYear)
      out.push({ field: 'beneficiaryBirthYear', id: 'birthMissing', year: thisYear });
    else if (thisYear - benBirth > INHERITED_BOUNDS.maxAge)
      out.push({
        field: 'beneficiaryBirthYear',
        id: 'tooOld',
        birthYear: benBirth,
        age: thisYear - benBirth,
        year: thisYear,
        maxAge: INHERITED_BOUNDS.maxAge,
      });
    else if (
      Number.isFinite(death) &&
      benBirth > death &&
      relationship !== 'minorChild' &&
      relationship !== 'otherPerson' &&
      relationship !== 'disabledOrChronicallyIll'
    )
      out.push({ field: 'beneficiaryBirthYear', id: 'bornAfterDeath', birthYear: benBirth, deathYear: death });
  }
  if (relationship === 'spouse' && Number.isFinite(benBirth) && Number.isFinite(death) && death - benBirth < 16)
    out.push({
      field: 'beneficiaryBirthYear',
      id: 'spouseTooYoung',
      birthYear: benBirth,
      age: Math.max(death - benBirth, 0),
      deathYear: death,
    });
  if (Number.isFinite(balance) && balance < 0) out.push({ field: 'balance', id: 'negativeBalance' });
  return out;
}

/**
 * How the divisor of this reading is found, as the schedule above does it (`schedule`): a spouse who
 * stays a beneficiary looks Table I up again each year; other heirs look it up once and take 1 off each
 * year; and when the owner died on or after the required beginning date, the owner's remaining life
 * expectancy is used when it is longer (Treas. Reg. §1.401(a)(9)-5(d)(1)(ii) and (iii), T.D. 10001).
 */
function divisorFormulas(
  rule: InheritedRule,
  relationship: InheritedRelationship,
  diedOnOrAfterRbd: boolean,
): InheritedFormula[] {
  if (rule === 'ownerLifeExpectancy') return [{ id: 'divisorOwner' }];
  if (rule === 'treatAsOwn') return [{ id: 'divisorOwn' }];
  if (rule !== 'lifeExpectancy' && rule !== 'tenYearWithYearlyRmd') return [];
  const own = relationship === 'spouse' ? 'recalculated' : 'fixed';
  return [{ id: diedOnOrAfterRbd ? 'divisorLonger' : 'divisor', own }];
}

export function planInheritedIra(raw: Partial<InheritedIraInput> | null | undefined): InheritedIraResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof InheritedIraInput, unknown>>;
  const year = Math.floor(readNumber(input.year, 1800, 2300, INHERITED_NEWEST_YEAR));
  const problems = problemsOf(input, year);
  const r = readInheritance(input as unknown as InheritedRmdInput);
  const s = distributionSchedule(r);
  const balance = readNumber(input.balance, INHERITED_BOUNDS.balance.min, INHERITED_BOUNDS.balance.max);
  const growth = readNumber(input.growthRate ?? RMD_PROJECTION.growthRate, -50, 50);
  const { rmd, divisor } = rmdInYear(r, s, year, balance);
  const { standard: penaltyRate, corrected: correctedPenaltyRate } = rmdExciseFor(year);
  const waived = waivedMinimums(r, s);

  const t = r.timing;
  const rbdDate: DayOfYear = { month: RMD_FIRST_DEADLINE.month, day: RMD_FIRST_DEADLINE.day };
  const ownerLonger: YesNo = t.diedOnOrAfterRbd ? 'yes' : 'no';
  // Where the chosen relationship and the birth years disagree, the tool words relationshipCheck first.
  const why: InheritedWhy[] = [{ id: 'youAre', relationship: r.relationship, maxYounger: ELIGIBLE_MAX_YEARS_YOUNGER }];
  if (r.preSecure && r.relationship !== 'estate' && r.relationship !== 'spouse')
    why.push({ id: 'preSecure', deathYear: r.ownerDeathYear, secureYear: SECURE_ACT_FIRST_DEATH_YEAR });
  why.push(
    r.accountType === 'roth'
      ? { id: 'rothRbd' }
      : {
          id: 'rbd',
          ownerBirthYear: r.ownerBirthYear,
          startAge: t.startAge,
          rbdDate,
          rbdYear: t.rbdYear,
          deathYear: r.ownerDeathYear,
          timing: t.diedOnOrAfterRbd ? 'onOrAfter' : 'before',
          sameYear: r.ownerDeathYear === t.rbdYear ? 'yes' : 'no',
        },
  );
  switch (s.rule) {
    case 'treatAsOwn':
      why.push(
        r.accountType === 'roth'
          ? { id: 'ownRoth' }
          : {
              id: 'ownTraditional',
              ownStartAge: rmdStartAge(r.beneficiaryBirthYear),
              earlyAge: EARLY_WITHDRAWAL.age,
              earlyPercent: EARLY_WITHDRAWAL.percent,
            },
      );
      break;
    case 'lifeExpectancy':
      why.push(
        r.relationship === 'spouse'
          ? {
              id: 'spouseBeneficiary',
              ownerLonger,
              deathYear: r.ownerDeathYear,
              waitUntil: Math.max(r.ownerDeathYear + 1, t.applicableYear),
            }
          : { id: 'lifeExpectancy', firstYear: r.ownerDeathYear + 1, ownerLonger, deathYear: r.ownerDeathYear },
      );
      if (r.relationship === 'minorChild' && !r.preSecure)
        why.push({
          id: 'minorTurns',
          majority: AGE_OF_MAJORITY,
          majorityYear: r.beneficiaryBirthYear + AGE_OF_MAJORITY,
          ruleYears: TEN_YEAR_RULE_YEARS,
          finalYear: r.beneficiaryBirthYear + AGE_OF_MAJORITY + TEN_YEAR_RULE_YEARS,
        });
      break;
    case 'tenYear':
      why.push({ id: 'tenYear', finalYear: s.finalYear, ruleYears: TEN_YEAR_RULE_YEARS });
      break;
    case 'tenYearWithYearlyRmd':
      why.push({
        id: 'tenYearWithYearly',
        finalYear: s.finalYear,
        firstYear: r.ownerDeathYear + 1,
        deathYear: r.ownerDeathYear,
      });
      break;
    case 'fiveYear':
      why.push({
        id: 'fiveYear',
        finalYear: s.finalYear,
        ruleYears: FIVE_YEAR_RULE_YEARS,
        skipped2020: s.finalYear !== null && s.finalYear - r.ownerDeathYear > FIVE_YEAR_RULE_YEARS ? 'yes' : 'no',
      });
      break;
    case 'ownerLifeExpectancy':
      why.push({ id: 'ownerLifeExpectancy', deathYear: r.ownerDeathYear });
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
    const step = rmdInYear(r, s, y, b);
    const note: InheritedRowNote | null =
      step.divisor !== null
        ? null
        : s.finalYear !== null && y >= s.finalYear
          ? 'final'
          : s.waived(y)
            ? 'waived'
            : y === r.ownerDeathYear
              ? 'deathYear'
              : 'none';
    rows.push({ year: y, age: y - r.beneficiaryBirthYear, balance: b, divisor: step.divisor, rmd: step.rmd, note });
    if (s.finalYear !== null && y >= s.finalYear) break;
    b = Math.max(b - step.rmd, 0) * (1 + growth / 100);
  }

  const assumptions: InheritedAssumption[] = [
    { id: 'rule', rule: s.rule, source: 'SECURE Act §401; Treas. Reg. §1.401(a)(9)-3 to -5 (T.D. 10001, 2024)' },
    r.accountType === 'roth'
      ? { id: 'rbdRoth', source: RBD_SOURCE }
      : {
          id: 'rbd',
          rbdDate,
          rbdYear: t.rbdYear,
          startAge: t.startAge,
          ownerBirthYear: r.ownerBirthYear,
          source: RBD_SOURCE,
        },
  ];
  if (divisor !== null) {
    const uniform = year === r.ownerDeathYear || s.rule === 'treatAsOwn';
    assumptions.push({
      id: 'divisor',
      year,
      tableDivisor: divisor,
      table: uniform ? 'uniform' : 'single',
      source: uniform ? UNIFORM_LIFETIME_SOURCE : SINGLE_LIFE_SOURCE,
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
        id: 'tableRow',
        age: who,
        year: whoYear,
        lifeExpectancy: singleLifeExpectancy(who),
        source: SINGLE_LIFE_SOURCE,
      });
  }
  // The waiver only where it applied: the 10-year rule with yearly minimums, in the years it covered.
  if (waived)
    assumptions.push({
      id: 'waived',
      waivedYears: waived.years,
      notices: waived.notices,
      ruleYears: TEN_YEAR_RULE_YEARS,
      source: TEN_YEAR_RULE_WAIVED_YEARS.source,
    });
  assumptions.push(
    {
      id: 'excise',
      penaltyRate,
      correctedPenaltyRate: year >= RMD_EXCISE.loweredFrom ? correctedPenaltyRate : null,
      correctByYear: year + MISSED_RMD_CORRECTION.windowYears,
      formNumber: MISSED_RMD_CORRECTION.formNumber,
      source: MISSED_RMD_CORRECTION.source,
    },
    { id: 'growth', growthRate: growth },
  );

  return {
    status: problems.length ? 'invalid' : 'ok',
    problems,
    rule: s.rule,
    rmd,
    divisor,
    finalYear: s.finalYear,
    relationship: r.relationship,
    relationshipCheck: relationshipCheck(r),
    year,
    balance,
    diedOnOrAfterRbd: t.diedOnOrAfterRbd,
    rbdYear: t.rbdYear,
    why,
    spouseAlternative,
    yearOfDeathRmdDivisor: r.accountType === 'traditional' ? yearOfDeathDivisor(r) : null,
    waived,
    earlierMinimums: earlierMinimums(r, s, year),
    penaltyRate,
    correctedPenaltyRate,
    schedule: rows,
    assumptions,
    formulas: [{ id: 'rmd' }, ...divisorFormulas(s.rule, r.relationship, t.diedOnOrAfterRbd), { id: 'finalYear' }],
  };
}

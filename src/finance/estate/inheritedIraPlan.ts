/**
 * The inherited IRA tool's fuller answer: the plain-words problems with the reader's years, the rule
 * in words and why, the spouse's other choice, and a year-by-year illustration until the account is
 * empty. The law and how years stand in for dates: inheritedIra.ts, which works out each year's RMD.
 */
import { readNumber, toFinite } from '../core/num';
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
} from '../rules/tax/rmdTable';
import { SINGLE_LIFE_SOURCE, singleLifeExpectancy } from '../rules/tax/lifeExpectancy';
import {
  INHERITED_BOUNDS,
  INHERITED_NEWEST_YEAR,
  type InheritedRelationship,
  type InheritedRule,
  type SpouseChoice,
} from './inheritedIraBounds';
import type { Assumption } from '../core/types';
import {
  distributionSchedule,
  inheritedRmd,
  readInheritance,
  rmdInYear,
  yearOfDeathDivisor,
  type InheritedRmdInput,
  type InheritedRmdResult,
} from './inheritedIra';

/** An age as the rules write it: 70.5 → "70½". */
const ageWords = (age: number) => (Number.isInteger(age) ? String(age) : `${Math.floor(age)}½`);
/** "10th": the year of a deadline counted from the death (26 USC §401(a)(9)(H)(i), (B)(ii)). */
const ordinalRules = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[ordinalRules.select(n)] ?? 'th'}`;
/** "1 April": the day of the year after the RMD age that is the required beginning date (rules/tax/rmdTable.ts). */
const RBD_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
  new Date(Date.UTC(2000, RMD_FIRST_DEADLINE.month - 1, RMD_FIRST_DEADLINE.day)),
);

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
  const r = readInheritance(input as unknown as InheritedRmdInput);
  const s = distributionSchedule(r);
  const balance = readNumber(input.balance, INHERITED_BOUNDS.balance.min, INHERITED_BOUNDS.balance.max);
  const growth = readNumber(input.growthRate ?? RMD_PROJECTION.growthRate, -50, 50);
  const { rmd, divisor } = rmdInYear(r, s, year, balance);
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
    const step = rmdInYear(r, s, y, b);
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

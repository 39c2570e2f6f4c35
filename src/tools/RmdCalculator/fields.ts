import type { Answer } from '../../finance/core/num';
import { CALENDAR_YEAR } from '../../kit/format';
import type { SelectOption } from '../../kit';
import { RMD_BOUNDS as b, type RmdTaxYear } from '../../finance/tax/rmd';
import { RMD_TOOL_YEARS, rmdStartAge } from '../../finance/rules/tax/rmdTable';
import { newestYear } from '../../finance/rules/core/years';
import { ageInYear, birthYearFromAge } from '../../finance/core/myDetails';
import { defineToolFields, fromAnswer, fromBirthYear, type MyDetailsSource } from '../shared/core/toolFields';

const YEAR_OPTIONS: SelectOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

/** The first age with an RMD due in `year`: the youngest age at least the start age of its birth year (2026 → 73). */
export function firstRmdAge(year: number): number {
  let age = 70;
  while (age < rmdStartAge(year - age)) age++;
  return age;
}

const SPOUSE_OPTIONS: SelectOption[] = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/** The answers to "Is your spouse the sole beneficiary?". */
type SpouseSole = 'no' | 'yes';

/** The tax year the form opens on: the newest the rules hold. */
const OPENING_YEAR = newestYear(RMD_TOOL_YEARS, 'rmd') as RmdTaxYear;

// The form opens on the newest year and the first age with an RMD due in it, so its first screen answers
// (issue H3), with the spec's example balance (SPEC §9: a 500,000 balance). A saved or shared tax year is read
// back as one of the offered years (toolSchema.ts).
export const DEFAULTS: {
  age: number;
  /** Left blank, "not entered" (the tool asks for it); 0 is the answer "the account was empty" (issue I6, item 2). */
  balance: Answer;
  taxYear: RmdTaxYear;
  spouseSole: SpouseSole;
  spouseAge: number;
} = {
  age: firstRmdAge(OPENING_YEAR),
  balance: 500_000,
  taxYear: OPENING_YEAR,
  spouseSole: 'no',
  spouseAge: firstRmdAge(OPENING_YEAR),
};

/**
 * The spouse's age on 31 December of the tool's tax year, from My details' spouse birth year; saved
 * back only when the reader says the spouse is the sole beneficiary (otherwise the age is not theirs to give).
 */
const spouseAgeFromMyDetails: MyDetailsSource = {
  from: ['spouseBirthYear'],
  how: 'spouse’s age on 31 December of the tax year chosen in the tool',
  derive: (details, { inputs }) => ageInYear(details.spouseBirthYear, Number(inputs.taxYear)),
  toMyDetails: (value, { inputs }) => {
    if (inputs.spouseSole !== 'yes') return undefined;
    const spouseBirthYear = birthYearFromAge(Number(value), Number(inputs.taxYear));
    return spouseBirthYear === undefined ? undefined : { spouseBirthYear };
  },
};

/** The age hint: one start-age rule, the one for the birth year the age and tax year give. */
export function ageHint(age: number, taxYear: number): string {
  if (!(age > 0)) return 'Use your age on 31 December of the tax year.';
  const born = taxYear - age;
  const start = rmdStartAge(born);
  return `Use your age on 31 December ${taxYear}. Born in ${born}, your RMDs start at ${start === 70.5 ? '70½' : start}.`;
}

/** The RMD calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'age',
    label: 'Your age at the end of the tax year',
    kind: 'number',
    unit: 'years',
    // No lower clamp: SPEC §5 wants an age under 70 to calculate nothing, not to become 70.
    min: 0,
    max: b.age.max,
    hint: 'Use your age on 31 December of the tax year.',
    myDetails: fromBirthYear('age on 31 December of the tax year chosen in the tool', ({ inputs }) =>
      Number(inputs.taxYear),
    ),
  },
  {
    id: 'balance',
    label: 'Account balance on 31 December of the year before',
    kind: 'money',
    min: b.balance.min,
    max: b.balance.max,
    decimals: 2,
    step: 1000,
    hint: 'Traditional IRA or 401(k) balance.',
    blank: 'Not entered',
    myDetails: fromAnswer('traditionalSavings'),
  },
  { id: 'taxYear', label: 'Tax year', kind: 'select', options: YEAR_OPTIONS, compare: { format: CALENDAR_YEAR } },
  {
    id: 'spouseSole',
    label: 'Is your spouse the sole beneficiary of this account?',
    kind: 'select',
    options: SPOUSE_OPTIONS,
    hint: 'Your only beneficiary for the whole year. A spouse more than 10 years younger gives a smaller RMD.',
  },
  {
    id: 'spouseAge',
    label: 'Your spouse’s age at the end of the tax year',
    kind: 'number',
    unit: 'years',
    min: b.spouseAge.min,
    max: b.spouseAge.max,
    hint: 'Use your spouse’s age on 31 December of the tax year.',
    myDetails: spouseAgeFromMyDetails,
  },
]);

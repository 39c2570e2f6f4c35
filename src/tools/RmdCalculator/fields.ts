import type { Answer } from '../../finance/core/num';
import { RMD_BOUNDS as b, type RmdTaxYear } from '../../finance/tax/rmd';
import { RMD_TOOL_YEARS, rmdStartAge } from '../../finance/rules/tax/rmdTable';
import { newestYear } from '../../finance/rules/core/years';
import {
  defineToolFields,
  fromAnswer,
  ageThisYear,
  type ToolOption,
  yearsBetween,
  fromAgeInTaxYear,
  taxYearChoice,
  moneyBetween,
} from '../shared/core/toolFields';
import { startAgeWords } from './rmdWords';
import * as m from './messages';

const YEAR_OPTIONS: ToolOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

/** The first age with an RMD due in `year`: the youngest age at least the start age of its birth year (2026 → 73). */
export function firstRmdAge(year: number): number {
  let age = 70;
  while (age < rmdStartAge(year - age)) age++;
  return age;
}

const SPOUSE_OPTIONS: ToolOption[] = [
  { value: 'no', label: m.no },
  { value: 'yes', label: m.yes },
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
const spouseAgeFromMyDetails = fromAgeInTaxYear(
  'spouseBirthYear',
  'spouse’s age on 31 December of the tax year chosen in the tool',
  (inputs) => inputs.spouseSole === 'yes',
);

/** The age hint: one start-age rule, the one for the birth year the age and tax year give. */
export function ageHint(age: number, taxYear: number): string {
  if (!(age > 0)) return m.ageHint();
  const born = taxYear - age;
  return m.ageHintBorn({ taxYear, birthYear: born, startAge: startAgeWords(rmdStartAge(born)) });
}

/** The RMD calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'age',
    label: m.ageLabel,
    // No lower clamp: SPEC §5 wants an age under 70 to calculate nothing, not to become 70.
    ...ageThisYear({ min: 0, max: b.age.max }),
    hint: m.ageHint,
    myDetails: fromAgeInTaxYear('birthYear', 'age on 31 December of the tax year chosen in the tool'),
  },
  {
    id: 'balance',
    label: m.balanceLabel,
    ...moneyBetween(b.balance),
    decimals: 2,
    step: 1000,
    hint: m.balanceHint,
    blank: m.balanceBlank,
    myDetails: fromAnswer('traditionalSavings'),
  },
  { id: 'taxYear', label: m.taxYearLabel, ...taxYearChoice(YEAR_OPTIONS) },
  { id: 'spouseSole', label: m.spouseSoleLabel, kind: 'select', options: SPOUSE_OPTIONS, hint: m.spouseSoleHint },
  {
    id: 'spouseAge',
    label: m.spouseAgeLabel,
    ...yearsBetween(b.spouseAge),
    hint: m.spouseAgeHint,
    myDetails: spouseAgeFromMyDetails,
  },
]);

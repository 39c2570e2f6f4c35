import { CALENDAR_YEAR } from '../../kit/format';
import type { SelectOption } from '../../kit';
import {
  INHERITED_BOUNDS as b,
  INHERITED_TAX_YEARS,
  type InheritedAccountType,
  type InheritedRelationship,
  type SpouseChoice,
} from '../../finance/estate/inheritedIraBounds';
import { newestYear } from '../../finance/rules/core/years';
import { AGE_OF_MAJORITY, ELIGIBLE_MAX_YEARS_YOUNGER } from '../../finance/rules/tax/rmdTable';
import { defineToolFields, fromAnswer } from '../shared/core/toolFields';

const YEAR_OPTIONS: SelectOption[] = INHERITED_TAX_YEARS.map((y) => ({ value: String(y), label: String(y) }));

export const ACCOUNT_OPTIONS: SelectOption[] = [
  { value: 'traditional', label: 'Traditional IRA (or 401(k))' },
  { value: 'roth', label: 'Roth IRA' },
];

/** The answer for an heir not more than 10 years younger than the owner (the sibling case), named in the tool's warning. */
export const SIBLING_LABEL = `A brother, sister or other person not more than ${ELIGIBLE_MAX_YEARS_YOUNGER} years younger than the owner`;
/** The answer for any other person, named in the tool's warning. */
export const OTHER_PERSON_LABEL = 'Someone else, such as an adult child or a grandchild';

/**
 * Shown as radio buttons, not a list that opens: every answer stays in view and wraps at 320 px
 * and 200 % zoom, where a list's long options were cut short.
 */
export const RELATIONSHIP_OPTIONS: SelectOption[] = [
  { value: 'spouse', label: 'The owner’s husband or wife' },
  { value: 'minorChild', label: `The owner’s child, under ${AGE_OF_MAJORITY} when the owner died` },
  { value: 'disabledOrChronicallyIll', label: 'Someone disabled or chronically ill' },
  { value: 'notMoreThan10YearsYounger', label: SIBLING_LABEL },
  { value: 'otherPerson', label: OTHER_PERSON_LABEL },
  { value: 'estate', label: 'The owner’s estate' },
];

export const SPOUSE_CHOICE_OPTIONS: SelectOption[] = [
  { value: 'treatAsOwn', label: 'Treat it as my own IRA' },
  { value: 'remainBeneficiary', label: 'Stay a beneficiary' },
];

const YES_NO: SelectOption[] = [
  { value: 'no', label: 'No, on 1 April or later (or I do not know)' },
  { value: 'yes', label: 'Yes, before 1 April' },
];

/**
 * The form's defaults (the tool's own, not the engine's): an adult child inheriting a traditional
 * IRA from a parent born in 1948 who died in 2024, after starting RMDs: the case the 2024 final
 * regulations changed most, in the newest year the tables hold.
 */
export const DEFAULTS: {
  accountType: InheritedAccountType;
  relationship: InheritedRelationship;
  ownerBirthYear: number;
  ownerDeathYear: number;
  beneficiaryBirthYear: number;
  balance: number;
  year: number;
  spouseChoice: SpouseChoice;
  diedBeforeApril: 'no' | 'yes';
} = {
  accountType: 'traditional',
  relationship: 'otherPerson',
  ownerBirthYear: 1948,
  ownerDeathYear: 2024,
  beneficiaryBirthYear: 1975,
  balance: 250_000,
  year: newestYear(INHERITED_TAX_YEARS, 'inherited-ira'),
  spouseChoice: 'treatAsOwn',
  diedBeforeApril: 'no',
};

const year = { kind: 'number', unit: undefined, grouping: false, decimals: 0 } as const;

/** The inherited IRA calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'accountType',
    label: 'Traditional or Roth?',
    kind: 'select',
    options: ACCOUNT_OPTIONS,
    hint: 'What the account was when the owner died.',
  },
  {
    id: 'relationship',
    label: 'Who are you to the owner?',
    kind: 'select',
    as: 'radios',
    options: RELATIONSHIP_OPTIONS,
    hint: 'As named on the beneficiary form.',
  },
  {
    id: 'ownerBirthYear',
    label: 'The owner’s birth year',
    ...year,
    min: b.birthYear.min,
    max: b.birthYear.max,
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'ownerDeathYear',
    label: 'The year the owner died',
    ...year,
    min: b.deathYear.min,
    max: b.deathYear.max,
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'diedBeforeApril',
    label: 'Did the owner die before 1 April of that year?',
    kind: 'select',
    options: YES_NO,
    hint: 'The owner’s required beginning date was 1 April of that year, so the day matters.',
  },
  {
    id: 'beneficiaryBirthYear',
    label: 'Your birth year',
    ...year,
    min: b.birthYear.min,
    max: b.birthYear.max,
    myDetails: fromAnswer('birthYear'),
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'spouseChoice',
    label: 'Treat it as your own, or stay a beneficiary?',
    kind: 'select',
    options: SPOUSE_CHOICE_OPTIONS,
    hint: 'You can compare both below.',
  },
  {
    id: 'balance',
    label: 'Balance on 31 December of last year',
    kind: 'money',
    min: -b.balance.max,
    max: b.balance.max,
    decimals: 2,
    step: 1000,
    hint: 'From the account statement for the end of last year.',
  },
  { id: 'year', label: 'Tax year', kind: 'select', options: YEAR_OPTIONS, compare: { format: CALENDAR_YEAR } },
]);

import { CALENDAR_YEAR } from '../../kit/format';
import {
  INHERITED_BOUNDS as b,
  INHERITED_TAX_YEARS,
  type InheritedAccountType,
  type InheritedRelationship,
  type SpouseChoice,
} from '../../finance/estate/inheritedIraBounds';
import { newestYear } from '../../finance/rules/core/years';
import { AGE_OF_MAJORITY, ELIGIBLE_MAX_YEARS_YOUNGER } from '../../finance/rules/tax/rmdTable';
import { defineToolFields, fromAnswer, type ToolOption, taxYearChoice } from '../shared/core/toolFields';
import type { Text } from '../../i18n/text';
import * as m from './messages';

const YEAR_OPTIONS: ToolOption[] = INHERITED_TAX_YEARS.map((y) => ({ value: String(y), label: String(y) }));

export const ACCOUNT_OPTIONS: ToolOption[] = [
  { value: 'traditional', label: m.accountTraditional },
  { value: 'roth', label: m.accountRoth },
];

/** The answer for an heir not more than 10 years younger than the owner (the sibling case), named in the tool's warning. */
export const SIBLING_LABEL: Text = () => m.relationshipSibling({ maxYounger: ELIGIBLE_MAX_YEARS_YOUNGER });
/** The answer for any other person, named in the tool's warning. */
export const OTHER_PERSON_LABEL: Text = m.relationshipOther;

/**
 * Shown as radio buttons, not a list that opens: every answer stays in view and wraps at 320 px
 * and 200 % zoom, where a list's long options were cut short.
 */
export const RELATIONSHIP_OPTIONS: ToolOption[] = [
  { value: 'spouse', label: m.relationshipSpouse },
  { value: 'minorChild', label: () => m.relationshipMinorChild({ majority: AGE_OF_MAJORITY }) },
  { value: 'disabledOrChronicallyIll', label: m.relationshipDisabled },
  { value: 'notMoreThan10YearsYounger', label: SIBLING_LABEL },
  { value: 'otherPerson', label: OTHER_PERSON_LABEL },
  { value: 'estate', label: m.relationshipEstate },
];

export const SPOUSE_CHOICE_OPTIONS: ToolOption[] = [
  { value: 'treatAsOwn', label: m.spouseTreatAsOwn },
  { value: 'remainBeneficiary', label: m.spouseRemainBeneficiary },
];

const YES_NO: ToolOption[] = [
  { value: 'no', label: m.diedBeforeAprilNo },
  { value: 'yes', label: m.diedBeforeAprilYes },
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
  { id: 'accountType', label: m.accountTypeLabel, kind: 'select', options: ACCOUNT_OPTIONS, hint: m.accountTypeHint },
  {
    id: 'relationship',
    label: m.relationshipLabel,
    kind: 'select',
    as: 'radios',
    options: RELATIONSHIP_OPTIONS,
    hint: m.relationshipHint,
  },
  {
    id: 'ownerBirthYear',
    label: m.ownerBirthYearLabel,
    ...year,
    min: b.birthYear.min,
    max: b.birthYear.max,
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'ownerDeathYear',
    label: m.ownerDeathYearLabel,
    ...year,
    min: b.deathYear.min,
    max: b.deathYear.max,
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'diedBeforeApril',
    label: m.diedBeforeAprilLabel,
    kind: 'select',
    options: YES_NO,
    hint: m.diedBeforeAprilHint,
  },
  {
    id: 'beneficiaryBirthYear',
    label: m.beneficiaryBirthYearLabel,
    ...year,
    min: b.birthYear.min,
    max: b.birthYear.max,
    myDetails: fromAnswer('birthYear'),
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'spouseChoice',
    label: m.spouseChoiceLabel,
    kind: 'select',
    options: SPOUSE_CHOICE_OPTIONS,
    hint: m.spouseChoiceHint,
  },
  {
    id: 'balance',
    label: m.balanceLabel,
    kind: 'money',
    min: -b.balance.max,
    max: b.balance.max,
    decimals: 2,
    step: 1000,
    hint: m.balanceHint,
  },
  { id: 'year', label: m.taxYearLabel, ...taxYearChoice(YEAR_OPTIONS) },
]);

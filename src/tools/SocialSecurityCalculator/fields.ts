import { CALENDAR_YEAR, monthName as kitMonthName } from '../../kit/format';
import { wordsByValue } from '../../i18n/text';
import { SOCIAL_SECURITY_BOUNDS as b } from '../../finance/socialSecurity/socialSecurity';
import {
  COUPLE_FALLBACK_DISCOUNT_PERCENT,
  SS_FALLBACK_INPUTS,
} from '../../finance/rules/socialSecurity/socialSecurityClaiming';
import {
  defineToolFields,
  fromAnswer,
  fromMonth,
  fromMonthlyBenefit,
  fromSpouseBenefit,
  type ToolOption,
  yearsBetween,
  percentBetween,
} from '../shared/core/toolFields';
import * as m from './messages';

/** The view: one person's claiming ages, or a couple's. */
export const MODE_OPTIONS = [
  { value: 'single', label: m.modeSingle },
  { value: 'couple', label: m.modeCouple },
] as const;
export type Mode = (typeof MODE_OPTIONS)[number]['value'];

/** Birth month: 0 = not given (then no claiming age is left out as past). */
export const MONTH_OPTIONS: ToolOption[] = [
  { value: '0', label: m.monthNotGiven },
  ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: () => kitMonthName(i + 1) })),
];
export const monthName = (month: number): string => kitMonthName(month >= 1 && month <= 12 ? month : 1);

export const WHO_DIES_OPTIONS = [
  { value: 'you', label: m.whoDiesYou },
  { value: 'spouse', label: m.whoDiesSpouse },
] as const;

/** Which column of SSA's period life table gives the default age at death; not stated → the average of the two. */
export const SEX_OPTIONS = [
  { value: 'unstated', label: m.sexUnstated },
  { value: 'female', label: m.sexFemale },
  { value: 'male', label: m.sexMale },
] as const;

/** A death age of 0 means "from the life table": the form shows the table's figure until the reader types their own. */
export const DEATH_AGE_FROM_TABLE = 0;
const DEATH_AGE_COMPARE = {
  format: { style: 'years' },
  options: wordsByValue([{ value: String(DEATH_AGE_FROM_TABLE), label: m.deathAgeFromTable }]),
} as const;

export const COUPLE_FIELD_BOUNDS = {
  spouseFraBenefit: { min: 0, max: 6000 },
  deathAge: { min: 62, max: 110 },
  realDiscountPercent: { min: 0, max: 10, step: 0.1 },
} as const;

/** Both partners' ages at death: in years to one decimal, between the bounds, compared as the life table's or the reader's own. */
const DEATH_AGE = {
  kind: 'number',
  unit: 'years',
  decimals: 1,
  step: 0.1,
  min: COUPLE_FIELD_BOUNDS.deathAge.min,
  max: COUPLE_FIELD_BOUNDS.deathAge.max,
  compare: DEATH_AGE_COMPARE,
} as const;

type Sex = (typeof SEX_OPTIONS)[number]['value'];
type WhoDies = (typeof WHO_DIES_OPTIONS)[number]['value'];

/**
 * The form opens on our example (the spec names no defaults for this tool): born in 1964, a benefit at full retirement
 * age of 2,000 a month (close to SSA's 2026 average retired-worker benefit), to 85, no COLA, one person; a spouse
 * born in 1964 with 900 a month when a couple is compared. The first four and the 2 % real discount rate are the
 * calculations' fallback inputs (SS_FALLBACK_INPUTS and COUPLE_FALLBACK_DISCOUNT_PERCENT in
 * rules/socialSecurity/socialSecurityClaiming.ts, their one home).
 */
export const DEFAULTS = {
  ...SS_FALLBACK_INPUTS,
  mode: 'single' as Mode,
  birthMonth: 0,
  spouseBirthYear: 1964,
  spouseBirthMonth: 0,
  spouseFraBenefit: 900,
  yourSex: 'unstated' as Sex,
  spouseSex: 'unstated' as Sex,
  /** 0: age today + life expectancy from SSA's period life table 2022 (rules/socialSecurity/socialSecurityLifeTable.ts). */
  yourDeathAge: DEATH_AGE_FROM_TABLE,
  spouseDeathAge: DEATH_AGE_FROM_TABLE,
  realDiscountPercent: COUPLE_FALLBACK_DISCOUNT_PERCENT,
  whoDies: 'you' as WhoDies,
  dyingAge: 78,
};

/** The Social Security claiming-age fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'birthYear',
    label: m.birthYearLabel,
    kind: 'number',
    // A year is not grouped: "1964", never "1,964".
    grouping: false,
    min: b.birthYear.min,
    max: b.birthYear.max,
    hint: () => m.birthYearHint({ min: String(b.birthYear.min), max: String(b.birthYear.max) }),
    myDetails: fromAnswer('birthYear'),
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'fraBenefit',
    label: m.fraBenefitLabel,
    kind: 'money',
    // SSA rounds a PIA down to the dime ($4,020.90), so the box keeps cents; whole dollars type as ever.
    decimals: 2,
    min: b.fraBenefit.min,
    max: b.fraBenefit.max,
    hint: m.fraBenefitHint,
    myDetails: fromMonthlyBenefit(),
  },
  {
    id: 'birthMonth',
    label: m.birthMonthLabel,
    kind: 'select',
    options: MONTH_OPTIONS,
    hint: m.birthMonthHint,
    myDetails: fromMonth('birthMonth'),
    compare: { options: wordsByValue(MONTH_OPTIONS) },
  },
  { id: 'lifeExpectancy', label: m.lifeExpectancyLabel, ...yearsBetween(b.lifeExpectancy), hint: m.lifeExpectancyHint },
  {
    id: 'colaPercent',
    label: m.colaLabel,
    ...percentBetween(b.colaPercent),
    hint: m.colaHint,
    compare: { label: m.colaCompareLabel },
  },
  { id: 'mode', label: m.modeLabel, kind: 'select', options: MODE_OPTIONS, hint: m.modeHint },
  {
    id: 'spouseBirthYear',
    label: m.spouseBirthYearLabel,
    kind: 'number',
    grouping: false,
    min: b.birthYear.min,
    max: b.birthYear.max,
    myDetails: fromAnswer('spouseBirthYear'),
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'spouseBirthMonth',
    label: m.spouseBirthMonthLabel,
    kind: 'select',
    options: MONTH_OPTIONS,
    myDetails: fromMonth('spouseBirthMonth'),
    compare: { options: wordsByValue(MONTH_OPTIONS) },
  },
  {
    id: 'spouseFraBenefit',
    label: m.spouseFraBenefitLabel,
    kind: 'money',
    decimals: 2,
    min: COUPLE_FIELD_BOUNDS.spouseFraBenefit.min,
    max: COUPLE_FIELD_BOUNDS.spouseFraBenefit.max,
    hint: m.spouseFraBenefitHint,
    myDetails: fromSpouseBenefit(),
  },
  { id: 'yourSex', label: m.yourSexLabel, kind: 'select', options: SEX_OPTIONS, hint: m.yourSexHint },
  {
    id: 'yourDeathAge',
    label: m.yourDeathAgeLabel,
    ...DEATH_AGE,
  },
  { id: 'spouseSex', label: m.spouseSexLabel, kind: 'select', options: SEX_OPTIONS, hint: m.spouseSexHint },
  {
    id: 'spouseDeathAge',
    label: m.spouseDeathAgeLabel,
    ...DEATH_AGE,
  },
  {
    id: 'realDiscountPercent',
    label: m.discountLabel,
    ...percentBetween(COUPLE_FIELD_BOUNDS.realDiscountPercent),
    hint: m.discountHint,
  },
  { id: 'whoDies', label: m.whoDiesLabel, kind: 'select', options: WHO_DIES_OPTIONS },
  { id: 'dyingAge', label: m.dyingAgeLabel, ...yearsBetween(COUPLE_FIELD_BOUNDS.deathAge), hint: m.dyingAgeHint },
]);

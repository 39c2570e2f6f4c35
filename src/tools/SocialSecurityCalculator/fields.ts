import { CALENDAR_YEAR, MONTH_NAMES } from '../../kit/format';
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
} from '../shared/core/toolFields';

/** The view: one person's claiming ages, or a couple's. */
export const MODE_OPTIONS = [
  { value: 'single', label: 'Just me' },
  { value: 'couple', label: 'Me and my spouse' },
] as const;
export type Mode = (typeof MODE_OPTIONS)[number]['value'];

/** Birth month: 0 = not given (then no claiming age is left out as past). */
export const MONTH_OPTIONS = [
  { value: '0', label: 'Not given' },
  ...MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label })),
];
export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? 'January';

export const WHO_DIES_OPTIONS = [
  { value: 'you', label: 'I die first' },
  { value: 'spouse', label: 'My spouse dies first' },
] as const;

/** Which column of SSA's period life table gives the default age at death; not stated → the average of the two. */
export const SEX_OPTIONS = [
  { value: 'unstated', label: 'Not stated' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

/** A death age of 0 means "from the life table": the form shows the table's figure until the reader types their own. */
export const DEATH_AGE_FROM_TABLE = 0;
const DEATH_AGE_COMPARE = {
  format: { style: 'years' },
  options: { [String(DEATH_AGE_FROM_TABLE)]: 'SSA life table average' },
} as const;

export const COUPLE_FIELD_BOUNDS = {
  spouseFraBenefit: { min: 0, max: 6000 },
  deathAge: { min: 62, max: 110 },
  realDiscountPercent: { min: 0, max: 10, step: 0.1 },
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
    label: 'Year you were born',
    kind: 'number',
    // A year is not grouped: "1964", never "1,964".
    grouping: false,
    min: b.birthYear.min,
    max: b.birthYear.max,
    hint: `Your full retirement age depends on it. A year from ${b.birthYear.min} to ${b.birthYear.max}.`,
    myDetails: fromAnswer('birthYear'),
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'fraBenefit',
    label: 'Monthly benefit at full retirement age',
    kind: 'money',
    // SSA rounds a PIA down to the dime ($4,020.90), so the box keeps cents; whole dollars type as ever.
    decimals: 2,
    min: b.fraBenefit.min,
    max: b.fraBenefit.max,
    hint: 'Your “primary insurance amount”: find it in your Social Security statement at ssa.gov/myaccount.',
    myDetails: fromMonthlyBenefit(),
  },
  {
    id: 'birthMonth',
    label: 'Month you were born',
    kind: 'select',
    options: MONTH_OPTIONS,
    hint: 'With the month, claiming ages already past are left out.',
    myDetails: fromMonth('birthMonth'),
    compare: { options: Object.fromEntries(MONTH_OPTIONS.map((o) => [o.value, o.label])) },
  },
  {
    id: 'lifeExpectancy',
    label: 'Age to plan up to (life expectancy)',
    kind: 'number',
    unit: 'years',
    min: b.lifeExpectancy.min,
    max: b.lifeExpectancy.max,
    hint: 'Lifetime totals count payments up to this age.',
  },
  {
    id: 'colaPercent',
    label: 'Yearly cost-of-living increase (optional)',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.colaPercent.step,
    min: b.colaPercent.min,
    max: b.colaPercent.max,
    hint: 'Leave at 0 to see everything in today’s dollars.',
    compare: { label: 'Yearly cost-of-living increase' },
  },
  {
    id: 'mode',
    label: 'Plan for',
    kind: 'select',
    options: MODE_OPTIONS,
    hint: 'Choose “Me and my spouse” to compare claiming ages for both of you, with spouse’s and survivor benefits.',
  },
  {
    id: 'spouseBirthYear',
    label: 'Year your spouse was born',
    kind: 'number',
    grouping: false,
    min: b.birthYear.min,
    max: b.birthYear.max,
    myDetails: fromAnswer('spouseBirthYear'),
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'spouseBirthMonth',
    label: 'Month your spouse was born',
    kind: 'select',
    options: MONTH_OPTIONS,
    myDetails: fromMonth('spouseBirthMonth'),
    compare: { options: Object.fromEntries(MONTH_OPTIONS.map((o) => [o.value, o.label])) },
  },
  {
    id: 'spouseFraBenefit',
    label: 'Your spouse’s monthly benefit at full retirement age',
    kind: 'money',
    decimals: 2,
    min: COUPLE_FIELD_BOUNDS.spouseFraBenefit.min,
    max: COUPLE_FIELD_BOUNDS.spouseFraBenefit.max,
    hint: 'Their “primary insurance amount”, from their own Social Security statement. 0 if they have none.',
    myDetails: fromSpouseBenefit(),
  },
  {
    id: 'yourSex',
    label: 'Your sex, for life expectancy',
    kind: 'select',
    options: SEX_OPTIONS,
    hint: 'Women live longer on average. Not stated uses the average of men and women.',
  },
  {
    id: 'yourDeathAge',
    label: 'Your age at death (assumed)',
    kind: 'number',
    unit: 'years',
    decimals: 1,
    step: 0.1,
    min: COUPLE_FIELD_BOUNDS.deathAge.min,
    max: COUPLE_FIELD_BOUNDS.deathAge.max,
    compare: DEATH_AGE_COMPARE,
  },
  {
    id: 'spouseSex',
    label: 'Your spouse’s sex, for life expectancy',
    kind: 'select',
    options: SEX_OPTIONS,
    hint: 'Not stated uses the average of men and women.',
  },
  {
    id: 'spouseDeathAge',
    label: 'Your spouse’s age at death (assumed)',
    kind: 'number',
    unit: 'years',
    decimals: 1,
    step: 0.1,
    min: COUPLE_FIELD_BOUNDS.deathAge.min,
    max: COUPLE_FIELD_BOUNDS.deathAge.max,
    compare: DEATH_AGE_COMPARE,
  },
  {
    id: 'realDiscountPercent',
    label: 'Discount rate after inflation',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: COUPLE_FIELD_BOUNDS.realDiscountPercent.step,
    min: COUPLE_FIELD_BOUNDS.realDiscountPercent.min,
    max: COUPLE_FIELD_BOUNDS.realDiscountPercent.max,
    hint: 'How much less a dollar next year is worth to you than a dollar now, beyond inflation. 0 adds dollars up as they are.',
  },
  { id: 'whoDies', label: 'If one of us dies: who', kind: 'select', options: WHO_DIES_OPTIONS },
  {
    id: 'dyingAge',
    label: 'At what age',
    kind: 'number',
    unit: 'years',
    min: COUPLE_FIELD_BOUNDS.deathAge.min,
    max: COUPLE_FIELD_BOUNDS.deathAge.max,
    hint: 'The age of the one who dies.',
  },
]);

import { CALENDAR_YEAR } from '../../kit/format';
import type { SelectOption } from '../../kit';
import type { FilingStatus } from '../../finance';
import { TAX_IMPACT_BOUNDS as b, TAX_IMPACT_FALLBACK, type TaxImpactInput } from '../../finance/tax/taxImpact';
import { WIDOWS_TAX_BOUNDS } from '../../finance/tax/widowsTaxBounds';
import { newestYear } from '../../finance/rules/core/years';
import { ageInYear, birthYearFromAge } from '../../finance/core/myDetails';
import type { Answer } from '../../finance/core/num';
import {
  defineToolFields,
  fromAnswer,
  fromBirthYear,
  fromYearlyBenefit,
  type FormDefaults,
  type MyDetailsSource,
} from '../shared/core/toolFields';

export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  single: 'Single',
  marriedJoint: 'Married filing jointly',
  marriedSeparate: 'Married filing separately',
  headOfHousehold: 'Head of household',
};

const FILING_OPTIONS: SelectOption[] = b.filingStatuses.map((value) => ({ value, label: FILING_STATUS_LABELS[value] }));
const YEAR_OPTIONS: SelectOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

/**
 * The form opens on a single filer aged 65 with every income box blank (a spouse of 65 too; ours) in the newest tax
 * year the rules hold, with no year of death (0, none) and no spouse's Social Security entered. A blank income is "not
 * entered", not 0: with every box blank the tool asks for the income; a 0 typed is the answer "none" (issue I6,
 * item 2). A shared
 * or saved filing status or year is read back as one of the offered ones (toolSchema.ts). The filing status and ages
 * are the calculation's fallback inputs (TAX_IMPACT_FALLBACK in taxImpact.ts, their one home).
 */
export const DEFAULTS: FormDefaults<Required<TaxImpactInput> & { deathYear: number; spouseSocialSecurity: Answer }> = {
  filingStatus: TAX_IMPACT_FALLBACK.filingStatus,
  age: TAX_IMPACT_FALLBACK.age,
  spouseAge: TAX_IMPACT_FALLBACK.spouseAge,
  socialSecurity: null,
  pensionIncome: null,
  traditionalWithdrawals: null,
  rothWithdrawals: null,
  investmentIncome: null,
  otherIncome: null,
  taxYear: newestYear(b.taxYears, 'tax-impact'),
  deathYear: 0,
  spouseSocialSecurity: null,
};
/** The spouse's age on 31 December of the tool's tax year, from My details' spouse birth year; saved back only for a married filer. */
const spouseAgeFromMyDetails: MyDetailsSource = {
  from: ['spouseBirthYear'],
  how: 'spouse’s age on 31 December of the tax year chosen in the tool',
  derive: (details, { inputs }) => ageInYear(details.spouseBirthYear, Number(inputs.taxYear)),
  toMyDetails: (value, { inputs }) => {
    if (inputs.filingStatus !== 'marriedJoint') return undefined;
    const spouseBirthYear = birthYearFromAge(Number(value), Number(inputs.taxYear));
    return spouseBirthYear === undefined ? undefined : { spouseBirthYear };
  },
};

/** An income box: left blank it is "not entered", which is not 0. */
const income = {
  kind: 'money',
  decimals: 0,
  step: b.income.step,
  min: b.income.min,
  max: b.income.max,
  blank: 'Not entered',
} as const;

/** The tax impact calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'filingStatus',
    label: 'Filing status',
    kind: 'select',
    options: FILING_OPTIONS,
    hint: 'As on your federal tax return.',
    myDetails: fromAnswer('filingStatus'),
  },
  {
    id: 'age',
    label: 'Your age',
    kind: 'number',
    unit: 'years',
    min: b.age.min,
    max: b.age.max,
    hint: 'At 65 or over your standard deduction is larger.',
    myDetails: fromBirthYear('age on 31 December of the tax year chosen in the tool', ({ inputs }) =>
      Number(inputs.taxYear),
    ),
  },
  {
    id: 'spouseAge',
    label: 'Your spouse’s age',
    kind: 'number',
    unit: 'years',
    min: b.spouseAge.min,
    max: b.spouseAge.max,
    hint: 'On a joint return, each of you who is 65 or over adds to the standard deduction.',
    myDetails: spouseAgeFromMyDetails,
  },
  {
    id: 'taxYear',
    label: 'Tax year',
    kind: 'select',
    options: YEAR_OPTIONS,
    hint: 'Brackets and deductions change every year.',
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'socialSecurity',
    label: 'Social Security benefits',
    ...income,
    hint: 'Your yearly benefits before any Medicare premium is taken off.',
    myDetails: fromYearlyBenefit(
      '12 times the benefit you are paid now, else the yearly benefit at full retirement age',
    ),
  },
  {
    id: 'pensionIncome',
    label: 'Pension income',
    ...income,
    hint: 'Yearly pension or annuity payments.',
    myDetails: fromAnswer('pensionYearly'),
  },
  {
    id: 'traditionalWithdrawals',
    label: 'Traditional IRA and 401(k) withdrawals',
    ...income,
    hint: 'Taxed as ordinary income.',
  },
  { id: 'rothWithdrawals', label: 'Roth withdrawals', ...income, hint: 'Qualified Roth withdrawals are not taxed.' },
  { id: 'investmentIncome', label: 'Investment income', ...income, hint: 'Interest and dividends for the year.' },
  {
    id: 'otherIncome',
    label: 'Other income',
    ...income,
    hint: 'Wages, rent or anything else that is taxed.',
    myDetails: fromAnswer('workIncomeYearly', 'yearly income from work'),
  },
  {
    id: 'spouseSocialSecurity',
    label: 'Your spouse’s part of the Social Security',
    ...income,
    hint: 'Yearly, part of the benefits above. After a death the survivor keeps the larger of the two benefits.',
  },
  {
    id: 'deathYear',
    label: 'If one of us dies in (year)',
    kind: 'number',
    min: WIDOWS_TAX_BOUNDS.deathYear.min,
    max: WIDOWS_TAX_BOUNDS.deathYear.max,
    grouping: false,
    hint: 'Shows your tax and Medicare premiums as the survivor, from the year after. Leave at 0 for none.',
    compare: { format: CALENDAR_YEAR },
  },
]);

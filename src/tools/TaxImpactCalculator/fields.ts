import { CALENDAR_YEAR } from '../../kit/format';
import type { FilingStatus } from '../../finance';
import { TAX_IMPACT_BOUNDS as b, TAX_IMPACT_FALLBACK, type TaxImpactInput } from '../../finance/tax/taxImpact';
import { WIDOWS_TAX_BOUNDS } from '../../finance/tax/widowsTaxBounds';
import { newestYear } from '../../finance/rules/core/years';
import type { Answer } from '../../finance/core/num';
import {
  defineToolFields,
  fromAnswer,
  ageThisYear,
  fromYearlyBenefit,
  type FormDefaults,
  type ToolOption,
  yearsBetween,
  taxYearChoice,
  filingStatusChoice,
  fromAgeInTaxYear,
} from '../shared/core/toolFields';
import { FILING_STATUS_WORDS } from '../shared/core/toolScenario';
import * as m from './messages';

/** A filing status in the reader's language (the shared words of the tax tools), read when shown. */
export const filingStatusWords = (status: FilingStatus): string => FILING_STATUS_WORDS[status] ?? status;

const FILING_OPTIONS: ToolOption[] = b.filingStatuses.map((value) => ({
  value,
  label: () => filingStatusWords(value),
}));
const YEAR_OPTIONS: ToolOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

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
const spouseAgeFromMyDetails = fromAgeInTaxYear(
  'spouseBirthYear',
  'spouse’s age on 31 December of the tax year chosen in the tool',
  (inputs) => inputs.filingStatus === 'marriedJoint',
);

/** An income box: left blank it is "not entered", which is not 0. */
const income = {
  kind: 'money',
  decimals: 0,
  step: b.income.step,
  min: b.income.min,
  max: b.income.max,
  blank: m.notEntered,
} as const;

/** The tax impact calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'filingStatus', label: m.filingStatusLabel, ...filingStatusChoice(FILING_OPTIONS), hint: m.filingStatusHint },
  {
    id: 'age',
    label: m.ageLabel,
    ...ageThisYear(b.age),
    hint: m.ageHint,
    myDetails: fromAgeInTaxYear('birthYear', 'age on 31 December of the tax year chosen in the tool'),
  },
  {
    id: 'spouseAge',
    label: m.spouseAgeLabel,
    ...yearsBetween(b.spouseAge),
    hint: m.spouseAgeHint,
    myDetails: spouseAgeFromMyDetails,
  },
  { id: 'taxYear', label: m.taxYearLabel, ...taxYearChoice(YEAR_OPTIONS), hint: m.taxYearHint },
  {
    id: 'socialSecurity',
    label: m.socialSecurityLabel,
    ...income,
    hint: m.socialSecurityHint,
    myDetails: fromYearlyBenefit(
      '12 times the benefit you are paid now, else the yearly benefit at full retirement age',
    ),
  },
  {
    id: 'pensionIncome',
    label: m.pensionLabel,
    ...income,
    hint: m.pensionHint,
    myDetails: fromAnswer('pensionYearly'),
  },
  { id: 'traditionalWithdrawals', label: m.traditionalLabel, ...income, hint: m.traditionalHint },
  { id: 'rothWithdrawals', label: m.rothLabel, ...income, hint: m.rothHint },
  { id: 'investmentIncome', label: m.investmentLabel, ...income, hint: m.investmentHint },
  {
    id: 'otherIncome',
    label: m.otherIncomeLabel,
    ...income,
    hint: m.otherIncomeHint,
    myDetails: fromAnswer('workIncomeYearly', 'yearly income from work'),
  },
  { id: 'spouseSocialSecurity', label: m.spouseSocialSecurityLabel, ...income, hint: m.spouseSocialSecurityHint },
  {
    id: 'deathYear',
    label: m.deathYearLabel,
    kind: 'number',
    min: WIDOWS_TAX_BOUNDS.deathYear.min,
    max: WIDOWS_TAX_BOUNDS.deathYear.max,
    grouping: false,
    hint: m.deathYearHint,
    compare: { format: CALENDAR_YEAR },
  },
]);

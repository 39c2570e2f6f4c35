import { CALENDAR_YEAR } from '../../kit/format';
import type { SelectOption } from '../../kit';
import { PLANNER_BOUNDS as b, type PlannerFilingStatus } from '../../finance/tax/withdrawalPlannerBounds';
import type { PlannerInput } from '../../finance/tax/withdrawalPlanner';
import { PLANNER_FALLBACK_INPUTS } from '../../finance/rules/tax/withdrawal';
import { newestYear } from '../../finance/rules/core/years';
import type { MyDetails } from '../../storage';
import { defineToolFields, fromAnswer, fromBirthYear, type FormDefaults } from '../shared/core/toolFields';
import { FILING_STATUS_WORDS, type ResultSpec } from '../shared/core/toolScenario';

const STATUS_LABELS: Record<PlannerFilingStatus, string> = {
  single: 'Single',
  marriedJoint: 'Married filing jointly',
  marriedSeparate: 'Married filing separately',
};
const STATUS_OPTIONS: SelectOption[] = b.filingStatuses.map((value) => ({ value, label: STATUS_LABELS[value] }));
const YEAR_OPTIONS: SelectOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));
const supportedStatuses: readonly string[] = b.filingStatuses;

/**
 * The form opens on the spec's default inputs (SPEC §9: age 65, married filing jointly, a 60,000 need, balances of
 * 400,000 traditional, 150,000 Roth and 200,000 taxable) in the newest tax year the rules hold, with no Social Security
 * and no year of death entered. A saved or shared filing status or year is read back as one of the offered ones
 * (toolSchema.ts). The age and filing status are the plan's fallback inputs (PLANNER_FALLBACK_INPUTS in
 * rules/tax/withdrawal.ts, their one home).
 */
export const DEFAULTS: FormDefaults<Omit<Required<PlannerInput>, 'startYear'>> = {
  taxYear: newestYear(b.taxYears, 'withdrawal-planner'),
  currentAge: PLANNER_FALLBACK_INPUTS.currentAge,
  filingStatus: PLANNER_FALLBACK_INPUTS.filingStatus,
  annualIncome: 60_000,
  traditionalBalance: 400_000,
  rothBalance: 150_000,
  taxableBalance: 200_000,
  socialSecurity: 0,
  spouseSocialSecurity: 0,
  deathYear: 0,
};
const money = { kind: 'money', decimals: 0, step: b.money.step, min: b.money.min, max: b.money.max } as const;

/** The multi-year withdrawal planner's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'currentAge',
    label: 'Your age',
    kind: 'number',
    unit: 'years',
    min: b.currentAge.min,
    max: b.currentAge.max,
    myDetails: fromBirthYear('age at the end of this year'),
  },
  {
    id: 'filingStatus',
    label: 'Filing status',
    kind: 'select',
    options: STATUS_OPTIONS,
    myDetails: {
      from: ['filingStatus'],
      how: 'only single or married: the planner has no head-of-household brackets',
      derive: (d) => (d.filingStatus && supportedStatuses.includes(d.filingStatus) ? d.filingStatus : undefined),
      toMyDetails: (status) =>
        supportedStatuses.includes(String(status)) ? ({ filingStatus: status } as Partial<MyDetails>) : undefined,
    },
    // The comparison names every filing status in words (one the planner does not offer is read back as the default).
    compare: { options: FILING_STATUS_WORDS },
  },
  {
    id: 'taxYear',
    label: 'Tax year',
    kind: 'select',
    options: YEAR_OPTIONS,
    hint: 'Its brackets and standard deduction apply to every year of the plan.',
    compare: { format: CALENDAR_YEAR },
  },
  { id: 'annualIncome', label: 'Yearly income you need from your savings', ...money, hint: 'Before tax.' },
  {
    id: 'traditionalBalance',
    label: 'Traditional IRA and 401(k) balance',
    ...money,
    myDetails: fromAnswer('traditionalSavings'),
  },
  { id: 'rothBalance', label: 'Roth IRA and Roth 401(k) balance', ...money, myDetails: fromAnswer('rothSavings') },
  {
    id: 'taxableBalance',
    label: 'Taxable account balance',
    ...money,
    hint: 'Brokerage and savings accounts.',
    myDetails: fromAnswer('taxableSavings'),
  },
  {
    id: 'socialSecurity',
    label: 'Your Social Security benefit, yearly',
    ...money,
    hint: 'Leave at 0 if you do not get it yet.',
  },
  {
    id: 'spouseSocialSecurity',
    label: 'Your spouse’s Social Security benefit, yearly',
    ...money,
    hint: 'Married filing jointly only.',
  },
  {
    id: 'deathYear',
    label: 'If one of us dies in (year)',
    kind: 'number',
    min: b.deathYear.min,
    max: b.deathYear.max,
    grouping: false,
    hint: 'Married filing jointly: shows the survivor’s tax and Medicare premiums. Leave at 0 to plan for both of you.',
    compare: { format: CALENDAR_YEAR },
  },
]);

/** The key results a scenario comparison and My plan show. */
export const PLAN_RESULTS: readonly ResultSpec[] = [
  ['totalTaxes', 'Total taxes', 'currency'],
  ['totalAfterTaxIncome', 'Total after-tax income', 'currency'],
  ['taxEfficiency', 'Tax efficiency', 'percent'],
  ['totalMedicareSurcharge', 'Total Medicare surcharges', 'currency'],
];

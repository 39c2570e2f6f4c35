import { CALENDAR_YEAR } from '../../kit/format';
import { PLANNER_BOUNDS as b, type PlannerFilingStatus } from '../../finance/tax/withdrawalPlannerBounds';
import type { PlannerInput } from '../../finance/tax/withdrawalPlanner';
import { PLANNER_FALLBACK_INPUTS } from '../../finance/rules/tax/withdrawal';
import { newestYear } from '../../finance/rules/core/years';
import type { MyDetails } from '../../storage';
import {
  defineToolFields,
  fromAnswer,
  fromYearlyBenefitPaid,
  type FormDefaults,
  type ToolOption,
  yearsBetween,
  taxYearChoice,
  fromAgeInTaxYear,
} from '../shared/core/toolFields';
import * as m from './messages';
import { FILING_STATUS_WORDS, type ResultSpec } from '../shared/core/toolScenario';

const STATUS_OPTIONS: ToolOption[] = b.filingStatuses.map((value: PlannerFilingStatus) => ({
  value,
  label: () => FILING_STATUS_WORDS[value]!,
}));
const YEAR_OPTIONS: ToolOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));
const supportedStatuses: readonly string[] = b.filingStatuses;

/** The form's inputs: the plan's, with the need in all under its own name (a saved `annualIncome` was a need from savings). */
export type PlannerFormInputs = Omit<Required<PlannerInput>, 'startYear' | 'annualIncome'> & {
  incomeNeedInAll: number;
};

/**
 * The form opens on the spec's default inputs (SPEC §9: age 65, married filing jointly, a 60,000 need, balances of
 * 400,000 traditional, 150,000 Roth and 200,000 taxable) in the newest tax year the rules hold, with no Social Security
 * and no year of death entered; the spouse the same age as you, and a plan to 95 (issue I6). With no Social Security
 * the spec's need is the need in all. A saved or shared filing status or year is read back as one of the offered ones
 * (toolSchema.ts). The age, filing status and end age are the plan's fallback inputs (PLANNER_FALLBACK_INPUTS in
 * rules/tax/withdrawal.ts, their one home).
 */
export const DEFAULTS: FormDefaults<PlannerFormInputs> = {
  taxYear: newestYear(b.taxYears, 'withdrawal-planner'),
  currentAge: PLANNER_FALLBACK_INPUTS.currentAge,
  filingStatus: PLANNER_FALLBACK_INPUTS.filingStatus,
  spouseAge: PLANNER_FALLBACK_INPUTS.currentAge,
  planToAge: PLANNER_FALLBACK_INPUTS.planToAge,
  incomeNeedInAll: 60_000,
  socialSecurity: 0,
  spouseSocialSecurity: 0,
  traditionalBalance: 400_000,
  rothBalance: 150_000,
  taxableBalance: 200_000,
  deathYear: 0,
};
const money = { kind: 'money', decimals: 0, step: b.money.step, min: b.money.min, max: b.money.max } as const;

/** An older record's number (a link carries text), or undefined when it has none. */
function olderNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** The multi-year withdrawal planner's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'currentAge',
    label: m.currentAgeLabel,
    ...yearsBetween(b.currentAge),
    hint: m.currentAgeHint,
    myDetails: fromAgeInTaxYear('birthYear', 'age on 31 December of the tax year chosen in the tool'),
  },
  {
    id: 'filingStatus',
    label: m.filingStatusLabel,
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
    id: 'spouseAge',
    label: m.spouseAgeLabel,
    ...yearsBetween(b.spouseAge),
    hint: m.spouseAgeHint,
    myDetails: fromAgeInTaxYear(
      'spouseBirthYear',
      'spouse’s age on 31 December of the tax year chosen in the tool',
      (inputs) => inputs.filingStatus === 'marriedJoint',
    ),
    // Saved before the planner asked: it took your spouse to be your age.
    fromOlder: (older) => olderNumber(older.currentAge),
  },
  {
    id: 'planToAge',
    label: m.planToAgeLabel,
    ...yearsBetween(b.planToAge),
    hint: () => m.planToAgeHint({ max: b.planToAge.max }),
  },
  { id: 'taxYear', label: m.taxYearLabel, ...taxYearChoice(YEAR_OPTIONS), hint: m.taxYearHint },
  {
    id: 'incomeNeedInAll',
    label: m.incomeNeedLabel,
    ...money,
    hint: m.incomeNeedHint,
    // Saved before the planner asked for the need in all: it was the need from savings, on top of the benefits.
    fromOlder: (older) => {
      const fromSavings = olderNumber(older.annualIncome);
      if (fromSavings === undefined) return undefined;
      const joint = older.filingStatus === undefined || older.filingStatus === 'marriedJoint';
      return (
        fromSavings +
        Math.max(0, olderNumber(older.socialSecurity) ?? 0) +
        (joint ? Math.max(0, olderNumber(older.spouseSocialSecurity) ?? 0) : 0)
      );
    },
  },
  {
    id: 'socialSecurity',
    label: m.socialSecurityLabel,
    ...money,
    hint: m.socialSecurityHint,
    // Only a benefit already paid (a COLA letter, issue I3) is one the reader gets now.
    myDetails: fromYearlyBenefitPaid('mine'),
  },
  {
    id: 'spouseSocialSecurity',
    label: m.spouseSocialSecurityLabel,
    ...money,
    hint: m.spouseSocialSecurityHint,
    myDetails: fromYearlyBenefitPaid('spouse'),
  },
  {
    id: 'traditionalBalance',
    label: m.traditionalLabel,
    ...money,
    hint: m.traditionalHint,
    myDetails: fromAnswer('traditionalSavings'),
  },
  { id: 'rothBalance', label: m.rothLabel, ...money, myDetails: fromAnswer('rothSavings') },
  {
    id: 'taxableBalance',
    label: m.taxableLabel,
    ...money,
    hint: m.taxableHint,
    myDetails: fromAnswer('taxableSavings'),
  },
  {
    id: 'deathYear',
    label: m.deathYearLabel,
    kind: 'number',
    min: b.deathYear.min,
    max: b.deathYear.max,
    grouping: false,
    hint: m.deathYearHint,
    compare: { format: CALENDAR_YEAR },
  },
]);

/**
 * The key results a scenario comparison and My plan show: first how long the savings last (the plan's one answer,
 * issue I6), beside the plan's length and what is left, so "31 years" reads as the whole plan, not as money running out.
 */
export const PLAN_RESULTS: readonly ResultSpec[] = [
  ['yearsSavingsLast', m.yearsSavingsLastRow, { style: 'years', digits: 1 }],
  ['planYears', m.planYearsRow, 'years'],
  ['leftAtEnd', m.leftAtEndRow, 'currency'],
  ['totalTaxes', m.totalTaxesRow, 'currency'],
  ['totalAfterTaxIncome', m.totalAfterTaxRow, 'currency'],
  ['taxEfficiency', m.taxEfficiencyRow, 'percent'],
  ['totalMedicareSurcharge', m.totalSurchargesRow, 'currency'],
];

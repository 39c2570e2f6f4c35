import type { SelectOption } from '../../kit';
import { DISABILITY_BOUNDS as b } from '../../finance/health/disabilityBounds';
import { DI_FALLBACK_INPUTS } from '../../finance/rules/health/disability';
import type { DisabilityBenefitPeriod, DisabilityElimination, DisabilityInput } from '../../finance/health/disability';
import type { Occupation } from '../../finance/core/types';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/core/options';
import { defineToolFields, fromAnswer, fromBirthYear, type FormDefaults } from '../shared/core/toolFields';

const OCCUPATION_LABELS: Record<Occupation, string> = {
  professional: 'Professional (office-based)',
  managerial: 'Managerial',
  sales: 'Sales',
  technical: 'Technical',
  manual: 'Manual work',
  'high-risk': 'High-risk work',
};

export const ELIMINATION_WORDS: Record<DisabilityElimination, string> = {
  30: '30 days',
  60: '60 days',
  90: '90 days',
  180: '180 days',
  365: '1 year',
};

export const BENEFIT_PERIOD_WORDS: Record<DisabilityBenefitPeriod, string> = {
  '2-years': '2 years',
  '5-years': '5 years',
  'to-65': 'To age 65',
  lifetime: 'Lifetime',
};

const OCCUPATION_OPTIONS: SelectOption[] = b.occupations.map((o) => ({ value: o, label: OCCUPATION_LABELS[o] }));
const ELIMINATION_OPTIONS: SelectOption[] = b.eliminationPeriod.options.map((d) => ({
  value: String(d),
  label: ELIMINATION_WORDS[d],
}));
const BENEFIT_PERIOD_OPTIONS: SelectOption[] = b.benefitPeriod.options.map((p) => ({
  value: p,
  label: BENEFIT_PERIOD_WORDS[p],
}));

/**
 * The form opens on the spec's starting figures (SPEC §9: age 35, income 75,000, expenses 5,000, a 90-day wait, benefits
 * to 65, 60 % of income); male, professional, good health and no existing cover are ours (all factor 1). They are the
 * calculation's fallback inputs (DI_FALLBACK_INPUTS in rules/health/disability.ts, their one home).
 */
export const DEFAULTS: FormDefaults<DisabilityInput> = { ...DI_FALLBACK_INPUTS };
const money = { kind: 'money', min: b.money.min, max: b.money.max, decimals: 0 } as const;

/** The disability calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'age',
    label: 'Your age',
    kind: 'number',
    unit: 'years',
    min: b.age.min,
    max: b.age.max,
    myDetails: fromBirthYear('age at the end of this year'),
  },
  {
    id: 'gender',
    label: 'Gender',
    kind: 'select',
    options: GENDER_OPTIONS,
    hint: 'Insurers charge women more for disability cover because they claim more often.',
  },
  { id: 'occupation', label: 'Type of work', kind: 'select', options: OCCUPATION_OPTIONS },
  { id: 'healthStatus', label: 'Your health', kind: 'select', options: HEALTH_OPTIONS },
  { id: 'annualIncome', label: 'Yearly income before tax', ...money, myDetails: fromAnswer('workIncomeYearly') },
  { id: 'monthlyExpenses', label: 'Monthly living expenses', ...money },
  {
    id: 'existingCoverage',
    label: 'Disability cover you already have (monthly benefit)',
    ...money,
    hint: 'For example, a group policy through your employer. Enter 0 if none.',
  },
  {
    id: 'eliminationPeriod',
    label: 'Waiting period before benefits start',
    kind: 'select',
    options: ELIMINATION_OPTIONS,
    hint: 'Called the elimination period. A longer wait costs less.',
  },
  {
    id: 'benefitPeriod',
    label: 'How long benefits are paid',
    kind: 'select',
    options: BENEFIT_PERIOD_OPTIONS,
    hint: 'Called the benefit period.',
  },
  {
    id: 'coverageAmount',
    label: 'Share of income to replace',
    kind: 'slider',
    format: { style: 'percent' },
    min: b.coverageAmount.min,
    max: b.coverageAmount.max,
    hint: 'Policies usually replace 40 to 80 percent of income.',
  },
]);

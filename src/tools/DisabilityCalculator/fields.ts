import { DISABILITY_BOUNDS as b } from '../../finance/health/disabilityBounds';
import { DI_FALLBACK_INPUTS } from '../../finance/rules/health/disability';
import type { DisabilityBenefitPeriod, DisabilityElimination, DisabilityInput } from '../../finance/health/disability';
import type { Occupation } from '../../finance/core/types';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/core/options';
import {
  defineToolFields,
  fromAnswer,
  ageThisYear,
  type FormDefaults,
  type ToolOption,
} from '../shared/core/toolFields';
import type { Text } from '../../i18n/text';
import * as m from './messages';

const OCCUPATION_LABELS: Record<Occupation, Text> = {
  professional: m.occupationProfessional,
  managerial: m.occupationManagerial,
  sales: m.occupationSales,
  technical: m.occupationTechnical,
  manual: m.occupationManual,
  'high-risk': m.occupationHighRisk,
};

/** Each waiting period in words, read when shown: "90 days", "1 year". */
export const ELIMINATION_WORDS: Record<DisabilityElimination, Text> = {
  30: () => m.days({ days: 30 }),
  60: () => m.days({ days: 60 }),
  90: () => m.days({ days: 90 }),
  180: () => m.days({ days: 180 }),
  365: m.oneYear,
};

/** Each benefit period in words, read when shown. */
export const BENEFIT_PERIOD_WORDS: Record<DisabilityBenefitPeriod, Text> = {
  '2-years': () => m.years({ years: 2 }),
  '5-years': () => m.years({ years: 5 }),
  'to-65': m.toAge65,
  lifetime: m.lifetime,
};

const OCCUPATION_OPTIONS: ToolOption[] = b.occupations.map((o) => ({ value: o, label: OCCUPATION_LABELS[o] }));
const ELIMINATION_OPTIONS: ToolOption[] = b.eliminationPeriod.options.map((d) => ({
  value: String(d),
  label: ELIMINATION_WORDS[d],
}));
const BENEFIT_PERIOD_OPTIONS: ToolOption[] = b.benefitPeriod.options.map((p) => ({
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
  { id: 'age', label: m.ageLabel, ...ageThisYear(b.age) },
  { id: 'gender', label: m.genderLabel, kind: 'select', options: GENDER_OPTIONS, hint: m.genderHint },
  { id: 'occupation', label: m.occupationLabel, kind: 'select', options: OCCUPATION_OPTIONS },
  { id: 'healthStatus', label: m.healthLabel, kind: 'select', options: HEALTH_OPTIONS },
  { id: 'annualIncome', label: m.annualIncomeLabel, ...money, myDetails: fromAnswer('workIncomeYearly') },
  { id: 'monthlyExpenses', label: m.monthlyExpensesLabel, ...money },
  { id: 'existingCoverage', label: m.existingCoverageLabel, ...money, hint: m.existingCoverageHint },
  {
    id: 'eliminationPeriod',
    label: m.eliminationLabel,
    kind: 'select',
    options: ELIMINATION_OPTIONS,
    hint: m.eliminationHint,
  },
  {
    id: 'benefitPeriod',
    label: m.benefitPeriodLabel,
    kind: 'select',
    options: BENEFIT_PERIOD_OPTIONS,
    hint: m.benefitPeriodHint,
  },
  {
    id: 'coverageAmount',
    label: m.coverageAmountLabel,
    kind: 'slider',
    format: { style: 'percent' },
    min: b.coverageAmount.min,
    max: b.coverageAmount.max,
    hint: m.coverageAmountHint,
  },
]);

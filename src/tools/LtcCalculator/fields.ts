import { formatCurrency, type SelectOption } from '../../kit';
import { LTC_BOUNDS as b } from '../../finance/health/ltcBounds';
import type { LtcInput } from '../../finance/health/ltc';
import { LTC_FALLBACK_INPUTS, type LtcInflation } from '../../finance/rules/health/ltc';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/core/options';
import { defineToolFields, fromBirthYear, type FormDefaults } from '../shared/core/toolFields';
import { REGION_NAMES, SETTING_NAMES } from './choiceNames';

const INFLATION_NAMES: Record<LtcInflation, string> = {
  none: 'None',
  simple: 'Simple',
  compound: 'Compound',
  cpi: 'CPI (follows the Consumer Price Index)',
};

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const REGION_OPTIONS: SelectOption[] = b.states.map((s) => ({ value: s, label: REGION_NAMES[s] }));
const SETTING_OPTIONS: SelectOption[] = b.careSettings.map((s) => ({ value: s, label: SETTING_NAMES[s] }));
const INFLATION_OPTIONS: SelectOption[] = b.inflationProtection.map((s) => ({ value: s, label: INFLATION_NAMES[s] }));
const DURATION_OPTIONS: SelectOption[] = b.careDuration.options.map((n) => ({
  value: String(n),
  label: plural(n, 'year'),
}));
const BENEFIT_OPTIONS: SelectOption[] = b.dailyBenefit.options.map((n) => ({
  value: String(n),
  label: `${formatCurrency(n)} a day`,
}));
const ELIMINATION_OPTIONS: SelectOption[] = b.eliminationPeriod.options.map((n) => ({
  value: String(n),
  label: plural(n, 'day'),
}));
const BENEFIT_PERIOD_OPTIONS: SelectOption[] = b.benefitPeriod.options.map((p) => ({
  value: String(p),
  label: p === 'lifetime' ? 'Lifetime' : plural(p, 'year'),
}));

/**
 * The form opens on the spec's defaults (SPEC §3: age 55, male, national costs, excellent health, home care for 3
 * years, $200 a day after 90 days, compound inflation protection, benefits for 3 years), which the calculation takes
 * for a missing input (LTC_FALLBACK_INPUTS in rules/health/ltc.ts, their one home). The URL fragment and storage keep flat
 * values, so the benefit period (a number or "lifetime") is kept as text.
 */
export const DEFAULTS: FormDefaults<Omit<LtcInput, 'benefitPeriod'> & { benefitPeriod: string }> = {
  ...LTC_FALLBACK_INPUTS,
  benefitPeriod: String(LTC_FALLBACK_INPUTS.benefitPeriod),
};

/** The LTC insurance calculator's fields: the form, the scenario comparison and My details read them. */
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
    hint: 'Women pay more because they tend to need care for longer.',
  },
  {
    id: 'state',
    label: 'Where you live',
    kind: 'select',
    options: REGION_OPTIONS,
    hint: 'Care costs differ from state to state.',
  },
  { id: 'healthStatus', label: 'Your health', kind: 'select', options: HEALTH_OPTIONS },
  { id: 'careSetting', label: 'Type of care', kind: 'select', options: SETTING_OPTIONS },
  {
    id: 'careDuration',
    label: 'How long care might last',
    kind: 'select',
    options: DURATION_OPTIONS,
    hint: 'About 3 years is typical.',
  },
  {
    id: 'dailyBenefit',
    label: 'Daily benefit',
    kind: 'select',
    options: BENEFIT_OPTIONS,
    hint: 'The most the policy pays for each day of care.',
  },
  {
    id: 'eliminationPeriod',
    label: 'Waiting period before benefits start',
    kind: 'select',
    options: ELIMINATION_OPTIONS,
    hint: 'Called the elimination period. A longer wait costs less.',
  },
  {
    id: 'inflationProtection',
    label: 'Inflation protection',
    kind: 'select',
    options: INFLATION_OPTIONS,
    hint: 'Raises the benefit over time so it keeps up with care costs. Simple adds the same amount each year; compound grows on the already-raised benefit, so it rises faster.',
  },
  {
    id: 'benefitPeriod',
    label: 'How long benefits are paid',
    kind: 'select',
    options: BENEFIT_PERIOD_OPTIONS,
    hint: 'Called the benefit period.',
  },
]);

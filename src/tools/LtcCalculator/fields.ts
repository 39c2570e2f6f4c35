import { formatCurrency } from '../../kit/format';
import { LTC_BOUNDS as b } from '../../finance/health/ltcBounds';
import type { LtcInput } from '../../finance/health/ltc';
import { LTC_FALLBACK_INPUTS, type LtcInflation } from '../../finance/rules/health/ltc';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/core/options';
import { defineToolFields, ageThisYear, type FormDefaults, type ToolOption } from '../shared/core/toolFields';
import { REGION_NAMES, SETTING_NAMES } from './choiceNames';
import * as m from './messages';

const INFLATION_NAMES: Record<LtcInflation, () => string> = {
  none: m.inflationNone,
  simple: m.inflationSimple,
  compound: m.inflationCompound,
  cpi: m.inflationCpi,
};

const REGION_OPTIONS: ToolOption[] = b.states.map((s) => ({ value: s, label: REGION_NAMES[s] }));
const SETTING_OPTIONS: ToolOption[] = b.careSettings.map((s) => ({ value: s, label: SETTING_NAMES[s] }));
const INFLATION_OPTIONS: ToolOption[] = b.inflationProtection.map((s) => ({ value: s, label: INFLATION_NAMES[s] }));
const DURATION_OPTIONS: ToolOption[] = b.careDuration.options.map((n) => ({
  value: String(n),
  label: () => m.years({ years: n }),
}));
const BENEFIT_OPTIONS: ToolOption[] = b.dailyBenefit.options.map((n) => ({
  value: String(n),
  label: () => m.perDay({ amount: formatCurrency(n) }),
}));
const ELIMINATION_OPTIONS: ToolOption[] = b.eliminationPeriod.options.map((n) => ({
  value: String(n),
  label: () => m.days({ days: n }),
}));
const BENEFIT_PERIOD_OPTIONS: ToolOption[] = b.benefitPeriod.options.map((p) => ({
  value: String(p),
  label: p === 'lifetime' ? m.lifetime : () => m.years({ years: p }),
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
  { id: 'age', label: m.ageLabel, ...ageThisYear(b.age) },
  { id: 'gender', label: m.genderLabel, kind: 'select', options: GENDER_OPTIONS, hint: m.genderHint },
  { id: 'state', label: m.stateLabel, kind: 'select', options: REGION_OPTIONS, hint: m.stateHint },
  { id: 'healthStatus', label: m.healthLabel, kind: 'select', options: HEALTH_OPTIONS },
  { id: 'careSetting', label: m.careSettingLabel, kind: 'select', options: SETTING_OPTIONS },
  {
    id: 'careDuration',
    label: m.careDurationLabel,
    kind: 'select',
    options: DURATION_OPTIONS,
    hint: m.careDurationHint,
  },
  {
    id: 'dailyBenefit',
    label: m.dailyBenefitLabel,
    kind: 'select',
    options: BENEFIT_OPTIONS,
    hint: m.dailyBenefitHint,
  },
  {
    id: 'eliminationPeriod',
    label: m.eliminationLabel,
    kind: 'select',
    options: ELIMINATION_OPTIONS,
    hint: m.eliminationHint,
  },
  {
    id: 'inflationProtection',
    label: m.inflationLabel,
    kind: 'select',
    options: INFLATION_OPTIONS,
    hint: m.inflationHint,
  },
  {
    id: 'benefitPeriod',
    label: m.benefitPeriodLabel,
    kind: 'select',
    options: BENEFIT_PERIOD_OPTIONS,
    hint: m.benefitPeriodHint,
  },
]);

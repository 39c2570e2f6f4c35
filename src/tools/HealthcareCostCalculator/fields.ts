import { HEALTHCARE_COST_BOUNDS as b } from '../../finance/health/healthcareCostBounds';
import type { HealthcareCostInput } from '../../finance/health/healthcareCost';
import { HC_FALLBACK_INPUTS, HC_PART_B_YEAR } from '../../finance/rules/health/healthcare';
import { MEDICARE_BY_YEAR } from '../../finance/rules/health/medicare';
import { HEALTH_OPTIONS } from '../shared/core/options';
import {
  defineToolFields,
  ageThisYear,
  type FormDefaults,
  type ToolOption,
  yearsBetween,
  percentBetween,
} from '../shared/core/toolFields';
import { formatMoneyForInput } from '../../kit/format';
import * as m from './messages';

const LOCATION_OPTIONS: ToolOption[] = [
  { value: 'low', label: m.locationLow },
  { value: 'medium', label: m.locationMedium },
  { value: 'high', label: m.locationHigh },
];

/**
 * The form opens on the spec's default inputs (SPEC §9: age 65, retirement 67, life expectancy 85, good health, a
 * medium-cost area, Part D 45, Medigap 125, out-of-pocket 2,500, prescriptions 150, dental and vision 1,200, 6.5 %
 * inflation, a 70 % chance of long-term care at 55,000 a year), except Part B: an input that is an official figure
 * follows the newest year held (RULES.md), so it opens on that year's CMS standard premium, not the spec's 174. The
 * figures have one home, the calculation's fallback inputs (HC_FALLBACK_INPUTS in rules/health/healthcare.ts).
 */
export const DEFAULTS: FormDefaults<HealthcareCostInput> = { ...HC_FALLBACK_INPUTS };
/** The Part B default is the newest CMS standard premium (rules/health/medicare.ts); the hint names its year. */
const partBHint = () =>
  m.medicareBHint({
    year: String(HC_PART_B_YEAR),
    premium: `$${formatMoneyForInput(MEDICARE_BY_YEAR[HC_PART_B_YEAR].partBPremium)}`,
  });
const money = { kind: 'money', min: b.money.min, max: b.money.max, decimals: 0 } as const;
const premium = { ...money, decimals: 2 } as const;

/** The healthcare cost calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'currentAge', label: m.currentAgeLabel, ...ageThisYear(b.currentAge) },
  { id: 'retirementAge', label: m.retirementAgeLabel, ...yearsBetween(b.retirementAge) },
  { id: 'lifeExpectancy', label: m.lifeExpectancyLabel, ...yearsBetween(b.lifeExpectancy), hint: m.lifeExpectancyHint },
  { id: 'healthStatus', label: m.healthStatusLabel, kind: 'select', options: HEALTH_OPTIONS },
  { id: 'location', label: m.locationLabel, kind: 'select', options: LOCATION_OPTIONS, hint: m.locationHint },
  { id: 'medicareB', label: m.medicareBLabel, ...premium, hint: partBHint },
  { id: 'medicareD', label: m.medicareDLabel, ...premium },
  { id: 'medigap', label: m.medigapLabel, ...premium, hint: m.medigapHint },
  { id: 'prescriptions', label: m.prescriptionsLabel, ...money },
  { id: 'outOfPocket', label: m.outOfPocketLabel, ...money, hint: m.outOfPocketHint },
  { id: 'dentalVision', label: m.dentalVisionLabel, ...money },
  { id: 'inflationRate', label: m.inflationRateLabel, ...percentBetween(b.inflationRate), hint: m.inflationRateHint },
  {
    id: 'ltcProbability',
    label: m.ltcProbabilityLabel,
    kind: 'number',
    unit: '%',
    min: b.ltcProbability.min,
    max: b.ltcProbability.max,
  },
  { id: 'ltcCost', label: m.ltcCostLabel, ...money },
]);

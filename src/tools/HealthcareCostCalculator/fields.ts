import type { SelectOption } from '../../kit';
import { HEALTHCARE_COST_BOUNDS as b } from '../../finance/health/healthcareCostBounds';
import type { HealthcareCostInput } from '../../finance/health/healthcareCost';
import { HC_FALLBACK_INPUTS, HC_PART_B_YEAR } from '../../finance/rules/health/healthcare';
import { MEDICARE_BY_YEAR } from '../../finance/rules/health/medicare';
import { HEALTH_OPTIONS } from '../shared/core/options';
import { defineToolFields, fromBirthYear, type FormDefaults } from '../shared/core/toolFields';

const LOCATION_OPTIONS: SelectOption[] = [
  { value: 'low', label: 'Low-cost area' },
  { value: 'medium', label: 'Medium-cost area' },
  { value: 'high', label: 'High-cost area' },
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
const PART_B_HINT = `Filled in with the ${HC_PART_B_YEAR} standard premium, $${MEDICARE_BY_YEAR[HC_PART_B_YEAR].partBPremium.toFixed(2)} (CMS). Higher incomes pay more; the Medicare cost calculator works that out.`;
const money = { kind: 'money', min: b.money.min, max: b.money.max, decimals: 0 } as const;
const premium = { ...money, decimals: 2 } as const;

/** The healthcare cost calculator's fields: the form, the scenario comparison and My details read them. */
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
    id: 'retirementAge',
    label: 'Age you plan to retire',
    kind: 'number',
    unit: 'years',
    min: b.retirementAge.min,
    max: b.retirementAge.max,
  },
  {
    id: 'lifeExpectancy',
    label: 'Life expectancy',
    kind: 'number',
    unit: 'years',
    min: b.lifeExpectancy.min,
    max: b.lifeExpectancy.max,
    hint: 'The age to plan up to. Planning for a long life is safer.',
  },
  { id: 'healthStatus', label: 'Your health', kind: 'select', options: HEALTH_OPTIONS },
  {
    id: 'location',
    label: 'Where you live',
    kind: 'select',
    options: LOCATION_OPTIONS,
    hint: 'Care costs more in some areas than others.',
  },
  { id: 'medicareB', label: 'Medicare Part B premium (per month)', ...premium, hint: PART_B_HINT },
  { id: 'medicareD', label: 'Medicare Part D drug plan premium (per month)', ...premium },
  { id: 'medigap', label: 'Medigap premium (per month)', ...premium, hint: 'Enter 0 if you have no supplement plan.' },
  { id: 'prescriptions', label: 'Prescriptions (per month)', ...money },
  {
    id: 'outOfPocket',
    label: 'Out-of-pocket costs (per year)',
    ...money,
    hint: 'Copays, coinsurance and deductibles.',
  },
  { id: 'dentalVision', label: 'Dental and vision (per year)', ...money },
  {
    id: 'inflationRate',
    label: 'Healthcare inflation (per year)',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.inflationRate.step,
    min: b.inflationRate.min,
    max: b.inflationRate.max,
    hint: 'Healthcare prices have often risen faster than prices in general.',
  },
  {
    id: 'ltcProbability',
    label: 'Chance you will need long-term care',
    kind: 'number',
    unit: '%',
    min: b.ltcProbability.min,
    max: b.ltcProbability.max,
  },
  { id: 'ltcCost', label: 'Long-term care cost (per year)', ...money },
]);

import { calculateHealthcareCost } from '../../finance';
import { HEALTHCARE_COST_DEFAULTS } from '../../finance/healthcareCost';
import { HEALTH_OPTIONS } from '../shared/options';
import { defineScenario, optionWords } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

const LOCATIONS = { low: 'Low-cost area', medium: 'Medium-cost area', high: 'High-cost area' };

/** Healthcare cost calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...HEALTHCARE_COST_DEFAULTS },
  [
    ['currentAge', 'Your age', 'years'],
    ['retirementAge', 'Age you plan to retire', 'years'],
    ['lifeExpectancy', 'Life expectancy', 'years'],
    ['healthStatus', 'Your health', 'text', optionWords(HEALTH_OPTIONS)],
    ['location', 'Where you live', 'text', LOCATIONS],
    ['medicareB', 'Medicare Part B premium (per month)', 'currency'],
    ['medicareD', 'Medicare Part D drug plan premium (per month)', 'currency'],
    ['medigap', 'Medigap premium (per month)', 'currency'],
    ['prescriptions', 'Prescriptions (per month)', 'currency'],
    ['outOfPocket', 'Out-of-pocket costs (per year)', 'currency'],
    ['dentalVision', 'Dental and vision (per year)', 'currency'],
    ['inflationRate', 'Healthcare inflation (per year)', 'percent'],
    ['ltcProbability', 'Chance you will need long-term care', 'percent'],
    ['ltcCost', 'Long-term care cost (per year)', 'currency'],
  ],
  [
    ['totalEstimatedCost', 'Total estimated cost', 'currency'],
    ['annualCostRetirement', 'Yearly cost when you retire', 'currency'],
    ['ltcExpectedCost', 'Expected long-term care cost', 'currency'],
  ],
  (inputs) => {
    const r = calculateHealthcareCost(inputs);
    return { totalEstimatedCost: r.totalEstimatedCost, annualCostRetirement: r.annualCostRetirement, ltcExpectedCost: r.ltcExpectedCost };
  },
  myDetailsFields.fields,
);

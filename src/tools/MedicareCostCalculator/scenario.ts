import { calculateMedicareCost } from '../../finance';
import { MEDICARE_COST_DEFAULTS } from '../../finance/medicareCost';
import { defineScenario } from '../shared/toolScenario';

/** Medicare cost calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...MEDICARE_COST_DEFAULTS },
  [
    ['year', 'Year', 'year'],
    ['planType', 'Type of coverage', 'text', { original: 'Original Medicare with a Medigap plan', advantage: 'Medicare Advantage' }],
    ['people', 'Who is covered', 'text', { 1: 'Just me', 2: 'Two of us (a couple)' }],
    ['partBPremium', 'Part B premium (per month)', 'currency'],
    ['partBDeductible', 'Part B deductible (per year)', 'currency'],
    ['partDPremium', 'Part D drug plan premium (per month)', 'currency'],
    ['medigapPremium', 'Medigap premium (per month)', 'currency'],
    ['advantagePremium', 'Medicare Advantage premium (per month)', 'currency'],
    ['expectedOutOfPocket', 'Expected copays and coinsurance (per year)', 'currency'],
  ],
  [
    ['monthlyTotal', 'Premiums each month', 'currency'],
    ['annualTotal', 'Total for the year', 'currency'],
  ],
  (inputs) => {
    const r = calculateMedicareCost(inputs);
    return { monthlyTotal: r.monthlyTotal, annualTotal: r.annualTotal };
  },
);

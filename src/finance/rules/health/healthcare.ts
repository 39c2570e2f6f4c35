/** Healthcare cost calculator constants, as SPEC §9 "Healthcare cost" states them: the product's own educational model, 2026. */
import { MEDICARE_BY_YEAR, MEDICARE_YEARS } from './medicare';

/** The newest year whose CMS Medicare figures are held (rules/health/medicare.ts): the Part B default follows it. */
export const HC_PART_B_YEAR = MEDICARE_YEARS[MEDICARE_YEARS.length - 1]!;
/** SPEC §9's default Part B premium, 174 a month (about 2024's 174.70): kept only for the spec's known-answer tests. */
export const HC_SPEC_PART_B = 174;

/** Cost multipliers by health status. Source: SPEC §9 gives excellent 0.8, good 1, fair 1.3, poor 1.6 (the product's own educational model), 2026. */
export const HC_HEALTH_MULTIPLIERS = { excellent: 0.8, good: 1, fair: 1.3, poor: 1.6 } as const;
/** Cost multipliers by location cost level. Source: SPEC §9 gives low 0.8, medium 1, high 1.3 (the product's own educational model), 2026. */
export const HC_LOCATION_MULTIPLIERS = { low: 0.8, medium: 1, high: 1.3 } as const;
/** Years of care assumed in the expected LTC cost. Source: SPEC §9 multiplies probability and annual cost by 3 years (the product's own educational model), 2026. */
export const HC_LTC_YEARS = 3;
/** Emergency fund = this many times today's annual cost. Source: SPEC §9 suggests 2 times today's annual cost (the product's own educational model), 2026. */
export const HC_EMERGENCY_FUND_MULTIPLE = 2;
/**
 * What the calculation takes for a missing cost input. Monthly Part B: the newest year's CMS standard premium (2026: 202.90, rules/health/medicare.ts), because an
 * input that is an official figure follows the newest year held (RULES.md), not the spec's 174.
 * Part D 45, Medigap 125; annual out-of-pocket 2500; monthly prescriptions 150; annual dental/vision 1200;
 * inflation 6.5 %; LTC probability 70 %; LTC cost 55,000 a year.
 * Source: SPEC §9 default inputs (RULES.md kind 3: the spec's defaults, editable), 2026.
 */
export const HC_FALLBACK_COSTS = {
  medicareB: MEDICARE_BY_YEAR[HC_PART_B_YEAR].partBPremium,
  medicareD: 45,
  medigap: 125,
  outOfPocket: 2500,
  prescriptions: 150,
  dentalVision: 1200,
  inflationRate: 6.5,
  ltcProbability: 70,
  ltcCost: 55000,
} as const;
/**
 * What the calculation takes for any missing input, and what the form opens on: SPEC §9 default inputs (age 65,
 * retirement 67, life expectancy 85, good health, a medium-cost area) and the costs above, 2026.
 */
export const HC_FALLBACK_INPUTS = {
  currentAge: 65,
  retirementAge: 67,
  lifeExpectancy: 85,
  healthStatus: 'good',
  location: 'medium',
  ...HC_FALLBACK_COSTS,
} as const;
/** Advice thresholds: LTC probability (%) and healthcare inflation (%) that trigger a tip. The product's own model, 2026. */
export const HC_LTC_ADVICE_PROBABILITY = 50;
export const HC_HIGH_INFLATION = 5;
/** Medicare starts at 65: earlier retirees need other cover. Source: 42 USC 426 (Medicare eligibility age). */
export const HC_MEDICARE_AGE = 65;

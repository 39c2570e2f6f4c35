import { readChoice, readNumber, round2 } from '../core/num';
import type { CostLocation, HealthStatus } from '../core/types';
import { MEDICARE_BY_YEAR, MEDICARE_SOURCES } from '../rules/health/medicare';
import {
  HC_FALLBACK_INPUTS,
  HC_PART_B_YEAR,
  HC_EMERGENCY_FUND_MULTIPLE,
  HC_HEALTH_MULTIPLIERS,
  HC_HIGH_INFLATION,
  HC_LTC_ADVICE_PROBABILITY,
  HC_MEDICARE_AGE,
  HC_LOCATION_MULTIPLIERS,
  HC_LTC_YEARS,
} from '../rules/health/healthcare';
import { HEALTHCARE_COST_BOUNDS } from './healthcareCostBounds';
import { OWN_MODEL_SOURCE } from '../rules/core/ownModel';

// Shown to readers as the assumptions' source (SPEC §9 gives these figures as an educational model).

export interface HealthcareCostInput {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  healthStatus: HealthStatus;
  location: CostLocation;
  /** Monthly Part B premium, US$. */
  medicareB: number;
  /** Monthly Part D premium, US$. */
  medicareD: number;
  /** Monthly Medigap premium, US$. */
  medigap: number;
  /** Annual out-of-pocket costs, US$. */
  outOfPocket: number;
  /** Monthly prescription costs, US$. */
  prescriptions: number;
  /** Annual dental and vision costs, US$. */
  dentalVision: number;
  /** Healthcare inflation, percent a year. */
  inflationRate: number;
  /** Chance of needing long-term care, percent. */
  ltcProbability: number;
  /** Annual long-term care cost, US$. */
  ltcCost: number;
}

export interface HealthcareYear {
  age: number;
  cost: number;
}

/** One of the recommendations, as a fact the tool words (src/i18n/phrase.ts). */
export type HealthcareAdvice =
  | { id: 'medigap' }
  | { id: 'highCostArea' }
  | { id: 'ltcLikely' }
  | { id: 'inflation' }
  | { id: 'beforeMedicare'; medicareAge: number }
  | { id: 'emergencyFund'; years: number };

/** One line of "How this is calculated", as a fact the tool words; a source stays as the rules cite it. */
export type HealthcareAssumption =
  | { id: 'health'; multiplier: number; health: HealthStatus; source: string }
  | { id: 'location'; multiplier: number; location: CostLocation; source: string }
  | { id: 'inflation'; rate: number }
  | { id: 'ltcYears'; years: number; source: string }
  | { id: 'projection'; from: number; to: number; years: number }
  | { id: 'premiums'; year: number; partB: number; partD: number; medigap: number; source: string };

export type HealthcareFormula =
  | { id: 'costToday' }
  | { id: 'costAtRetirement' }
  | { id: 'costAtAge' }
  | { id: 'ltc'; years: number }
  | { id: 'total' }
  | { id: 'emergencyFund'; years: number };

export interface HealthcareCostResult {
  totalYears: number;
  annualCostToday: number;
  annualCostRetirement: number;
  totalEstimatedCost: number;
  ltcExpectedCost: number;
  yearlyData: HealthcareYear[];
  emergencyFund: number;
  recommendations: HealthcareAdvice[];
  assumptions: HealthcareAssumption[];
  formulas: HealthcareFormula[];
}

export { HEALTHCARE_COST_BOUNDS };

/** What the calculation takes for a missing input: SPEC §9 default inputs for age, health, place and costs (rules/health/healthcare.ts). */
const HEALTHCARE_COST_FALLBACK: HealthcareCostInput = HC_FALLBACK_INPUTS;

export function calculateHealthcareCost(
  input: Partial<Record<keyof HealthcareCostInput, unknown>> = {},
): HealthcareCostResult {
  const d = HEALTHCARE_COST_FALLBACK;
  const B = HEALTHCARE_COST_BOUNDS;
  // SPEC §5: blank or non-numeric becomes 0 in this tool; a missing field takes its default.
  const num = (key: keyof HealthcareCostInput, min: number, max: number): number =>
    input[key] === undefined ? (d[key] as number) : readNumber(input[key], min, max, 0);
  // Ages too: non-numeric → 0 → raised to the bound's minimum (SPEC §5: current age 50 to 90, retirement 60 to 75, life expectancy 70 to 100).
  const currentAge = Math.round(num('currentAge', B.currentAge.min, B.currentAge.max));
  const retirementAge = Math.round(num('retirementAge', B.retirementAge.min, B.retirementAge.max));
  const lifeExpectancy = Math.round(num('lifeExpectancy', B.lifeExpectancy.min, B.lifeExpectancy.max));
  const healthStatus = readChoice(input.healthStatus, ['excellent', 'good', 'fair', 'poor'] as const, d.healthStatus);
  const location = readChoice(input.location, ['low', 'medium', 'high'] as const, d.location);
  const m = B.money;
  const medicareB = num('medicareB', m.min, m.max);
  const medicareD = num('medicareD', m.min, m.max);
  const medigap = num('medigap', m.min, m.max);
  const outOfPocket = num('outOfPocket', m.min, m.max);
  const prescriptions = num('prescriptions', m.min, m.max);
  const dentalVision = num('dentalVision', m.min, m.max);
  const inflationRate = num('inflationRate', B.inflationRate.min, B.inflationRate.max);
  const ltcProbability = num('ltcProbability', B.ltcProbability.min, B.ltcProbability.max);
  const ltcCost = num('ltcCost', m.min, m.max);

  const h = HC_HEALTH_MULTIPLIERS[healthStatus];
  const l = HC_LOCATION_MULTIPLIERS[location];
  const infl = inflationRate / 100;
  const annualCostToday =
    ((medicareB + medicareD + medigap) * h * l + prescriptions * h * l) * 12 +
    outOfPocket * h * l +
    dentalVision * h * l;
  // Someone already past the chosen retirement age starts the projection at today's age (our reading).
  const startAge = Math.max(currentAge, retirementAge);
  const yearsToRetirement = startAge - currentAge;
  const annualCostRetirement = annualCostToday * Math.pow(1 + infl, yearsToRetirement);
  // From the start age up to, not including, life expectancy: 67 → 85 is 18 years (our reading).
  const totalYears = Math.max(0, lifeExpectancy - startAge);
  const yearlyData: HealthcareYear[] = [];
  let projected = 0;
  for (let k = 0; k < totalYears; k++) {
    const cost = annualCostRetirement * Math.pow(1 + infl, k);
    projected += cost;
    yearlyData.push({ age: startAge + k, cost: round2(cost) });
  }
  const ltcExpectedCost = (ltcProbability / 100) * ltcCost * HC_LTC_YEARS;
  const totalEstimatedCost = projected + ltcExpectedCost;
  const emergencyFund = HC_EMERGENCY_FUND_MULTIPLE * annualCostToday;

  const recommendations: HealthcareAdvice[] = [];
  if (healthStatus === 'fair' || healthStatus === 'poor') recommendations.push({ id: 'medigap' });
  if (location === 'high') recommendations.push({ id: 'highCostArea' });
  if (ltcProbability >= HC_LTC_ADVICE_PROBABILITY && ltcCost > 0) recommendations.push({ id: 'ltcLikely' });
  if (inflationRate >= HC_HIGH_INFLATION) recommendations.push({ id: 'inflation' });
  // Anyone under 65 needs other cover until Medicare starts, retired already or not.
  if (currentAge < HC_MEDICARE_AGE) recommendations.push({ id: 'beforeMedicare', medicareAge: HC_MEDICARE_AGE });
  recommendations.push({ id: 'emergencyFund', years: HC_EMERGENCY_FUND_MULTIPLE });

  const assumptions: HealthcareAssumption[] = [
    { id: 'health', multiplier: h, health: healthStatus, source: OWN_MODEL_SOURCE },
    { id: 'location', multiplier: l, location, source: OWN_MODEL_SOURCE },
    { id: 'inflation', rate: inflationRate },
    { id: 'ltcYears', years: HC_LTC_YEARS, source: OWN_MODEL_SOURCE },
    { id: 'projection', from: startAge, to: Math.max(startAge, lifeExpectancy - 1), years: totalYears },
    {
      id: 'premiums',
      year: HC_PART_B_YEAR,
      partB: MEDICARE_BY_YEAR[HC_PART_B_YEAR].partBPremium,
      partD: HC_FALLBACK_INPUTS.medicareD,
      medigap: HC_FALLBACK_INPUTS.medigap,
      source: MEDICARE_SOURCES[HC_PART_B_YEAR].split(';')[0]!,
    },
  ];
  const formulas: HealthcareFormula[] = [
    { id: 'costToday' },
    { id: 'costAtRetirement' },
    { id: 'costAtAge' },
    { id: 'ltc', years: HC_LTC_YEARS },
    { id: 'total' },
    { id: 'emergencyFund', years: HC_EMERGENCY_FUND_MULTIPLE },
  ];
  return {
    totalYears,
    annualCostToday: round2(annualCostToday),
    annualCostRetirement: round2(annualCostRetirement),
    totalEstimatedCost: round2(totalEstimatedCost),
    ltcExpectedCost: round2(ltcExpectedCost),
    yearlyData,
    emergencyFund: round2(emergencyFund),
    recommendations,
    assumptions,
    formulas,
  };
}

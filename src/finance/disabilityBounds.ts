// DISABILITY_DEFAULTS and DISABILITY_BOUNDS (SPEC §5 bounds and option lists, §9 defaults), apart from the engine in disability.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import type { Occupation } from './types';
import { DI_BENEFIT_PERIODS, DI_ELIMINATION_DAYS, DI_OCCUPATION_FACTORS } from './rules/disability';
import type { DisabilityInput } from './disability';

/** SPEC §9 defaults: age 35, income 75,000, expenses 5,000, 90 days, to 65, 60 %; gender male, occupation professional, health good and no existing cover are ours (all factor 1). */
export const DISABILITY_DEFAULTS: DisabilityInput = {
  age: 35,
  gender: 'male',
  occupation: 'professional',
  annualIncome: 75000,
  monthlyExpenses: 5000,
  existingCoverage: 0,
  healthStatus: 'good',
  eliminationPeriod: 90,
  benefitPeriod: 'to-65',
  coverageAmount: 60,
};

/** SPEC §5 bounds: age 18 to 65, coverage 40 to 80 %, money min 0 (the money max is ours). */
export const DISABILITY_BOUNDS = {
  age: { min: 18, max: 65 },
  money: { min: 0, max: 1e9 },
  coverageAmount: { min: 40, max: 80 },
  eliminationPeriod: { options: DI_ELIMINATION_DAYS },
  benefitPeriod: { options: DI_BENEFIT_PERIODS },
  occupations: Object.keys(DI_OCCUPATION_FACTORS) as Occupation[],
} as const;

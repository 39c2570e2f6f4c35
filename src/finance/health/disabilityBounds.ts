// DISABILITY_BOUNDS (SPEC §5 bounds and option lists), apart from the engine in disability.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import type { Occupation } from '../core/types';
import { DI_BENEFIT_PERIODS, DI_ELIMINATION_DAYS, DI_OCCUPATION_FACTORS } from '../rules/health/disability';

/** SPEC §5 bounds: age 18 to 65, coverage 40 to 80 %, money min 0 (the money max is ours). */
export const DISABILITY_BOUNDS = {
  age: { min: 18, max: 65 },
  money: { min: 0, max: 1e9 },
  coverageAmount: { min: 40, max: 80 },
  eliminationPeriod: { options: DI_ELIMINATION_DAYS },
  benefitPeriod: { options: DI_BENEFIT_PERIODS },
  occupations: Object.keys(DI_OCCUPATION_FACTORS) as Occupation[],
} as const;

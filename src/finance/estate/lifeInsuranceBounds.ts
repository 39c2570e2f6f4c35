// LIFE_INSURANCE_BOUNDS (SPEC §1 names the tool; §5 and §9 give it no bounds or constants, so these are ours), apart from the engine in lifeInsurance.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import { MAX_MONEY } from '../core/num';

export const LIFE_INSURANCE_BOUNDS = {
  money: { min: 0, max: MAX_MONEY },
  yearsOfIncome: { min: 0, max: 50 },
  incomeGrowthRate: { min: 0, max: 15, step: 0.1 },
} as const;

// HSA_BOUNDS (SPEC §5 input bounds: ages, money and return), apart from the engine in hsa.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import { MAX_MONEY } from '../core/num';
import type { HsaLimitYear } from '../rules/health/hsaLimits';
import { ORDINARY_RATES } from '../rules/tax/taxYears';
import { HSA_TOOL_YEARS } from '../rules/health/hsaLimits';

const HSA_OFFERED_YEARS = HSA_TOOL_YEARS as readonly HsaLimitYear[];

export const HSA_BOUNDS = {
  age: { min: 18, max: 65 },
  retirementAge: { min: 55, max: 75 },
  money: { min: 0, max: MAX_MONEY },
  expectedReturn: { min: 0, max: 15, step: 0.1 },
  brackets: ORDINARY_RATES,
  coverageTypes: ['self', 'family'] as const,
  limitYears: HSA_OFFERED_YEARS,
} as const;

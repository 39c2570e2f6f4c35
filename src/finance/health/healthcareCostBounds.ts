// HEALTHCARE_COST_BOUNDS (SPEC §5 input bounds: ages, money and rates), apart from the engine in healthcareCost.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.

/** SPEC §5 bounds: ages 50–90, retirement 60–75, life expectancy 70–100; money fields min 0 and at most 1,000,000 a month/year, which keeps sums finite (ours); inflation 0–20 % (ours). */
export const HEALTHCARE_COST_BOUNDS = {
  currentAge: { min: 50, max: 90 },
  retirementAge: { min: 60, max: 75 },
  lifeExpectancy: { min: 70, max: 100 },
  money: { min: 0, max: 1_000_000 },
  inflationRate: { min: 0, max: 20, step: 0.1 },
  ltcProbability: { min: 0, max: 100 },
} as const;

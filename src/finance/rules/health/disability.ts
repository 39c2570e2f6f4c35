/** Disability insurance premium model, as SPEC §9 "Disability" states it: the product's own educational model, 2026. */

/** Monthly base rate per $1,000 of monthly benefit, by age band (upper bound exclusive). Source: SPEC §9 gives 25 under 30, 35 under 40, 50 under 50, 75 under 60, 2026. */
export const DI_BASE_RATE_BANDS = [
  { under: 30, rate: 25 },
  { under: 40, rate: 35 },
  { under: 50, rate: 50 },
  { under: 60, rate: 75 },
] as const;
/** Base rate at 60 and over. Source: SPEC §9 gives 100 at 60 and over (the product's own educational model), 2026. */
export const DI_BASE_RATE_60_PLUS = 100;

/** Occupation multipliers. Source: SPEC §9 gives professional 1 up to high-risk 2 (the product's own educational model), 2026. */
export const DI_OCCUPATION_FACTORS = {
  professional: 1,
  managerial: 1.1,
  sales: 1.2,
  technical: 1.3,
  manual: 1.5,
  'high-risk': 2,
} as const;
/** Health multipliers. Source: SPEC §9 gives excellent 0.9 up to poor 1.5 (the product's own educational model), 2026. */
export const DI_HEALTH_FACTORS = { excellent: 0.9, good: 1, fair: 1.2, poor: 1.5 } as const;
/** Elimination period (days) multipliers. Source: SPEC §9 gives 30 days 1.3 down to 365 days 0.7 (the product's own educational model), 2026. */
export const DI_ELIMINATION_FACTORS = { 30: 1.3, 60: 1.15, 90: 1, 180: 0.85, 365: 0.7 } as const;
export const DI_ELIMINATION_DAYS = [30, 60, 90, 180, 365] as const;
/** Benefit period multipliers. Source: SPEC §9 gives 2 years 0.6 up to lifetime 1.3 (the product's own educational model), 2026. */
export const DI_BENEFIT_PERIOD_FACTORS = { '2-years': 0.6, '5-years': 0.8, 'to-65': 1, lifetime: 1.3 } as const;
export const DI_BENEFIT_PERIODS = ['2-years', '5-years', 'to-65', 'lifetime'] as const;
/** Gender multipliers (female 1.2). Source: SPEC §9 multiplies the premium by 1.2 for women (the product's own educational model), 2026. */
export const DI_GENDER_FACTORS = { male: 1, female: 1.2 } as const;
/** Benefit is capped at this share of monthly expenses. Source: SPEC §9 caps the benefit at 80 % of monthly expenses (the product's own educational model), 2026. */
export const DI_EXPENSE_CAP_SHARE = 0.8;
/** Premium is quoted per this many dollars of monthly benefit. Source: SPEC §9 divides the monthly benefit by 1000, 2026. */
export const DI_PREMIUM_UNIT = 1000;
/** Advice thresholds. Source: SPEC §9 gives advice when the elimination period is over 90 days or age over 50 (the product's own educational model), 2026. */
export const DI_LONG_ELIMINATION_DAYS = 90;
export const DI_OLDER_WORKER_AGE = 50;
/**
 * What the calculation takes for an input that is missing or unreadable, and what the form opens on.
 * Source: SPEC §9 starting figures (age 35, income 75,000, expenses 5,000, a 90-day wait, benefits to 65, 60 % of
 * income); male, professional, good health and no existing cover are the product's own (all factor 1), 2026.
 */
export const DI_FALLBACK_INPUTS = {
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
} as const;

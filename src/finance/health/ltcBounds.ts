// LTC_BOUNDS (SPEC §5 bounds and option lists: age, duration and benefits), apart from the engine in ltc.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import {
  LTC_BENEFIT_PERIODS,
  LTC_DAILY_BASE_COST,
  LTC_DAILY_BENEFIT_OPTIONS,
  LTC_ELIMINATION_DAYS,
  LTC_INFLATION_FACTORS,
  LTC_REGIONAL_MULTIPLIERS,
  type LtcCareSetting,
  type LtcInflation,
  type LtcRegion,
} from '../rules/health/ltc';

/** SPEC §5 bounds: age 40 to 85, care duration 2 to 5 years, daily benefit options 150 to 400. */
export const LTC_BOUNDS = {
  age: { min: 40, max: 85 },
  careDuration: { min: 2, max: 5, options: [2, 3, 4, 5] as const },
  dailyBenefit: { options: LTC_DAILY_BENEFIT_OPTIONS },
  eliminationPeriod: { options: LTC_ELIMINATION_DAYS },
  benefitPeriod: { options: LTC_BENEFIT_PERIODS },
  states: Object.keys(LTC_REGIONAL_MULTIPLIERS) as LtcRegion[],
  careSettings: Object.keys(LTC_DAILY_BASE_COST) as LtcCareSetting[],
  inflationProtection: Object.keys(LTC_INFLATION_FACTORS) as LtcInflation[],
} as const;

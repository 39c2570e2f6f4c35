import { readChoice, readNumber, round2 } from '../core/num';
import type { Gender, HealthStatus } from '../core/types';
import {
  LTC_BASE_ANNUAL_PREMIUM,
  LTC_BASE_DAILY_BENEFIT,
  LTC_BENEFIT_PERIOD_FACTORS,
  LTC_BENEFIT_PERIODS,
  LTC_DAILY_BASE_COST,
  LTC_DAILY_BENEFIT_OPTIONS,
  LTC_DAYS_PER_YEAR,
  LTC_ELIMINATION_DAYS,
  LTC_ELIMINATION_FACTORS,
  LTC_FALLBACK_INPUTS,
  LTC_GENDER_FACTORS,
  LTC_HEALTH_FACTORS,
  LTC_HIGH_PREMIUM,
  LTC_INFLATION_FACTORS,
  LTC_LARGE_SAVINGS,
  LTC_LIFETIME_YEARS,
  LTC_PREMIUM_AGE_GROWTH,
  LTC_PREMIUM_END_AGE,
  LTC_PREMIUM_EXTRA_YEARS,
  LTC_PREMIUM_PIVOT_AGE,
  LTC_REGIONAL_MULTIPLIERS,
  LTC_YOUNG_BUYER_AGE,
  type LtcBenefitPeriod,
  type LtcCareSetting,
  type LtcInflation,
  type LtcRegion,
} from '../rules/health/ltc';
import { LTC_BOUNDS } from './ltcBounds';

/** One recommendation, as a fact the tool words (LtcCalculator/ltcWords.ts). */
export type LtcAdvice =
  | { id: 'buyEarly'; age: number }
  | { id: 'preferredRates' }
  | { id: 'highPremium' }
  | { id: 'farLess' }
  | { id: 'homeCare' };

/**
 * One line of "How this is calculated", as a fact the tool words. Every line's source is the same:
 * SPEC §9 gives these figures as an educational model, not market prices (the tool says so).
 */
export type LtcAssumption =
  | { id: 'dailyBase'; cost: number; setting: LtcCareSetting }
  | { id: 'regional'; multiplier: number; region: LtcRegion }
  | { id: 'basePremium'; premium: number; age: number; benefit: number; growth: number }
  | {
      id: 'factors';
      gender: number;
      health: number;
      elimination: number;
      inflation: number;
      benefitPeriod: number;
    }
  | { id: 'premiumYears'; years: number; endAge: number; extraYears: number }
  | { id: 'benefitYears'; years: number; lifetime: boolean; lifetimeYears: number };

export type LtcFormula =
  | { id: 'dailyCost' }
  | { id: 'annualCost'; days: number }
  | { id: 'annualPremium'; premium: number; growthFactor: number; age: number; benefit: number }
  | { id: 'monthlyPremium'; endAge: number; extraYears: number }
  | { id: 'selfInsurance'; lifetimeYears: number }
  | { id: 'savings' }
  | { id: 'recommendedBenefit'; largest: number };

export interface LtcInput {
  age: number;
  gender: Gender;
  state: LtcRegion;
  healthStatus: HealthStatus;
  careSetting: LtcCareSetting;
  careDuration: number;
  dailyBenefit: number;
  eliminationPeriod: (typeof LTC_ELIMINATION_DAYS)[number];
  inflationProtection: LtcInflation;
  benefitPeriod: LtcBenefitPeriod;
}

export interface LtcResult {
  dailyCareCost: number;
  annualCareCost: number;
  totalCareCost: number;
  recommendedDailyBenefit: number;
  monthlyPremium: number;
  annualPremium: number;
  totalPremiums: number;
  /** Years over which premiums are paid: max(0, 65 − age) + 15. */
  premiumYears: number;
  potentialSavings: number;
  selfInsuranceCost: number;
  recommendations: LtcAdvice[];
  assumptions: LtcAssumption[];
  formulas: LtcFormula[];
}

export { LTC_BOUNDS };

/** What the calculation takes for a missing or unknown input: SPEC §3 defaults (rules/health/ltc.ts). */
const LTC_FALLBACK: LtcInput = LTC_FALLBACK_INPUTS;

/** Reads hostile input into a valid LtcInput (unknown enums → default; numbers clamped; benefit snapped to an option). */
export function normalizeLtcInput(input: Partial<Record<keyof LtcInput, unknown>> = {}): LtcInput {
  const d = LTC_FALLBACK;
  const rawBenefit = readNumber(input.dailyBenefit, 0, 1e6, d.dailyBenefit);
  // A benefit that is not one of the options snaps to the nearest option (SPEC §5 offers only these).
  const dailyBenefit = LTC_DAILY_BENEFIT_OPTIONS.reduce((best, opt) =>
    Math.abs(opt - rawBenefit) < Math.abs(best - rawBenefit) ? opt : best,
  ) as number;
  const rawPeriod =
    typeof input.benefitPeriod === 'string' && input.benefitPeriod !== 'lifetime'
      ? Number(input.benefitPeriod)
      : input.benefitPeriod;
  const rawElim =
    typeof input.eliminationPeriod === 'string' ? Number(input.eliminationPeriod) : input.eliminationPeriod;
  return {
    age: Math.round(readNumber(input.age, LTC_BOUNDS.age.min, LTC_BOUNDS.age.max, d.age)),
    gender: readChoice(input.gender, ['male', 'female'] as const, d.gender),
    state: readChoice(input.state, LTC_BOUNDS.states, d.state),
    healthStatus: readChoice(input.healthStatus, ['excellent', 'good', 'fair', 'poor'] as const, d.healthStatus),
    careSetting: readChoice(input.careSetting, LTC_BOUNDS.careSettings, d.careSetting),
    careDuration: Math.round(
      readNumber(input.careDuration, LTC_BOUNDS.careDuration.min, LTC_BOUNDS.careDuration.max, d.careDuration),
    ),
    dailyBenefit,
    eliminationPeriod: readChoice(rawElim, LTC_ELIMINATION_DAYS, d.eliminationPeriod),
    inflationProtection: readChoice(input.inflationProtection, LTC_BOUNDS.inflationProtection, d.inflationProtection),
    benefitPeriod: readChoice(rawPeriod, LTC_BENEFIT_PERIODS, d.benefitPeriod),
  };
}

/**
 * Long-term care cost and premium estimate (SPEC §3 inputs and results, §9 cost and premium model).
 * Readings of unstated formulas: daily cost = setting base × regional multiplier; annual = daily × 365;
 * total = annual × care duration; recommended daily benefit = smallest offered benefit covering the daily cost
 * (400 if none does); self-insurance = annual cost × benefit years (lifetime = 5); savings = self-insurance −
 * total premiums, floored at 0.
 */
export function calculateLtc(input: Partial<Record<keyof LtcInput, unknown>> = {}): LtcResult {
  const i = normalizeLtcInput(input);
  const regional = LTC_REGIONAL_MULTIPLIERS[i.state];
  const dailyCareCost = LTC_DAILY_BASE_COST[i.careSetting] * regional;
  const annualCareCost = dailyCareCost * LTC_DAYS_PER_YEAR;
  const totalCareCost = annualCareCost * i.careDuration;
  const recommendedDailyBenefit =
    LTC_DAILY_BENEFIT_OPTIONS.find((opt) => opt >= dailyCareCost) ??
    LTC_DAILY_BENEFIT_OPTIONS[LTC_DAILY_BENEFIT_OPTIONS.length - 1]!;

  const ageYears = Math.max(0, i.age - LTC_PREMIUM_PIVOT_AGE);
  const ageFactor = Math.pow(1 + LTC_PREMIUM_AGE_GROWTH, ageYears);
  const factors = {
    gender: LTC_GENDER_FACTORS[i.gender],
    health: LTC_HEALTH_FACTORS[i.healthStatus],
    elimination: LTC_ELIMINATION_FACTORS[i.eliminationPeriod],
    inflation: LTC_INFLATION_FACTORS[i.inflationProtection],
    benefitPeriod: LTC_BENEFIT_PERIOD_FACTORS[i.benefitPeriod],
  };
  const annualPremium =
    LTC_BASE_ANNUAL_PREMIUM *
    ageFactor *
    factors.gender *
    factors.health *
    factors.elimination *
    factors.inflation *
    factors.benefitPeriod *
    (i.dailyBenefit / LTC_BASE_DAILY_BENEFIT);
  const monthlyPremium = annualPremium / 12;
  const premiumYears = Math.max(0, LTC_PREMIUM_END_AGE - i.age) + LTC_PREMIUM_EXTRA_YEARS;
  const totalPremiums = annualPremium * premiumYears;
  const benefitYears = i.benefitPeriod === 'lifetime' ? LTC_LIFETIME_YEARS : i.benefitPeriod;
  const selfInsuranceCost = annualCareCost * benefitYears;
  const potentialSavings = Math.max(0, selfInsuranceCost - totalPremiums);

  const recommendations: LtcAdvice[] = [];
  if (i.age < LTC_YOUNG_BUYER_AGE) recommendations.push({ id: 'buyEarly', age: LTC_YOUNG_BUYER_AGE });
  if (i.healthStatus === 'excellent' || i.healthStatus === 'good') recommendations.push({ id: 'preferredRates' });
  if (annualPremium > LTC_HIGH_PREMIUM) recommendations.push({ id: 'highPremium' });
  if (potentialSavings > LTC_LARGE_SAVINGS) recommendations.push({ id: 'farLess' });
  if (i.careSetting === 'home') recommendations.push({ id: 'homeCare' });

  const assumptions: LtcAssumption[] = [
    { id: 'dailyBase', cost: LTC_DAILY_BASE_COST[i.careSetting], setting: i.careSetting },
    { id: 'regional', multiplier: regional, region: i.state },
    {
      id: 'basePremium',
      premium: LTC_BASE_ANNUAL_PREMIUM,
      age: LTC_PREMIUM_PIVOT_AGE,
      benefit: LTC_BASE_DAILY_BENEFIT,
      growth: LTC_PREMIUM_AGE_GROWTH * 100,
    },
    { id: 'factors', ...factors },
    { id: 'premiumYears', years: premiumYears, endAge: LTC_PREMIUM_END_AGE, extraYears: LTC_PREMIUM_EXTRA_YEARS },
    {
      id: 'benefitYears',
      years: benefitYears,
      lifetime: i.benefitPeriod === 'lifetime',
      lifetimeYears: LTC_LIFETIME_YEARS,
    },
  ];
  const formulas: LtcFormula[] = [
    { id: 'dailyCost' },
    { id: 'annualCost', days: LTC_DAYS_PER_YEAR },
    {
      id: 'annualPremium',
      premium: LTC_BASE_ANNUAL_PREMIUM,
      growthFactor: 1 + LTC_PREMIUM_AGE_GROWTH,
      age: LTC_PREMIUM_PIVOT_AGE,
      benefit: LTC_BASE_DAILY_BENEFIT,
    },
    { id: 'monthlyPremium', endAge: LTC_PREMIUM_END_AGE, extraYears: LTC_PREMIUM_EXTRA_YEARS },
    { id: 'selfInsurance', lifetimeYears: LTC_LIFETIME_YEARS },
    { id: 'savings' },
    { id: 'recommendedBenefit', largest: LTC_DAILY_BENEFIT_OPTIONS[LTC_DAILY_BENEFIT_OPTIONS.length - 1]! },
  ];

  return {
    dailyCareCost: round2(dailyCareCost),
    annualCareCost: round2(annualCareCost),
    totalCareCost: round2(totalCareCost),
    recommendedDailyBenefit,
    monthlyPremium: round2(monthlyPremium),
    annualPremium: round2(annualPremium),
    totalPremiums: round2(totalPremiums),
    premiumYears,
    potentialSavings: round2(potentialSavings),
    selfInsuranceCost: round2(selfInsuranceCost),
    recommendations,
    assumptions,
    formulas,
  };
}

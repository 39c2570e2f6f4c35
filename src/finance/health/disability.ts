import { readChoice, fieldReader, readNumber, round2 } from '../core/num';
import type { Gender, HealthStatus, Occupation } from '../core/types';
import {
  DI_BASE_RATE_60_PLUS,
  DI_BASE_RATE_BANDS,
  DI_BENEFIT_PERIOD_FACTORS,
  DI_BENEFIT_PERIODS,
  DI_ELIMINATION_DAYS,
  DI_ELIMINATION_FACTORS,
  DI_EXPENSE_CAP_SHARE,
  DI_FALLBACK_INPUTS,
  DI_GENDER_FACTORS,
  DI_HEALTH_FACTORS,
  DI_LONG_ELIMINATION_DAYS,
  DI_OCCUPATION_FACTORS,
  DI_OLDER_WORKER_AGE,
  DI_PREMIUM_UNIT,
} from '../rules/health/disability';
import { DISABILITY_BOUNDS } from './disabilityBounds';
import { OWN_MODEL_SOURCE } from '../rules/core/ownModel';

// Shown to readers as the assumptions' source (SPEC §9 gives these figures as an educational model).

export type DisabilityBenefitPeriod = (typeof DI_BENEFIT_PERIODS)[number];
export type DisabilityElimination = (typeof DI_ELIMINATION_DAYS)[number];

export interface DisabilityInput {
  age: number;
  gender: Gender;
  occupation: Occupation;
  annualIncome: number;
  monthlyExpenses: number;
  /** Monthly benefit from coverage you already have, US$. */
  existingCoverage: number;
  healthStatus: HealthStatus;
  eliminationPeriod: DisabilityElimination;
  benefitPeriod: DisabilityBenefitPeriod;
  /** Percent of income to replace, 40–80. */
  coverageAmount: number;
}

/**
 * Advice, assumptions and formulas as facts (which sentence, which figures), never the words: the tool words
 * them (src/tools/DisabilityCalculator/disabilityWords.ts).
 */
export type DisabilityRecommendation =
  { id: 'coverageGap'; coverageGap: number } | { id: 'longWait' } | { id: 'olderWorker' } | { id: 'highRisk' };

/** One line of "How this is calculated"; `source` is the model's citation (data). Shares are percent. */
export type DisabilityAssumption =
  | { id: 'baseRate'; baseRate: number; age: number; unit: number; source: string }
  | {
      id: 'factors';
      occupation: number;
      health: number;
      elimination: number;
      benefitPeriod: number;
      gender: number;
      source: string;
    }
  | { id: 'benefitCap'; capShare: number; source: string };

export type DisabilityFormula =
  | { id: 'monthlyBenefit'; capShare: number }
  | { id: 'monthlyPremium'; unit: number }
  | { id: 'annualPremium' }
  | { id: 'coverageGap' };

export interface DisabilityResult {
  assumptions: DisabilityAssumption[];
  formulas: DisabilityFormula[];
  monthlyBenefit: number;
  annualBenefit: number;
  /** Monthly benefit as a percent of monthly income. */
  benefitPercentage: number;
  eliminationPeriod: DisabilityElimination;
  benefitPeriod: DisabilityBenefitPeriod;
  monthlyPremium: number;
  annualPremium: number;
  coverageGap: number;
  recommendations: DisabilityRecommendation[];
}

export { DISABILITY_BOUNDS };

/** What the calculation takes for an input that is missing or unreadable (rules/health/disability.ts). */
const DISABILITY_FALLBACK: DisabilityInput = DI_FALLBACK_INPUTS;

export function disabilityBaseRate(age: number): number {
  return DI_BASE_RATE_BANDS.find((band) => age < band.under)?.rate ?? DI_BASE_RATE_60_PLUS;
}

export function calculateDisability(input: Partial<Record<keyof DisabilityInput, unknown>> = {}): DisabilityResult {
  const d = DISABILITY_FALLBACK;
  const B = DISABILITY_BOUNDS;
  const read = fieldReader(input, B, d);
  const age = Math.round(read('age'));
  const gender = readChoice(input.gender, ['male', 'female'] as const, d.gender);
  const occupation = readChoice(input.occupation, B.occupations, d.occupation);
  const annualIncome = readNumber(input.annualIncome, B.money.min, B.money.max, d.annualIncome);
  const monthlyExpenses = readNumber(input.monthlyExpenses, B.money.min, B.money.max, d.monthlyExpenses);
  const existingCoverage = readNumber(input.existingCoverage, B.money.min, B.money.max, d.existingCoverage);
  const healthStatus = readChoice(input.healthStatus, ['excellent', 'good', 'fair', 'poor'] as const, d.healthStatus);
  const rawElim =
    typeof input.eliminationPeriod === 'string' ? Number(input.eliminationPeriod) : input.eliminationPeriod;
  const eliminationPeriod = readChoice(rawElim, DI_ELIMINATION_DAYS, d.eliminationPeriod);
  const benefitPeriod = readChoice(input.benefitPeriod, DI_BENEFIT_PERIODS, d.benefitPeriod);
  const coverageAmount = read('coverageAmount');

  const monthlyIncome = annualIncome / 12;
  const incomeBased = (coverageAmount / 100) * monthlyIncome;
  const expenseCap = DI_EXPENSE_CAP_SHARE * monthlyExpenses;
  const monthlyBenefit = Math.min(incomeBased, expenseCap);
  const benefitPercentage = monthlyIncome > 0 ? (monthlyBenefit / monthlyIncome) * 100 : 0;
  const baseRate = disabilityBaseRate(age);
  const f = {
    occupation: DI_OCCUPATION_FACTORS[occupation],
    health: DI_HEALTH_FACTORS[healthStatus],
    elimination: DI_ELIMINATION_FACTORS[eliminationPeriod],
    benefitPeriod: DI_BENEFIT_PERIOD_FACTORS[benefitPeriod],
    gender: DI_GENDER_FACTORS[gender],
  };
  const monthlyPremium =
    (baseRate * f.occupation * f.health * f.elimination * f.benefitPeriod * f.gender * monthlyBenefit) /
    DI_PREMIUM_UNIT;
  const annualPremium = monthlyPremium * 12;
  const coverageGap = Math.max(0, monthlyBenefit - existingCoverage);

  const recommendations: DisabilityRecommendation[] = [];
  if (coverageGap > 0) recommendations.push({ id: 'coverageGap', coverageGap: round2(coverageGap) });
  if (eliminationPeriod > DI_LONG_ELIMINATION_DAYS) recommendations.push({ id: 'longWait' });
  if (age > DI_OLDER_WORKER_AGE) recommendations.push({ id: 'olderWorker' });
  if (occupation === 'high-risk') recommendations.push({ id: 'highRisk' });

  const capShare = Math.round(DI_EXPENSE_CAP_SHARE * 1000) / 10;
  const assumptions: DisabilityAssumption[] = [
    { id: 'baseRate', baseRate, age, unit: DI_PREMIUM_UNIT, source: OWN_MODEL_SOURCE },
    { id: 'factors', ...f, source: OWN_MODEL_SOURCE },
    { id: 'benefitCap', capShare, source: OWN_MODEL_SOURCE },
  ];
  const formulas: DisabilityFormula[] = [
    { id: 'monthlyBenefit', capShare },
    { id: 'monthlyPremium', unit: DI_PREMIUM_UNIT },
    { id: 'annualPremium' },
    { id: 'coverageGap' },
  ];
  return {
    monthlyBenefit: round2(monthlyBenefit),
    annualBenefit: round2(monthlyBenefit * 12),
    benefitPercentage: round2(benefitPercentage),
    eliminationPeriod,
    benefitPeriod,
    monthlyPremium: round2(monthlyPremium),
    annualPremium: round2(annualPremium),
    coverageGap: round2(coverageGap),
    recommendations,
    assumptions,
    formulas,
  };
}

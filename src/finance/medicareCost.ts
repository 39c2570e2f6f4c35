import { readChoice, readNumber, round2 } from './num';
import type { Assumption, Explained } from './types';
import { MEDICARE_BY_YEAR, MEDICARE_DEFAULT_ADVANTAGE, MEDICARE_DEFAULT_MEDIGAP, MEDICARE_DEFAULT_OOP, MEDICARE_YEARS } from './rules/medicare';
import { TOOL_YEARS, defaultYear } from './rules/calendar';

export type MedicarePlanType = 'original' | 'advantage';
export type MedicareYearChoice = (typeof MEDICARE_YEARS)[number];

export interface MedicareCostInput {
  year: MedicareYearChoice;
  /** Monthly Part B premium (standard for the year unless IRMAA applies). */
  partBPremium: number;
  /** Annual Part B deductible. */
  partBDeductible: number;
  /** Monthly Part D (drug plan) premium. */
  partDPremium: number;
  /** Monthly Medigap premium (Original Medicare only). */
  medigapPremium: number;
  /** Monthly Medicare Advantage premium (includes drug coverage in this model). */
  advantagePremium: number;
  planType: MedicarePlanType;
  /** Expected yearly copays and coinsurance per person. */
  expectedOutOfPocket: number;
  people: 1 | 2;
}

export interface MedicareLine {
  label: string;
  monthly: number;
  annual: number;
}

export interface MedicareCostResult extends Explained {
  year: MedicareYearChoice;
  planType: MedicarePlanType;
  people: 1 | 2;
  monthlyPremiumsPerPerson: number;
  annualPerPerson: number;
  monthlyTotal: number;
  annualTotal: number;
  /** Per person lines; `annual` includes deductible and out-of-pocket lines. */
  breakdown: MedicareLine[];
}

/** Defaults for a given year: CMS figures (RULES.md) plus the product's own estimates for plan premiums. */
export function medicareDefaults(year: MedicareYearChoice): MedicareCostInput {
  const y = MEDICARE_BY_YEAR[year];
  return {
    year,
    partBPremium: y.partBPremium,
    partBDeductible: y.partBDeductible,
    partDPremium: y.partDBasePremium,
    medigapPremium: MEDICARE_DEFAULT_MEDIGAP,
    advantagePremium: MEDICARE_DEFAULT_ADVANTAGE,
    planType: 'original',
    expectedOutOfPocket: MEDICARE_DEFAULT_OOP,
    people: 1,
  };
}

/** Years offered, newest first, from the rules calendar; the newest is the default. */
const MEDICARE_OFFERED_YEARS = TOOL_YEARS['medicare-cost'] as readonly MedicareYearChoice[];
export const MEDICARE_COST_DEFAULTS: MedicareCostInput = medicareDefaults(defaultYear('medicare-cost') as MedicareYearChoice);

export const MEDICARE_COST_BOUNDS = {
  year: { options: MEDICARE_OFFERED_YEARS },
  monthly: { min: 0, max: 10000 },
  annual: { min: 0, max: 1_000_000 },
  people: { options: [1, 2] as const },
  planType: { options: ['original', 'advantage'] as const },
} as const;

/**
 * Yearly Medicare cost. Original: Part B + Part D + Medigap premiums, the Part B deductible and out-of-pocket.
 * Advantage (our reading): Part B + plan premium (drugs included, Part D not added) and out-of-pocket; the
 * plan's own deductibles are assumed inside the out-of-pocket figure. Totals are per person × people.
 */
export function calculateMedicareCost(input: Partial<Record<keyof MedicareCostInput, unknown>> = {}): MedicareCostResult {
  const rawYear = typeof input.year === 'string' ? Number(input.year) : input.year;
  const year = readChoice(rawYear, MEDICARE_OFFERED_YEARS, MEDICARE_COST_DEFAULTS.year);
  const d = medicareDefaults(year);
  const B = MEDICARE_COST_BOUNDS;
  const monthly = (k: keyof MedicareCostInput): number => readNumber(input[k], B.monthly.min, B.monthly.max, d[k] as number);
  const partBPremium = monthly('partBPremium');
  const partDPremium = monthly('partDPremium');
  const medigapPremium = monthly('medigapPremium');
  const advantagePremium = monthly('advantagePremium');
  const partBDeductible = readNumber(input.partBDeductible, B.annual.min, B.annual.max, d.partBDeductible);
  const expectedOutOfPocket = readNumber(input.expectedOutOfPocket, B.annual.min, B.annual.max, d.expectedOutOfPocket);
  const planType = readChoice(input.planType, B.planType.options, d.planType);
  const rawPeople = typeof input.people === 'string' ? Number(input.people) : input.people;
  const people = readChoice(rawPeople, B.people.options, d.people);

  const line = (label: string, m: number, annualOnly = 0): MedicareLine => ({ label, monthly: round2(m), annual: round2(m * 12 + annualOnly) });
  const breakdown: MedicareLine[] =
    planType === 'original'
      ? [
          line('Part B premium', partBPremium),
          line('Part D premium', partDPremium),
          line('Medigap premium', medigapPremium),
          line('Part B deductible', 0, partBDeductible),
          line('Out-of-pocket costs', 0, expectedOutOfPocket),
        ]
      : [
          line('Part B premium', partBPremium),
          line('Medicare Advantage premium', advantagePremium),
          line('Out-of-pocket costs', 0, expectedOutOfPocket),
        ];
  const monthlyPremiumsPerPerson = breakdown.reduce((s, l) => s + l.monthly, 0);
  const annualPerPerson = breakdown.reduce((s, l) => s + l.annual, 0);

  const yr = MEDICARE_BY_YEAR[year];
  const assumptions: Assumption[] = [
    { label: `Part B standard premium ${year}`, value: `$${yr.partBPremium.toFixed(2)} a month`, source: `CMS ${year} Medicare Parts A & B premiums and deductibles` },
    { label: `Part B deductible ${year}`, value: `$${yr.partBDeductible} a year`, source: `CMS ${year}` },
    { label: `Part D base beneficiary premium ${year}`, value: `$${yr.partDBasePremium.toFixed(2)} (real plan premiums vary)`, source: `CMS ${year} Part D bid information` },
    { label: 'Medigap and Advantage premiums', value: 'your figures (defaults are rough estimates)' },
    { label: 'Not included', value: 'income-related surcharges (IRMAA), Part A premium (most people pay none), late-enrolment penalties' },
  ];
  const formulas =
    planType === 'original'
      ? ['Annual per person = (Part B + Part D + Medigap) × 12 + Part B deductible + out-of-pocket', 'Total = per person × people']
      : ['Annual per person = (Part B + Advantage premium) × 12 + out-of-pocket', 'Total = per person × people'];
  return {
    year,
    planType,
    people,
    monthlyPremiumsPerPerson: round2(monthlyPremiumsPerPerson),
    annualPerPerson: round2(annualPerPerson),
    monthlyTotal: round2(monthlyPremiumsPerPerson * people),
    annualTotal: round2(annualPerPerson * people),
    breakdown,
    assumptions,
    formulas,
  };
}

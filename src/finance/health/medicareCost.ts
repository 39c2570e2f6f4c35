import { isEntered, readAnswer, readChoice, readNumber, round2, type Answer } from '../core/num';
import type { FilingStatus } from '../core/types';
import { irmaaDetails, irmaaIncomeYear } from './irmaa';
import { IRMAA_SOURCES, IRMAA_TOP_TIER } from '../rules/health/irmaa';
import { FILING_STATUSES } from '../rules/tax/taxYears';
import {
  MEDICARE_BY_YEAR,
  MEDICARE_FALLBACK_ADVANTAGE,
  MEDICARE_FALLBACK_MAGI,
  MEDICARE_FALLBACK_MEDIGAP,
  MEDICARE_FALLBACK_OOP,
  MEDICARE_YEARS,
} from '../rules/health/medicare';
import { MEDICARE_TOOL_YEARS } from '../rules/health/medicare';
import { newestYear } from '../rules/core/years';

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
  /**
   * Modified adjusted gross income of the tax return two years before `year` (AGI plus tax-exempt
   * interest; a joint return's figure for a married couple filing jointly). Sets IRMAA. Null (or missing) is "not
   * entered": the standard premium is assumed and said to be assumed; 0 is an answer (the standard premium, known).
   */
  magi: Answer;
  /** Filing status of that return ('marriedSeparate': lived with the spouse at some time in the year). */
  filingStatus: FilingStatus;
}

/** The income-related monthly adjustment (IRMAA) the result includes. */
export interface MedicareIrmaa {
  /** 0 = standard premium … 5 = top (src/finance/health/irmaa.ts). */
  tier: number;
  /** The tax year whose MAGI sets this year's premiums (year − 2). */
  incomeYear: number;
  magi: number;
  /** Whether the MAGI was entered (0 included); without it the standard premium is assumed. */
  magiEntered: boolean;
  filingStatus: FilingStatus;
  /** Part B adjustment over the standard premium, per person per month. */
  partBAdjustmentMonthly: number;
  /** Part D adjustment, per person per month (paid with Original Medicare's drug plan or an Advantage plan's drug cover). */
  partDAdjustmentMonthly: number;
  /** Both adjustments, per person per year. */
  annualPerPerson: number;
  /** Both adjustments for everyone covered, per year. */
  annualTotal: number;
  /** MAGI at which the next tier begins; null in the top tier. */
  nextThreshold: number | null;
  /** How much more MAGI fits before the next tier; null in the top tier. */
  room: number | null;
  /** Whether the next tier starts AT nextThreshold (the top tier, "greater than or equal to") rather than over it. */
  nextStartsAtThreshold: boolean;
  /** What the next tier would add, per person per year; null in the top tier. */
  nextTierExtraAnnualPerPerson: number | null;
  /** The MAGI band of the tier, as CMS gives it: over `above` (null: from 0) and up to `upTo` (null: no end), "less than" when `endsBelowEdge`. */
  band: MedicareBand;
}

/** A tier's MAGI band; the tool words it as CMS does ("over $137,000 and up to $171,000", "$500,000 or more"). */
export interface MedicareBand {
  above: number | null;
  upTo: number | null;
  endsBelowEdge: boolean;
}

/** Which cost a line of the breakdown is. */
export type MedicareLineId =
  'partB' | 'partBIrmaa' | 'partDIrmaa' | 'partD' | 'medigap' | 'partBDeductible' | 'outOfPocket' | 'advantage';

export interface MedicareLine {
  id: MedicareLineId;
  monthly: number;
  annual: number;
}

/**
 * One line of "How this is calculated", as a fact the tool words (src/i18n/phrase.ts); amounts in
 * dollars as CMS sets them (to the cent), a source as the rule cites it.
 */
export type MedicareAssumption =
  | { id: 'partBPremium'; year: number; amount: number; source: string }
  | { id: 'partBDeductible'; year: number; amount: number; source: string }
  | { id: 'partDBase'; year: number; amount: number; source: string }
  /** The MAGI box left blank: the standard premium is assumed. */
  | { id: 'irmaaNotEntered'; year: number; incomeYear: number; source: string }
  | {
      id: 'irmaaStandard' | 'irmaaTier';
      year: number;
      incomeYear: number;
      tier: number;
      magi: number;
      filingStatus: FilingStatus;
      band: MedicareBand;
      partBMonthly: number;
      partBAdjustment: number;
      partDAdjustment: number;
      source: string;
    }
  | { id: 'whichIncome'; year: number; incomeYear: number }
  | { id: 'yourFigures' }
  | { id: 'notIncluded' };

export type MedicareFormula = { id: 'annualOriginal' } | { id: 'annualAdvantage' } | { id: 'total' };

export interface MedicareCostResult {
  assumptions: MedicareAssumption[];
  formulas: MedicareFormula[];
  year: MedicareYearChoice;
  planType: MedicarePlanType;
  people: 1 | 2;
  monthlyPremiumsPerPerson: number;
  annualPerPerson: number;
  monthlyTotal: number;
  annualTotal: number;
  /** Per person lines; `annual` includes deductible and out-of-pocket lines. */
  breakdown: MedicareLine[];
  irmaa: MedicareIrmaa;
}

/** A year's CMS figures (RULES.md) as the tool's inputs: the standard Part B premium and deductible, the Part D base premium. */
export function medicareYearFigures(
  year: MedicareYearChoice,
): Pick<MedicareCostInput, 'partBPremium' | 'partBDeductible' | 'partDPremium'> {
  const y = MEDICARE_BY_YEAR[year];
  return { partBPremium: y.partBPremium, partBDeductible: y.partBDeductible, partDPremium: y.partDBasePremium };
}

/**
 * What the calculation takes for a missing or unreadable input in a given year, and what the form opens on (in the
 * year it opens on): its CMS figures plus the product's own estimates (rules/health/medicare.ts), Original Medicare, one
 * person, a single filer.
 */
export function medicareFallback(year: MedicareYearChoice): MedicareCostInput {
  return {
    year,
    ...medicareYearFigures(year),
    medigapPremium: MEDICARE_FALLBACK_MEDIGAP,
    advantagePremium: MEDICARE_FALLBACK_ADVANTAGE,
    planType: 'original',
    expectedOutOfPocket: MEDICARE_FALLBACK_OOP,
    people: 1,
    magi: MEDICARE_FALLBACK_MAGI,
    filingStatus: 'single',
  };
}

/** Years offered, newest first, from the rules calendar. */
const MEDICARE_OFFERED_YEARS = MEDICARE_TOOL_YEARS as readonly MedicareYearChoice[];
/** The year worked out when none (or one the rules do not hold) is given: the newest held. */
const MEDICARE_FALLBACK_YEAR = newestYear(MEDICARE_TOOL_YEARS, 'medicare-cost') as MedicareYearChoice;

export const MEDICARE_COST_BOUNDS = {
  year: { options: MEDICARE_OFFERED_YEARS },
  monthly: { min: 0, max: 10000 },
  annual: { min: 0, max: 1_000_000 },
  people: { options: [1, 2] as const },
  planType: { options: ['original', 'advantage'] as const },
  /** MAGI: below 0 counts as 0 (the standard premium); above 10 million (far past the top tier's start) as 10 million. */
  magi: { min: 0, max: 10_000_000 },
  filingStatuses: FILING_STATUSES,
} as const;

/** The band of a tier's details, for the tool to word. */
function bandOf(d: ReturnType<typeof irmaaDetails>): MedicareBand {
  return { above: d.band.above, upTo: d.band.upTo, endsBelowEdge: d.endsBelowEdge };
}

/** The highest IRMAA tier (tiers 1 to it add to the premiums; 0 is the standard premium). */
export const MEDICARE_TOP_TIER = IRMAA_TOP_TIER;

/**
 * Yearly Medicare cost. Original: Part B + Part D + Medigap premiums, the Part B deductible and out-of-pocket.
 * Each person enrolled also pays the income-related adjustments (IRMAA) that the MAGI of the return two
 * years earlier sets (irmaa(), CMS tables; both spouses pay the tier a joint return sets). The Part B field
 * is the standard premium; the adjustments are added as their own lines.
 * Advantage (our reading): Part B + plan premium (drugs included, Part D not added) and out-of-pocket; the
 * plan's own deductibles are assumed inside the out-of-pocket figure. Totals are per person × people.
 */
export function calculateMedicareCost(
  input: Partial<Record<keyof MedicareCostInput, unknown>> = {},
): MedicareCostResult {
  const rawYear = typeof input.year === 'string' ? Number(input.year) : input.year;
  const year = readChoice(rawYear, MEDICARE_OFFERED_YEARS, MEDICARE_FALLBACK_YEAR);
  const d = medicareFallback(year);
  const B = MEDICARE_COST_BOUNDS;
  const monthly = (k: keyof MedicareCostInput): number =>
    readNumber(input[k], B.monthly.min, B.monthly.max, d[k] as number);
  const partBPremium = monthly('partBPremium');
  const partDPremium = monthly('partDPremium');
  const medigapPremium = monthly('medigapPremium');
  const advantagePremium = monthly('advantagePremium');
  const partBDeductible = readNumber(input.partBDeductible, B.annual.min, B.annual.max, d.partBDeductible);
  const expectedOutOfPocket = readNumber(input.expectedOutOfPocket, B.annual.min, B.annual.max, d.expectedOutOfPocket);
  const planType = readChoice(input.planType, B.planType.options, d.planType);
  const rawPeople = typeof input.people === 'string' ? Number(input.people) : input.people;
  const people = readChoice(rawPeople, B.people.options, d.people);
  const line = (id: MedicareLineId, m: number, annualOnly = 0): MedicareLine => ({
    id,
    monthly: round2(m),
    annual: round2(m * 12 + annualOnly),
  });
  const magiAnswer = readAnswer(input.magi, B.magi.min, B.magi.max);
  const magi = magiAnswer ?? readNumber(d.magi, B.magi.min, B.magi.max);
  const filingStatus = readChoice(input.filingStatus, B.filingStatuses, d.filingStatus);
  const tiered = irmaaDetails({ year, filingStatus, magi });
  const partBAdjustment = round2(tiered.partBMonthly - MEDICARE_BY_YEAR[year].partBPremium);
  const partDAdjustment = tiered.partDAdjustmentMonthly;
  const irmaaLines = [
    ...(partBAdjustment > 0 ? [line('partBIrmaa', partBAdjustment)] : []),
    ...(partDAdjustment > 0 ? [line('partDIrmaa', partDAdjustment)] : []),
  ];

  const breakdown: MedicareLine[] =
    planType === 'original'
      ? [
          line('partB', partBPremium),
          ...irmaaLines,
          line('partD', partDPremium),
          line('medigap', medigapPremium),
          line('partBDeductible', 0, partBDeductible),
          line('outOfPocket', 0, expectedOutOfPocket),
        ]
      : [
          line('partB', partBPremium),
          ...irmaaLines,
          line('advantage', advantagePremium),
          line('outOfPocket', 0, expectedOutOfPocket),
        ];
  const monthlyPremiumsPerPerson = breakdown.reduce((s, l) => s + l.monthly, 0);
  const annualPerPerson = breakdown.reduce((s, l) => s + l.annual, 0);

  const yr = MEDICARE_BY_YEAR[year];
  const incomeYear = irmaaIncomeYear(year);
  const irmaaAnnual = round2((partBAdjustment + partDAdjustment) * 12);
  const irmaa: MedicareIrmaa = {
    tier: tiered.tier,
    incomeYear,
    magi,
    magiEntered: isEntered(magiAnswer),
    filingStatus,
    partBAdjustmentMonthly: partBAdjustment,
    partDAdjustmentMonthly: partDAdjustment,
    annualPerPerson: irmaaAnnual,
    annualTotal: round2(irmaaAnnual * people),
    nextThreshold: tiered.nextThreshold,
    room: tiered.room,
    nextStartsAtThreshold: tiered.endsBelowEdge,
    nextTierExtraAnnualPerPerson:
      tiered.nextTierExtraMonthly === null ? null : round2(tiered.nextTierExtraMonthly * 12),
    band: bandOf(tiered),
  };
  const irmaaFact: MedicareAssumption = !irmaa.magiEntered
    ? { id: 'irmaaNotEntered', year, incomeYear, source: IRMAA_SOURCES[year] }
    : {
        id: tiered.tier === 0 ? 'irmaaStandard' : 'irmaaTier',
        year,
        incomeYear,
        tier: tiered.tier,
        magi,
        filingStatus,
        band: irmaa.band,
        partBMonthly: tiered.partBMonthly,
        partBAdjustment,
        partDAdjustment,
        source: IRMAA_SOURCES[year],
      };
  const assumptions: MedicareAssumption[] = [
    {
      id: 'partBPremium',
      year,
      amount: yr.partBPremium,
      source: `CMS ${year} Medicare Parts A & B premiums and deductibles`,
    },
    { id: 'partBDeductible', year, amount: yr.partBDeductible, source: `CMS ${year}` },
    { id: 'partDBase', year, amount: yr.partDBasePremium, source: `CMS ${year} Part D bid information` },
    irmaaFact,
    { id: 'whichIncome', year, incomeYear },
    { id: 'yourFigures' },
    { id: 'notIncluded' },
  ];
  const formulas: MedicareFormula[] = [
    { id: planType === 'original' ? 'annualOriginal' : 'annualAdvantage' },
    { id: 'total' },
  ];
  return {
    year,
    planType,
    people,
    monthlyPremiumsPerPerson: round2(monthlyPremiumsPerPerson),
    annualPerPerson: round2(annualPerPerson),
    monthlyTotal: round2(monthlyPremiumsPerPerson * people),
    annualTotal: round2(annualPerPerson * people),
    breakdown,
    irmaa,
    assumptions,
    formulas,
  };
}

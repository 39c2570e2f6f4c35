import { isEntered, readAnswer, readChoice, readNumber, round2, type Answer } from '../core/num';
import type { Assumption, Explained, FilingStatus } from '../core/types';
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
  /** The band in words, as CMS words it ("over $137,000 and up to $171,000"). */
  bandWords: string;
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

const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** The band in CMS's words: "up to $109,000", "over $109,000 and up to $137,000", "over $205,000 and less than $500,000", "$500,000 or more". */
function bandWords(d: ReturnType<typeof irmaaDetails>): string {
  const { above, upTo } = d.band;
  if (above === null) return d.endsBelowEdge ? `less than ${dollars(upTo ?? 0)}` : `up to ${dollars(upTo ?? 0)}`;
  if (upTo === null) return `${dollars(above)} or more`;
  return `over ${dollars(above)} and ${d.endsBelowEdge ? 'less than' : 'up to'} ${dollars(upTo)}`;
}

const FILING_WORDS: Record<FilingStatus, string> = {
  single: 'a single return',
  marriedJoint: 'a joint return',
  marriedSeparate: 'a married-filing-separately return (lived with spouse)',
  headOfHousehold: 'a head-of-household return',
};

/** "Tier 2 of 5" or "Standard premium (no income-related adjustment)". */
export function irmaaTierWords(tier: number): string {
  return tier === 0 ? 'Standard premium (no income-related adjustment)' : `Tier ${tier} of ${IRMAA_TOP_TIER}`;
}

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
  const line = (label: string, m: number, annualOnly = 0): MedicareLine => ({
    label,
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
    ...(partBAdjustment > 0 ? [line('Part B IRMAA', partBAdjustment)] : []),
    ...(partDAdjustment > 0 ? [line('Part D IRMAA', partDAdjustment)] : []),
  ];

  const breakdown: MedicareLine[] =
    planType === 'original'
      ? [
          line('Part B premium', partBPremium),
          ...irmaaLines,
          line('Part D premium', partDPremium),
          line('Medigap premium', medigapPremium),
          line('Part B deductible', 0, partBDeductible),
          line('Out-of-pocket costs', 0, expectedOutOfPocket),
        ]
      : [
          line('Part B premium', partBPremium),
          ...irmaaLines,
          line('Medicare Advantage premium', advantagePremium),
          line('Out-of-pocket costs', 0, expectedOutOfPocket),
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
    bandWords: bandWords(tiered),
  };
  const tierValue = !irmaa.magiEntered
    ? `${irmaaTierWords(0)} assumed: your MAGI for ${incomeYear} is not entered`
    : tiered.tier === 0
      ? `${irmaaTierWords(0)}: MAGI of ${dollars(magi)} on ${FILING_WORDS[filingStatus]} for ${incomeYear} is ${irmaa.bandWords}`
      : `${irmaaTierWords(tiered.tier)}: MAGI of ${dollars(magi)} on ${FILING_WORDS[filingStatus]} for ${incomeYear} is ${irmaa.bandWords}, so Part B is $${tiered.partBMonthly.toFixed(2)} a month in all ($${partBAdjustment.toFixed(2)} over the standard premium) and Part D adds $${partDAdjustment.toFixed(2)} a month`;
  const assumptions: Assumption[] = [
    {
      label: `Part B standard premium ${year}`,
      value: `$${yr.partBPremium.toFixed(2)} a month`,
      source: `CMS ${year} Medicare Parts A & B premiums and deductibles`,
    },
    { label: `Part B deductible ${year}`, value: `$${yr.partBDeductible} a year`, source: `CMS ${year}` },
    {
      label: `Part D base beneficiary premium ${year}`,
      value: `$${yr.partDBasePremium.toFixed(2)} (real plan premiums vary)`,
      source: `CMS ${year} Part D bid information`,
    },
    { label: `Income-related adjustment (IRMAA) ${year}`, value: tierValue, source: IRMAA_SOURCES[year] },
    {
      label: 'Which income counts',
      value: `modified adjusted gross income (adjusted gross income plus tax-exempt interest) from the ${incomeYear} tax return, two years before ${year}`,
    },
    { label: 'Medigap and Advantage premiums', value: 'your figures (defaults are rough estimates)' },
    { label: 'Not included', value: 'Part A premium (most people pay none), late-enrolment penalties' },
  ];
  const formulas =
    planType === 'original'
      ? [
          'Annual per person = (Part B + IRMAA adjustments + Part D + Medigap) × 12 + Part B deductible + out-of-pocket',
          'Total = per person × people',
        ]
      : [
          'Annual per person = (Part B + IRMAA adjustments + Advantage premium) × 12 + out-of-pocket',
          'Total = per person × people',
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

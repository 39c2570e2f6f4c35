import { MAX_MONEY, fieldReader, readNumber, round2 } from '../core/num';
import {
  HECM_ANNUAL_MIP_RATE,
  HECM_FALLBACK_INPUTS,
  HECM_EXPECTED_RATE_CEILING,
  HECM_EXPECTED_RATE_FLOOR,
  HECM_FIRST_YEAR_EXTRA_SHARE,
  HECM_FIRST_YEAR_SHARE,
  HECM_LIMITS,
  HECM_LIMIT_SOURCES,
  HECM_MIN_AGE,
  HECM_ORIGINATION,
  HECM_PLF_SOURCE,
  HECM_TENURE_END_AGE,
  HECM_UPFRONT_MIP_RATE,
  lookupPlf,
} from '../rules/home/hecm';
import { REVERSE_MORTGAGE_YEARS } from '../rules/home/hecmLimits';
import { newestYear } from '../rules/core/years';

export interface ReverseMortgageInput {
  homeValue: number;
  youngestBorrowerAge: number;
  mortgageBalance: number;
  /** Expected interest rate, percent (10-year rate + lender margin). */
  expectedRate: number;
  closingCosts: number;
  /** Year whose FHA limit applies; when absent it is read from `today`. */
  year: number;
  /** ISO date; only its year is used. */
  today: string | Date;
}

export interface CreditGrowthPoint {
  year: number;
  available: number;
}

/**
 * What the tool says about the result, as facts (which sentence, which figures), never the words: the
 * tool words them in the reader's language (src/tools/ReverseMortgageCalculator/reverseMortgageWords.ts).
 */
export type ReverseMortgageNote =
  | { id: 'tooYoung'; minAge: number }
  | { id: 'rateAboveTable'; ceiling: number; expectedRate: number }
  /** A home value of $0 typed: an answer, not a request to type it (issue I6, item 2). */
  | { id: 'noHomeValue' }
  | { id: 'cashToClose'; cashToClose: number }
  | { id: 'eligible' };

/** One line of "How this is calculated", as facts; `source` is the rule's citation (rule data). Rates are percent. */
export type ReverseMortgageAssumption =
  | { id: 'fhaLimit'; fhaLimit: number; year: number; source: string }
  /**
   * The factor and HUD's row and column; why they differ from the entry: `ageOverRow` (ages over the last row use
   * it), `rateFloor` (a rate under the floor uses the lowest column) or `roundedRate` (rounded down to the 1/8 %).
   */
  | {
      id: 'plf';
      factor: number;
      rowAge: number;
      rateColumn: string;
      ageOverRow: boolean;
      rateFloor: number | null;
      roundedRate: number | null;
      source: string;
    }
  | { id: 'noPlfRate'; expectedRate: number; ceiling: number; source: string }
  | { id: 'noPlfAge'; minAge: number; source: string }
  | { id: 'upfrontMip'; rate: number; source: string }
  | { id: 'annualMip'; rate: number; source: string }
  | {
      id: 'origination';
      firstRate: number;
      firstTier: number;
      aboveRate: number;
      min: number;
      max: number;
      source: string;
    }
  | { id: 'firstYearLimit'; share: number; extraShare: number; source: string }
  | { id: 'closingCosts'; closingCosts: number };

/** The formulas the result used, by name, in the order the tool lists them; `mipRate` is the annual MIP, percent. */
export type ReverseMortgageFormula =
  | { id: 'maxClaim' }
  | { id: 'principalLimit' }
  | { id: 'netAvailable' }
  | { id: 'tenure'; mipRate: number; endAge: number }
  | { id: 'creditGrowth'; mipRate: number };

export interface ReverseMortgageResult {
  eligible: boolean;
  note: ReverseMortgageNote;
  assumptions: ReverseMortgageAssumption[];
  formulas: ReverseMortgageFormula[];
  year: number;
  fhaLimit: number;
  maxClaimAmount: number;
  principalLimitFactor: number;
  /** Row (age) and column (expected rate, %) of HUD's PLF table that gave the factor; null when none applies. */
  plfRowAge: number | null;
  plfRateColumn: string | null;
  /** The expected rate is above HUD's highest column: no factor exists, so no estimate. */
  rateAboveTable: boolean;
  principalLimit: number;
  upfrontMip: number;
  originationFee: number;
  closingCosts: number;
  mortgagePayoff: number;
  mandatoryObligations: number;
  netAvailable: number;
  /** Cash the borrower must bring to closing when obligations exceed the principal limit. */
  cashToClose: number;
  firstYearLimit: number;
  lumpSum: number;
  monthlyTenurePayment: number;
  lineOfCredit: number;
  lineOfCreditGrowth: CreditGrowthPoint[];
}

/** What the calculation takes for a missing or unreadable input (ours, rules/home/hecm.ts), in the newest FHA limit year held. */
const REVERSE_MORTGAGE_FALLBACK: ReverseMortgageInput = {
  ...HECM_FALLBACK_INPUTS,
  year: newestYear(REVERSE_MORTGAGE_YEARS, 'reverse-mortgage'),
  today: `${newestYear(REVERSE_MORTGAGE_YEARS, 'reverse-mortgage')}-01-01`,
};

/** Input bounds (ours). Rates above HUD's highest column (18.875 %) are accepted and answered with "no estimate". */
export const REVERSE_MORTGAGE_BOUNDS = {
  homeValue: { min: 0, max: MAX_MONEY },
  youngestBorrowerAge: { min: 18, max: 120 },
  mortgageBalance: { min: 0, max: MAX_MONEY },
  expectedRate: { min: 0, max: 20, step: 0.125 },
  closingCosts: { min: 0, max: 1e7 },
  /** FHA limit years held, newest first (rules calendar); a date outside them uses the nearest. */
  years: REVERSE_MORTGAGE_YEARS,
  creditGrowthYears: 20,
} as const;

/** HECM origination fee cap: 2 % of the first 200,000 + 1 % above, between 2,500 and 6,000. */
export function hecmOriginationFee(maxClaim: number): number {
  const o = HECM_ORIGINATION;
  if (maxClaim <= 0) return 0;
  const raw = o.firstRate * Math.min(maxClaim, o.firstTier) + o.aboveRate * Math.max(0, maxClaim - o.firstTier);
  return Math.min(o.max, Math.max(o.min, raw));
}

function readYear(input: Partial<Record<keyof ReverseMortgageInput, unknown>>): number {
  let y = input.year !== undefined ? readNumber(input.year, 1900, 3000, REVERSE_MORTGAGE_FALLBACK.year) : NaN;
  if (!Number.isFinite(y)) {
    const t = input.today;
    if (t instanceof Date && Number.isFinite(t.getTime())) y = t.getUTCFullYear();
    else if (typeof t === 'string' && /^\d{4}/.test(t)) y = Number(t.slice(0, 4));
    else y = REVERSE_MORTGAGE_FALLBACK.year;
  }
  const years = REVERSE_MORTGAGE_BOUNDS.years;
  return Math.min(Math.max(...years), Math.max(Math.min(...years), Math.round(y)));
}

export function calculateReverseMortgage(
  input: Partial<Record<keyof ReverseMortgageInput, unknown>> = {},
): ReverseMortgageResult {
  const d = REVERSE_MORTGAGE_FALLBACK;
  const B = REVERSE_MORTGAGE_BOUNDS;
  const read = fieldReader(input, B, d);
  const homeValue = read('homeValue');
  const age = Math.floor(read('youngestBorrowerAge'));
  const mortgageBalance = read('mortgageBalance');
  const expectedRate = read('expectedRate');
  const closingCosts = read('closingCosts');
  const year = readYear(input);
  const fhaLimit = HECM_LIMITS[year]!;
  const plfLookup = lookupPlf(age, expectedRate);
  const rateAboveTable = expectedRate > HECM_EXPECTED_RATE_CEILING;
  const eligible = age >= HECM_MIN_AGE && homeValue > 0 && plfLookup !== null;

  const maxClaimAmount = Math.min(homeValue, fhaLimit);
  const plf = eligible ? plfLookup.factor : 0;
  const principalLimit = eligible ? plf * maxClaimAmount : 0;
  const upfrontMip = eligible ? HECM_UPFRONT_MIP_RATE * maxClaimAmount : 0;
  const originationFee = eligible ? hecmOriginationFee(maxClaimAmount) : 0;
  const cc = eligible ? closingCosts : 0;
  const payoff = eligible ? mortgageBalance : 0;
  const mandatoryObligations = upfrontMip + originationFee + cc + payoff;
  const netAvailable = Math.max(0, principalLimit - mandatoryObligations);
  const cashToClose = eligible ? Math.max(0, mandatoryObligations - principalLimit) : 0;
  const firstYearLimit = Math.max(
    HECM_FIRST_YEAR_SHARE * principalLimit,
    mandatoryObligations + HECM_FIRST_YEAR_EXTRA_SHARE * principalLimit,
  );
  const lumpSum = Math.max(0, Math.min(netAvailable, Math.min(principalLimit, firstYearLimit) - mandatoryObligations));

  const growthRate = (expectedRate + HECM_ANNUAL_MIP_RATE * 100) / 100;
  const r = growthRate / 12;
  const tenureMonths = Math.max(12, (HECM_TENURE_END_AGE - Math.min(age, HECM_TENURE_END_AGE - 1)) * 12);
  const monthlyTenurePayment =
    netAvailable <= 0
      ? 0
      : r === 0
        ? netAvailable / tenureMonths
        : (netAvailable * r) / (1 - Math.pow(1 + r, -tenureMonths));
  const lineOfCredit = netAvailable;
  const lineOfCreditGrowth: CreditGrowthPoint[] = [];
  for (let y = 0; y <= B.creditGrowthYears; y++) {
    lineOfCreditGrowth.push({ year: y, available: round2(lineOfCredit * Math.pow(1 + r, 12 * y)) });
  }

  const note: ReverseMortgageNote =
    age < HECM_MIN_AGE
      ? { id: 'tooYoung', minAge: HECM_MIN_AGE }
      : rateAboveTable
        ? { id: 'rateAboveTable', ceiling: HECM_EXPECTED_RATE_CEILING, expectedRate }
        : // A missing home value is the example's, so only a $0 typed reaches this.
          homeValue <= 0
          ? { id: 'noHomeValue' }
          : cashToClose > 0
            ? { id: 'cashToClose', cashToClose: round2(cashToClose) }
            : { id: 'eligible' };

  const percent = (share: number): number => Math.round(share * 1000) / 10;
  const hud2017 = 'HUD ML 2017-12';
  const assumptions: ReverseMortgageAssumption[] = [
    { id: 'fhaLimit', fhaLimit, year, source: HECM_LIMIT_SOURCES[year]! },
    plfLookup
      ? {
          id: 'plf',
          factor: plfLookup.factor,
          rowAge: plfLookup.rowAge,
          rateColumn: plfLookup.rateColumn,
          ageOverRow: age > plfLookup.rowAge,
          rateFloor: expectedRate < HECM_EXPECTED_RATE_FLOOR ? HECM_EXPECTED_RATE_FLOOR : null,
          roundedRate:
            expectedRate >= HECM_EXPECTED_RATE_FLOOR && Number(plfLookup.rateColumn) !== expectedRate
              ? expectedRate
              : null,
          source: HECM_PLF_SOURCE,
        }
      : rateAboveTable
        ? { id: 'noPlfRate', expectedRate, ceiling: HECM_EXPECTED_RATE_CEILING, source: HECM_PLF_SOURCE }
        : { id: 'noPlfAge', minAge: HECM_MIN_AGE, source: HECM_PLF_SOURCE },
    { id: 'upfrontMip', rate: percent(HECM_UPFRONT_MIP_RATE), source: hud2017 },
    { id: 'annualMip', rate: percent(HECM_ANNUAL_MIP_RATE), source: hud2017 },
    {
      id: 'origination',
      firstRate: percent(HECM_ORIGINATION.firstRate),
      firstTier: HECM_ORIGINATION.firstTier,
      aboveRate: percent(HECM_ORIGINATION.aboveRate),
      min: HECM_ORIGINATION.min,
      max: HECM_ORIGINATION.max,
      source: '24 CFR 206.31',
    },
    {
      id: 'firstYearLimit',
      share: percent(HECM_FIRST_YEAR_SHARE),
      extraShare: percent(HECM_FIRST_YEAR_EXTRA_SHARE),
      source: 'HUD ML 2013-27',
    },
    { id: 'closingCosts', closingCosts },
  ];
  const mipRate = percent(HECM_ANNUAL_MIP_RATE);
  const formulas: ReverseMortgageFormula[] = [
    { id: 'maxClaim' },
    { id: 'principalLimit' },
    { id: 'netAvailable' },
    { id: 'tenure', mipRate, endAge: HECM_TENURE_END_AGE },
    { id: 'creditGrowth', mipRate },
  ];
  return {
    eligible,
    note,
    year,
    fhaLimit,
    maxClaimAmount: round2(maxClaimAmount),
    principalLimitFactor: plf,
    plfRowAge: plfLookup?.rowAge ?? null,
    plfRateColumn: plfLookup?.rateColumn ?? null,
    rateAboveTable,
    principalLimit: round2(principalLimit),
    upfrontMip: round2(upfrontMip),
    originationFee: round2(originationFee),
    closingCosts: round2(cc),
    mortgagePayoff: round2(payoff),
    mandatoryObligations: round2(mandatoryObligations),
    netAvailable: round2(netAvailable),
    cashToClose: round2(cashToClose),
    firstYearLimit: round2(firstYearLimit),
    lumpSum: round2(lumpSum),
    monthlyTenurePayment: round2(monthlyTenurePayment),
    lineOfCredit: round2(lineOfCredit),
    lineOfCreditGrowth,
    assumptions,
    formulas,
  };
}

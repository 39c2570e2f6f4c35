import { MAX_MONEY, fieldReader, readNumber, round2 } from '../core/num';
import type { Assumption, Explained } from '../core/types';
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
  type PlfLookup,
} from '../rules/home/hecm';
import { dollars } from '../core/text';
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

export interface ReverseMortgageResult extends Explained {
  eligible: boolean;
  message: string;
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
  lumpSumExplanation: string;
  monthlyTenurePayment: number;
  tenureExplanation: string;
  lineOfCredit: number;
  lineOfCreditExplanation: string;
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

/** Why the row or column differs from what was entered, in HUD's words; empty when they match. */
function plfNote(age: number, expectedRate: number, used: PlfLookup): string {
  const notes: string[] = [];
  if (age > used.rowAge) notes.push(`ages over ${used.rowAge} use age ${used.rowAge}`);
  if (expectedRate < HECM_EXPECTED_RATE_FLOOR)
    notes.push(`rates under ${HECM_EXPECTED_RATE_FLOOR} % use the lowest column`);
  else if (Number(used.rateColumn) !== expectedRate) notes.push(`${expectedRate} % rounded down to the next 1/8 %`);
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

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

  let message: string;
  if (age < HECM_MIN_AGE) message = `Not eligible: the youngest borrower must be at least ${HECM_MIN_AGE} for a HECM.`;
  else if (rateAboveTable)
    message = `No estimate: HUD's principal limit table stops at an expected rate of ${HECM_EXPECTED_RATE_CEILING.toFixed(3)} %, so no HECM can be sized at ${expectedRate} %.`;
  // A $0 typed is said as an answer, not as a request to type it (issue I6, item 2); a blank is not asked here:
  // a missing home value is the example's.
  else if (homeValue <= 0)
    message = 'A home value of $0 gives no reverse mortgage: the loan is based on what the home would sell for.';
  else if (cashToClose > 0)
    message = `The mortgage and costs exceed what the HECM can lend: the borrower must bring about ${dollars(cashToClose)} in cash to closing.`;
  else message = 'Eligible by age. Estimates only; a HUD-approved counselor and lender quotes give the real figures.';

  const pct = (n: number): string => `${Math.round(n * 1000) / 10} %`;
  const assumptions: Assumption[] = [
    { label: 'FHA HECM limit', value: `${dollars(fhaLimit)} (${year})`, source: HECM_LIMIT_SOURCES[year] },
    {
      label: 'Principal limit factor',
      value: plfLookup
        ? `${plfLookup.factor.toFixed(3)}: HUD table row age ${plfLookup.rowAge}, column ${plfLookup.rateColumn} %${plfNote(age, expectedRate, plfLookup)}`
        : rateAboveTable
          ? `none: ${expectedRate} % is above the table's highest column (${HECM_EXPECTED_RATE_CEILING.toFixed(3)} %)`
          : `none: HUD's table starts at age ${HECM_MIN_AGE}`,
      source: HECM_PLF_SOURCE,
    },
    { label: 'Upfront mortgage insurance', value: '2 % of the maximum claim amount', source: 'HUD ML 2017-12' },
    { label: 'Annual mortgage insurance', value: '0.5 % of the balance a year', source: 'HUD ML 2017-12' },
    {
      label: 'Origination fee',
      value: '2 % of the first $200,000 + 1 % above; $2,500 to $6,000',
      source: '24 CFR 206.31',
    },
    {
      label: 'First-year limit',
      value: 'greater of 60 % of the principal limit or obligations + 10 %',
      source: 'HUD ML 2013-27',
    },
    { label: 'Closing costs', value: `${dollars(closingCosts)} (your figure)` },
  ];
  const formulas = [
    'Max claim = lesser of home value and the FHA limit',
    'Principal limit = PLF(age row, expected-rate column of HUD’s table) × max claim',
    'Net available = principal limit − upfront MIP − origination − closing costs − mortgage payoff',
    `Tenure payment = net × r / (1 − (1 + r)^−n), r = (expected rate + 0.5 %) / 12, n = months to age ${HECM_TENURE_END_AGE}`,
    'Unused credit line grows monthly at (expected rate + 0.5 %) / 12',
  ];
  return {
    eligible,
    message,
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
    lumpSumExplanation: `In the first year you can draw up to the first-year limit (${pct(HECM_FIRST_YEAR_SHARE)} of the principal limit, or your obligations + ${pct(HECM_FIRST_YEAR_EXTRA_SHARE)}); on an adjustable-rate HECM the rest becomes available after 12 months.`,
    monthlyTenurePayment: round2(monthlyTenurePayment),
    tenureExplanation: `Equal monthly payments for as long as you live in the home, sized as if paid to age ${HECM_TENURE_END_AGE} at the expected rate plus 0.5 % mortgage insurance.`,
    lineOfCredit: round2(lineOfCredit),
    lineOfCreditExplanation:
      'The unused part of a HECM line of credit grows each month at the loan rate plus 0.5 % mortgage insurance, so waiting increases what you can draw.',
    lineOfCreditGrowth,
    assumptions,
    formulas,
  };
}

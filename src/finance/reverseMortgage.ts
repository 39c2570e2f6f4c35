import { MAX_MONEY, readNumber } from './num';
import type { Assumption, Explained } from './types';
import {
  HECM_ANNUAL_MIP_RATE,
  HECM_DEFAULT_CLOSING_COSTS,
  HECM_EXPECTED_RATE_FLOOR,
  HECM_FIRST_YEAR_EXTRA_SHARE,
  HECM_FIRST_YEAR_SHARE,
  HECM_LIMITS,
  HECM_MIN_AGE,
  HECM_ORIGINATION,
  HECM_PLF_ANCHORS_AT_5,
  HECM_PLF_CAP,
  HECM_PLF_MAX_AGE,
  HECM_PLF_RATE_SENSITIVITY,
  HECM_TENURE_END_AGE,
  HECM_UPFRONT_MIP_RATE,
  HECM_YEARS,
} from './rules/hecm';
import { dollars } from './text';

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

export const REVERSE_MORTGAGE_DEFAULTS: ReverseMortgageInput = {
  homeValue: 400000,
  youngestBorrowerAge: 70,
  mortgageBalance: 50000,
  expectedRate: 6,
  closingCosts: HECM_DEFAULT_CLOSING_COSTS,
  year: 2026,
  today: '2026-01-01',
};

/** Input bounds (ours): HUD tables stop at a 10 % expected rate; we allow 12 to show the trend. */
export const REVERSE_MORTGAGE_BOUNDS = {
  homeValue: { min: 0, max: MAX_MONEY },
  youngestBorrowerAge: { min: 18, max: 120 },
  mortgageBalance: { min: 0, max: MAX_MONEY },
  expectedRate: { min: 0, max: 12, step: 0.125 },
  closingCosts: { min: 0, max: 1e7 },
  years: HECM_YEARS,
  creditGrowthYears: 20,
} as const;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Approximate principal limit factor: HUD's PLF at a 5 % expected rate interpolated between anchor ages, then
 * scaled by exp(−0.15 × (rate − 5)); rates below 3 % use 3 %; ages over 90 use 90; capped at 0.75.
 * HUD publishes the exact factors (one per age and 1/8 % of rate) in its PLF tables; lenders use those.
 */
export function approximatePlf(age: number, expectedRate: number): number {
  const a = Math.min(Math.max(age, HECM_PLF_ANCHORS_AT_5[0].age), HECM_PLF_MAX_AGE);
  let base: number = HECM_PLF_ANCHORS_AT_5[HECM_PLF_ANCHORS_AT_5.length - 1]!.plf;
  for (let k = 0; k < HECM_PLF_ANCHORS_AT_5.length - 1; k++) {
    const lo = HECM_PLF_ANCHORS_AT_5[k]!;
    const hi = HECM_PLF_ANCHORS_AT_5[k + 1]!;
    if (a >= lo.age && a <= hi.age) {
      base = lo.plf + ((hi.plf - lo.plf) * (a - lo.age)) / (hi.age - lo.age);
      break;
    }
  }
  const rate = Math.max(expectedRate, HECM_EXPECTED_RATE_FLOOR);
  return Math.min(HECM_PLF_CAP, Math.max(0, base * Math.exp(-HECM_PLF_RATE_SENSITIVITY * (rate - 5))));
}

/** HECM origination fee cap: 2 % of the first 200,000 + 1 % above, between 2,500 and 6,000. */
export function hecmOriginationFee(maxClaim: number): number {
  const o = HECM_ORIGINATION;
  if (maxClaim <= 0) return 0;
  const raw = o.firstRate * Math.min(maxClaim, o.firstTier) + o.aboveRate * Math.max(0, maxClaim - o.firstTier);
  return Math.min(o.max, Math.max(o.min, raw));
}

function readYear(input: Partial<Record<keyof ReverseMortgageInput, unknown>>): number {
  let y = input.year !== undefined ? readNumber(input.year, 1900, 3000, REVERSE_MORTGAGE_DEFAULTS.year) : NaN;
  if (!Number.isFinite(y)) {
    const t = input.today;
    if (t instanceof Date && Number.isFinite(t.getTime())) y = t.getUTCFullYear();
    else if (typeof t === 'string' && /^\d{4}/.test(t)) y = Number(t.slice(0, 4));
    else y = REVERSE_MORTGAGE_DEFAULTS.year;
  }
  const years = HECM_YEARS as readonly number[];
  return Math.min(years[years.length - 1]!, Math.max(years[0]!, Math.round(y)));
}

export function calculateReverseMortgage(input: Partial<Record<keyof ReverseMortgageInput, unknown>> = {}): ReverseMortgageResult {
  const d = REVERSE_MORTGAGE_DEFAULTS;
  const B = REVERSE_MORTGAGE_BOUNDS;
  const homeValue = readNumber(input.homeValue, B.homeValue.min, B.homeValue.max, d.homeValue);
  const age = Math.floor(readNumber(input.youngestBorrowerAge, B.youngestBorrowerAge.min, B.youngestBorrowerAge.max, d.youngestBorrowerAge));
  const mortgageBalance = readNumber(input.mortgageBalance, B.mortgageBalance.min, B.mortgageBalance.max, d.mortgageBalance);
  const expectedRate = readNumber(input.expectedRate, B.expectedRate.min, B.expectedRate.max, d.expectedRate);
  const closingCosts = readNumber(input.closingCosts, B.closingCosts.min, B.closingCosts.max, d.closingCosts);
  const year = readYear(input);
  const fhaLimit = HECM_LIMITS[year]!;
  const eligible = age >= HECM_MIN_AGE && homeValue > 0;

  const maxClaimAmount = Math.min(homeValue, fhaLimit);
  const plf = eligible ? approximatePlf(age, expectedRate) : 0;
  const principalLimit = eligible ? plf * maxClaimAmount : 0;
  const upfrontMip = eligible ? HECM_UPFRONT_MIP_RATE * maxClaimAmount : 0;
  const originationFee = eligible ? hecmOriginationFee(maxClaimAmount) : 0;
  const cc = eligible ? closingCosts : 0;
  const payoff = eligible ? mortgageBalance : 0;
  const mandatoryObligations = upfrontMip + originationFee + cc + payoff;
  const netAvailable = Math.max(0, principalLimit - mandatoryObligations);
  const cashToClose = eligible ? Math.max(0, mandatoryObligations - principalLimit) : 0;
  const firstYearLimit = Math.max(HECM_FIRST_YEAR_SHARE * principalLimit, mandatoryObligations + HECM_FIRST_YEAR_EXTRA_SHARE * principalLimit);
  const lumpSum = Math.max(0, Math.min(netAvailable, Math.min(principalLimit, firstYearLimit) - mandatoryObligations));

  const growthRate = (expectedRate + HECM_ANNUAL_MIP_RATE * 100) / 100;
  const r = growthRate / 12;
  const tenureMonths = Math.max(12, (HECM_TENURE_END_AGE - Math.min(age, HECM_TENURE_END_AGE - 1)) * 12);
  const monthlyTenurePayment =
    netAvailable <= 0 ? 0 : r === 0 ? netAvailable / tenureMonths : (netAvailable * r) / (1 - Math.pow(1 + r, -tenureMonths));
  const lineOfCredit = netAvailable;
  const lineOfCreditGrowth: CreditGrowthPoint[] = [];
  for (let y = 0; y <= B.creditGrowthYears; y++) {
    lineOfCreditGrowth.push({ year: y, available: round2(lineOfCredit * Math.pow(1 + r, 12 * y)) });
  }

  let message: string;
  if (age < HECM_MIN_AGE) message = `Not eligible: the youngest borrower must be at least ${HECM_MIN_AGE} for a HECM.`;
  else if (homeValue <= 0) message = 'Enter a home value to see an estimate.';
  else if (cashToClose > 0)
    message = `The mortgage and costs exceed what the HECM can lend: the borrower must bring about ${dollars(cashToClose)} in cash to closing.`;
  else message = 'Eligible by age. Estimates only; a HUD-approved counselor and lender quotes give the real figures.';

  const pct = (n: number): string => `${Math.round(n * 1000) / 10} %`;
  const assumptions: Assumption[] = [
    { label: 'FHA HECM limit', value: `${dollars(fhaLimit)} (${year})`, source: 'HUD Mortgagee Letter for the year' },
    { label: 'Principal limit factor', value: `${plf.toFixed(3)} (approximation)`, source: "approximation of HUD's published HECM PLF tables (ML 2017-12)" },
    { label: 'Upfront mortgage insurance', value: '2 % of the maximum claim amount', source: 'HUD ML 2017-12' },
    { label: 'Annual mortgage insurance', value: '0.5 % of the balance a year', source: 'HUD ML 2017-12' },
    { label: 'Origination fee', value: '2 % of the first $200,000 + 1 % above; $2,500 to $6,000', source: '24 CFR 206.31' },
    { label: 'First-year limit', value: 'greater of 60 % of the principal limit or obligations + 10 %', source: 'HUD ML 2013-27' },
    { label: 'Closing costs', value: `${dollars(closingCosts)} (your figure)` },
  ];
  const formulas = [
    'Max claim = lesser of home value and the FHA limit',
    'Principal limit = PLF(age, expected rate) × max claim',
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
    principalLimitFactor: Math.round(plf * 1000) / 1000,
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
    lineOfCreditExplanation: 'The unused part of a HECM line of credit grows each month at the loan rate plus 0.5 % mortgage insurance, so waiting increases what you can draw.',
    lineOfCreditGrowth,
    assumptions,
    formulas,
  };
}

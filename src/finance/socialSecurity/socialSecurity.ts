import { fieldReader, round2, toFinite } from '../core/num';
import { toTodaysDollarsInYear } from '../core/todaysDollars';
import {
  SS_FALLBACK_INPUTS,
  SS_EARLIEST_CLAIM_AGE,
  SS_LATEST_CLAIM_AGE,
  delayedCreditPerYear,
  fraMonthsPast65,
  keptWhenClaimedEarly,
} from '../rules/socialSecurity/socialSecurityClaiming';

export interface ClaimingInput {
  birthYear: number;
  /** Monthly benefit at full retirement age (the PIA), US$. */
  fraBenefit: number;
  /** Age at death assumed for lifetime totals. */
  lifeExpectancy: number;
  /** Yearly cost-of-living adjustment, percent (0 = today's dollars). */
  colaPercent: number;
}

export interface ClaimingRow {
  claimAge: number;
  /** Months before (negative) or after (positive) full retirement age. */
  monthsFromFra: number;
  /** Percent change from the FRA benefit (e.g. −30 or +24). */
  adjustmentPercent: number;
  monthlyBenefit: number;
  annualBenefit: number;
  /** Total received from claiming until life expectancy. */
  lifetimeBenefits: number;
  /** Age at which cumulative benefits catch up with claiming at 62; null if never by 110 or for 62 itself. */
  breakEvenVs62: number | null;
  /** Age at which the later of (this age, FRA) catches up with the earlier; null at FRA or if never by 110. */
  breakEvenVsFra: number | null;
}

/**
 * The comparison's figures. Its "How this is calculated" and the full retirement age in words are the tool's
 * (SocialSecurityCalculator: explanation, fraInWords), from the rules these figures follow.
 */
export interface ClaimingResult {
  fullRetirementAge: { years: number; months: number; inMonths: number };
  delayedCreditPerYear: number;
  rows: ClaimingRow[];
  fraLifetimeBenefits: number;
  bestClaimAge: number;
}

/** What the comparison takes for a missing or unreadable input (ours, rules/socialSecurity/socialSecurityClaiming.ts). */
const SOCIAL_SECURITY_FALLBACK: ClaimingInput = SS_FALLBACK_INPUTS;

export const SOCIAL_SECURITY_BOUNDS = {
  birthYear: { min: 1930, max: 2010 },
  fraBenefit: { min: 0, max: 20000 },
  lifeExpectancy: { min: 62, max: 110 },
  colaPercent: { min: 0, max: 10, step: 0.1 },
  claimAges: [62, 63, 64, 65, 66, 67, 68, 69, 70] as const,
} as const;

const HORIZON_AGE = 110;

/** Benefit as a fraction of the PIA when claiming `claimMonths` (age in months) with FRA `fraMonths`. */
export function claimingFactor(claimMonths: number, fraMonths: number, creditPerYear: number): number {
  const diff = claimMonths - fraMonths;
  if (diff < 0) return keptWhenClaimedEarly(-diff);
  // No credits accrue past 70.
  const late = Math.min(diff, Math.max(0, SS_LATEST_CLAIM_AGE * 12 - fraMonths));
  return 1 + (late * creditPerYear) / 12;
}

/** cum[k] = total received in the first k months after age 62 (COLA applied from 62, as SSA indexes the PIA from 62). */
/**
 * Running totals without one array per claiming age: U[k] is the sum of the COLA factors of the
 * first k months from 62, so a claim starting at month s pays monthly × (U[k] − U[s]) by month k.
 */
function unitTotals(cola: number): Float64Array {
  const n = (HORIZON_AGE - SS_EARLIEST_CLAIM_AGE) * 12;
  const totals = new Float64Array(n + 1);
  // The COLA factor (1 + cola)^years grows once a year; keeping it running avoids a power per month.
  let colaFactor = 1;
  for (let k = 0; k < n; k++) {
    if (k > 0 && k % 12 === 0) colaFactor *= 1 + cola;
    totals[k + 1] = totals[k]! + colaFactor;
  }
  return totals;
}

interface Claim {
  monthly: number;
  /** Months after 62 at which payments start. */
  start: number;
}

/** Total received by month k (months after 62) for a claim. */
function totalBy(units: Float64Array, claim: Claim, k: number): number {
  return k <= claim.start ? 0 : claim.monthly * (units[k]! - units[claim.start]!);
}

function breakEven(units: Float64Array, early: Claim, late: Claim): number | null {
  for (let k = Math.max(1, late.start + 1); k < units.length; k++) {
    if (totalBy(units, late, k) >= totalBy(units, early, k) - 1e-9)
      return Math.round((SS_EARLIEST_CLAIM_AGE + k / 12) * 10) / 10;
  }
  return null;
}

export function compareClaimingAges(input: Partial<Record<keyof ClaimingInput, unknown>> = {}): ClaimingResult {
  const d = SOCIAL_SECURITY_FALLBACK;
  const B = SOCIAL_SECURITY_BOUNDS;
  const read = fieldReader(input, B, d);
  const birthYear = Math.round(read('birthYear'));
  const pia = read('fraBenefit');
  const lifeExpectancy = read('lifeExpectancy');
  const colaPercent = read('colaPercent');
  const cola = colaPercent / 100;

  const extra = fraMonthsPast65(birthYear);
  const fraMonths = 65 * 12 + extra;
  const fraYears = Math.floor(fraMonths / 12);
  const fraRem = fraMonths % 12;
  const credit = delayedCreditPerYear(birthYear);
  const leIndex = Math.max(0, Math.round((lifeExpectancy - SS_EARLIEST_CLAIM_AGE) * 12));

  const units = unitTotals(cola);
  const startOf = (ageMonths: number) => Math.max(0, ageMonths - SS_EARLIEST_CLAIM_AGE * 12);
  const fraClaim: Claim = { monthly: pia, start: startOf(fraMonths) };
  const claim62: Claim = { monthly: pia * claimingFactor(SS_EARLIEST_CLAIM_AGE * 12, fraMonths, credit), start: 0 };
  const rows: ClaimingRow[] = B.claimAges.map((claimAge) => {
    const claimMonths = claimAge * 12;
    const factor = claimingFactor(claimMonths, fraMonths, credit);
    const monthly = pia * factor;
    const claim: Claim = claimAge === SS_EARLIEST_CLAIM_AGE ? claim62 : { monthly, start: startOf(claimMonths) };
    const vsFra =
      claimMonths === fraMonths
        ? null
        : claimMonths < fraMonths
          ? breakEven(units, claim, fraClaim)
          : breakEven(units, fraClaim, claim);
    return {
      claimAge,
      monthsFromFra: claimMonths - fraMonths,
      adjustmentPercent: round2((factor - 1) * 100),
      monthlyBenefit: round2(monthly),
      annualBenefit: round2(monthly * 12),
      lifetimeBenefits: round2(totalBy(units, claim, leIndex)),
      breakEvenVs62: claimAge === SS_EARLIEST_CLAIM_AGE ? null : breakEven(units, claim62, claim),
      breakEvenVsFra: vsFra,
    };
  });
  const best = rows.reduce((a, b) => (b.lifetimeBenefits > a.lifetimeBenefits + 1e-9 ? b : a));
  return {
    fullRetirementAge: { years: fraYears, months: fraRem, inMonths: fraMonths },
    delayedCreditPerYear: credit,
    rows,
    fraLifetimeBenefits: round2(totalBy(units, fraClaim, leIndex)),
    bestClaimAge: best.claimAge,
  };
}

/**
 * Social Security lifetime totals. The monthly benefit of each claiming age rises by the yearly
 * cost-of-living increase `colaPercent` from age 62; each month's check is paid in calendar year
 * birthYear + 62 + (months after 62) / 12 and is deflated by `inflationPercent` from `baseYear`
 * to then (checks before `baseYear` count as today's). Each row's total is scaled by the ratio
 * of deflated to undeflated checks over its months, so at 0 % the totals are the row's own.
 */
export function claimingTotalsInTodaysDollars(
  rows: readonly ClaimingRow[],
  input: { birthYear: unknown; lifeExpectancy: unknown; colaPercent: unknown },
  baseYear: number,
  inflationPercent: number,
): number[] {
  // Read as the engine reads them, so the months counted are the months it counted.
  const read = fieldReader(input, SOCIAL_SECURITY_BOUNDS, SOCIAL_SECURITY_FALLBACK);
  const cola = read('colaPercent') / 100;
  const lifeExpectancy = read('lifeExpectancy');
  const lastMonth = Math.max(0, Math.round((lifeExpectancy - SS_EARLIEST_CLAIM_AGE) * 12));
  const firstYear = Math.round(read('birthYear')) + SS_EARLIEST_CLAIM_AGE;
  return rows.map((row) => {
    const start = Math.max(0, Math.round((row.claimAge - SS_EARLIEST_CLAIM_AGE) * 12));
    let nominal = 0;
    let real = 0;
    for (let k = start; k < lastMonth; k++) {
      const yearsFrom62 = Math.floor(k / 12);
      const check = (1 + cola) ** yearsFrom62;
      nominal += check;
      real += toTodaysDollarsInYear(check, firstYear + yearsFrom62, baseYear, inflationPercent);
    }
    return nominal > 0 ? (toFinite(row.lifetimeBenefits) * real) / nominal : 0;
  });
}

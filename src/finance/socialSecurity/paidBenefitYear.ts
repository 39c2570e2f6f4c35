/**
 * A benefit already paid, as a COLA letter states it, and the year whose payments that amount is (issue I3 item 2:
 * "the monthly amount from this year's COLA letter"). SSA's letter says the new amount begins in December of the COLA's
 * year and is paid from January of the next: the amount "beginning December 2025" is the one paid in 2026. The COLA of
 * year Y is first paid in January of Y + 1 (rules/socialSecurity/costOfLivingAdjustments.ts), so an amount paid in year
 * P has been raised since by the COLAs of years P to the newest held. Each raise is rounded down to the dime, as SSA
 * rounds a benefit after a COLA (down from 1982, up before: ROUND_DOWN_FROM_YEAR in benefitRounding.ts, as earningsPia.ts
 * rounds the PIA). It imports only the COLA series, so the earnings record page can use it without loading the formula.
 */
import {
  COLA_FIRST_YEAR,
  COLA_NEWEST_YEAR,
  COLA_TENTHS_OF_PERCENT,
} from '../rules/socialSecurity/costOfLivingAdjustments';
import { ROUND_DOWN_FROM_YEAR } from '../rules/socialSecurity/benefitRounding';
import { toFinite } from '../core/num';

/** The newest year whose payments the COLAs held reach: the newest COLA's year + 1 (2.8 % of 2025 → paid in 2026). */
export const NEWEST_PAID_YEAR = COLA_NEWEST_YEAR + 1;
/** The first year a COLA raised: the COLA of 1975 was first paid in 1975 (June), so an amount is dated 1976 or later. */
export const FIRST_PAID_YEAR = COLA_FIRST_YEAR + 1;

export interface PaidBenefitSince {
  /** The year the letter's amount is paid in, as given (whole). */
  paidYear: number;
  /** The newest year of payments the site's COLAs reach. */
  newestPaidYear: number;
  /** The amount is for an earlier year than the newest: COLAs held since have raised it. */
  outOfDate: boolean;
  /** The COLAs since, each with the year of payments it first raised and its percent. */
  colas: { paidYear: number; percent: number }[];
  /** The amount with those COLAs, dollars and dimes (the amount itself when none). */
  monthlyNow: number;
}

/** The largest monthly amount read; more is read as this. */
const MAX_MONTHLY = 1_000_000_000;

/** The letter's monthly amount for `paidYear`, aged by the COLAs the site holds since (none when it is the newest or later). */
export function paidBenefitSince(monthly: number, paidYear: number): PaidBenefitSince {
  // Far above any benefit; keeps the dimes exact in a double through every COLA.
  const amount = Math.min(MAX_MONTHLY, Math.max(0, toFinite(monthly, 0)));
  const year = Math.floor(toFinite(paidYear, NEWEST_PAID_YEAR));
  const colas: PaidBenefitSince['colas'] = [];
  // Whole dimes, as SSA rounds a benefit: the letter's cents below a dime are kept aside, never raised.
  let dimes = Math.floor(Math.round(amount * 100) / 10);
  for (let colaYear = Math.max(year, COLA_FIRST_YEAR); colaYear <= COLA_NEWEST_YEAR; colaYear++) {
    const tenths = COLA_TENTHS_OF_PERCENT[colaYear - COLA_FIRST_YEAR];
    if (tenths === undefined) continue;
    const scaled = dimes * (1000 + tenths);
    const rest = scaled % 1000;
    dimes = (scaled - rest) / 1000 + (colaYear >= ROUND_DOWN_FROM_YEAR || rest === 0 ? 0 : 1);
    colas.push({ paidYear: colaYear + 1, percent: tenths / 10 });
  }
  return {
    paidYear: year,
    newestPaidYear: NEWEST_PAID_YEAR,
    outOfDate: year < NEWEST_PAID_YEAR,
    colas,
    monthlyNow: colas.length === 0 ? amount : dimes / 10,
  };
}

/**
 * Medicare's income-related monthly adjustment amounts (IRMAA): the Part B premium and Part D surcharge
 * a person pays in a premium year, from the MAGI of the tax return two years earlier.
 * Tables: src/finance/rules/health/irmaa.ts (CMS fact sheets, 2024–2026). Method: docs/methodology.md, "IRMAA".
 */
import type { FilingStatus } from '../core/types';
import { MAX_MONEY, toFinite } from '../core/num';
import {
  IRMAA_BANDS,
  IRMAA_LOOKBACK_YEARS,
  IRMAA_YEARS,
  type IrmaaBand,
  type IrmaaTable,
  type IrmaaYear,
} from '../rules/health/irmaa';

export interface IrmaaInput {
  /** Premium year (2024–2026 held; see `irmaaHeldYear` for other years). */
  year: number;
  /** As in the tax tools. 'marriedSeparate' means married filing separately and living with the spouse. */
  filingStatus: FilingStatus;
  /** Modified adjusted gross income of the tax return two years before `year`, US$. */
  magi: number;
}

export interface IrmaaResult {
  /** Premium level: 0 is the standard premium, 5 the top; the same level means the same premiums whatever the filing status. */
  tier: number;
  /** Total monthly Part B premium (standard premium plus the adjustment), US$. */
  partBMonthly: number;
  /** Monthly Part D adjustment alone (paid on top of the plan's premium), US$. */
  partDAdjustmentMonthly: number;
  /** The MAGI at which the next tier begins: income above it (at the top edge, income of it or more) moves up. Null in the top tier. */
  nextThreshold: number | null;
}

const OLDEST = IRMAA_YEARS[0];
const NEWEST = IRMAA_YEARS[IRMAA_YEARS.length - 1]!;

/**
 * The premium year whose table is used: years 2024–2026 as they are; an earlier year uses 2024's table and
 * a later one 2026's (the nearest held year; later years' thresholds are not yet published). A fractional
 * year counts as the year it falls in; a blank or non-numeric year uses the newest table.
 */
export function irmaaHeldYear(year: unknown): IrmaaYear {
  const y = toFinite(year, NaN);
  if (!Number.isFinite(y)) return NEWEST;
  return Math.min(NEWEST, Math.max(OLDEST, Math.floor(y))) as IrmaaYear;
}

/** Which CMS table a filing status uses: joint → joint; married separate (lived with spouse) → mfs; single and head of household → individual. */
export function irmaaTableFor(filingStatus: unknown): IrmaaTable {
  if (filingStatus === 'marriedJoint') return 'joint';
  if (filingStatus === 'marriedSeparate') return 'mfs';
  return 'individual';
}

/** MAGI as read: NaN, blanks and text count as 0 (the standard premium); +Infinity and absurd amounts count as the largest amount. */
function readMagi(magi: unknown): number {
  if (magi === Infinity) return MAX_MONEY;
  return Math.min(MAX_MONEY, toFinite(magi, 0));
}

/** Whether `magi` lies in the band: over the lower edge, except the last band, which starts at it. */
function inBand(magi: number, band: IrmaaBand, isLast: boolean): boolean {
  if (band.above === null) return true;
  return isLast ? magi >= band.above : magi > band.above;
}

interface Found {
  band: IrmaaBand;
  next: IrmaaBand | undefined;
  /** Whether the next band is the top one (which starts AT its lower edge). */
  nextIsTop: boolean;
  magi: number;
}

function bandFor(input: Partial<IrmaaInput>): Found {
  const table = IRMAA_BANDS[irmaaHeldYear(input.year)][irmaaTableFor(input.filingStatus)];
  const magi = readMagi(input.magi);
  let i = table.length - 1;
  while (i > 0 && !inBand(magi, table[i]!, i === table.length - 1)) i--;
  return { band: table[i]!, next: table[i + 1], nextIsTop: i + 1 === table.length - 1, magi };
}

/**
 * A person's Medicare premiums in premium year `year` from the MAGI of the return two years before.
 * - `tier`: 0 = standard premium … 5 = top band, one scale for all filing statuses: single and head of
 *   household use CMS's individual table (tiers 0–5), joint the joint table (0–5), and 'marriedSeparate'
 *   (lived with the spouse) the married-separately table, whose three bands are tiers 0, 4 and 5 (the
 *   same premiums as those tiers in the other tables). A married person who lived apart from the spouse
 *   all year uses the individual table: pass 'single'.
 * - Band edges as CMS words them: "more than" the lower edge and "up to and including" the upper edge,
 *   except that the top tier starts at its lower edge ("greater than or equal to").
 * - Years outside 2024–2026 use the nearest held year's table (see `irmaaHeldYear`).
 * - Bad MAGI never gives NaN: negative MAGI is the standard premium; NaN or text counts as 0; +Infinity
 *   or an absurd amount is the top tier. An unknown filing status is read as single.
 */
export function irmaa(input: IrmaaInput): IrmaaResult {
  const { band, next } = bandFor(input ?? {});
  return {
    tier: band.tier,
    partBMonthly: band.partBTotal,
    partDAdjustmentMonthly: band.partDAdjustment,
    nextThreshold: next?.above ?? null,
  };
}

export interface IrmaaDetails extends IrmaaResult {
  /** The table's year (the premium year, or the nearest held one). */
  tableYear: IrmaaYear;
  /** Which CMS table the filing status uses. */
  table: IrmaaTable;
  /** The reader's band, with its edges. */
  band: IrmaaBand;
  /** Whether the band is the top one, which starts AT its lower edge ("greater than or equal to"). */
  startsAtEdge: boolean;
  /** Whether the band's upper edge is "less than" (the band just below the top edge). */
  endsBelowEdge: boolean;
  /** Room below the next tier (irmaaRoom); null in the top tier. */
  room: number | null;
  /** What the next tier would add over this one, per person per month (Part B and Part D together); null in the top tier. */
  nextTierExtraMonthly: number | null;
}

/** irmaa() with what a tool shows beside it: the band's edges, the room left and the next tier's cost. */
export function irmaaDetails(input: IrmaaInput): IrmaaDetails {
  const found = bandFor(input ?? {});
  const { band, next, nextIsTop } = found;
  const tableYear = irmaaHeldYear(input?.year);
  return {
    ...irmaa(input),
    tableYear,
    table: irmaaTableFor(input?.filingStatus),
    band,
    startsAtEdge: next === undefined && band.above !== null,
    endsBelowEdge: nextIsTop,
    room: irmaaRoom(input),
    nextTierExtraMonthly: next
      ? Math.round((next.partBTotal + next.partDAdjustment - band.partBTotal - band.partDAdjustment) * 100) / 100
      : null,
  };
}

/** The tax year whose MAGI sets the premiums of `premiumYear` (two years earlier: 2026 premiums use 2024 income). */
export const irmaaIncomeYear = (premiumYear: number): number => premiumYear - IRMAA_LOOKBACK_YEARS;
/** The premium year that the income of `incomeYear` sets (two years later: a 2024 conversion shows in 2026 premiums). */
export const irmaaPremiumYear = (incomeYear: number): number => incomeYear + IRMAA_LOOKBACK_YEARS;

export interface IrmaaFromIncome extends IrmaaResult {
  /** The premium year this income sets (income year + 2). */
  premiumYear: number;
  /** The table used for it (the nearest held year when the premium year is not held). */
  tableYear: IrmaaYear;
}

/** The lookback applied: the premiums that a tax year's MAGI sets two years later. */
export function irmaaForIncomeYear(input: {
  incomeYear: number;
  filingStatus: FilingStatus;
  magi: number;
}): IrmaaFromIncome {
  const premiumYear = irmaaPremiumYear(toFinite(input.incomeYear, irmaaIncomeYear(NEWEST)));
  return {
    ...irmaa({ year: premiumYear, filingStatus: input.filingStatus, magi: input.magi }),
    premiumYear,
    tableYear: irmaaHeldYear(premiumYear),
  };
}

/** The standard Part B premium of the table used for `year` (tier 0's total). */
export function irmaaStandardPartB(year: number): number {
  return IRMAA_BANDS[irmaaHeldYear(year)].individual[0]!.partBTotal;
}

export interface IrmaaSurcharge {
  tier: number;
  /** Part B adjustment (over the standard premium) plus the Part D adjustment, per person per month, US$. */
  monthlyPerPerson: number;
  /** The same for twelve months, per person, US$. */
  annualPerPerson: number;
}

/** What IRMAA adds over the standard premiums, per person enrolled in Parts B and D. */
export function irmaaSurcharge(input: IrmaaInput): IrmaaSurcharge {
  const r = irmaa(input);
  const monthly = Math.round((r.partBMonthly - irmaaStandardPartB(input?.year) + r.partDAdjustmentMonthly) * 100) / 100;
  return { tier: r.tier, monthlyPerPerson: monthly, annualPerPerson: Math.round(monthly * 12 * 100) / 100 };
}

/**
 * Room below the next threshold, US$: how much more MAGI fits before the next tier (whole dollars; at the
 * top edge, where the next tier starts at the threshold itself, one dollar less). Null in the top tier.
 */
export function irmaaRoom(input: IrmaaInput): number | null {
  const { next, nextIsTop, magi } = bandFor(input ?? {});
  if (next?.above == null) return null;
  const lastDollarInTier = nextIsTop ? next.above - 1 : next.above;
  return Math.max(0, Math.floor(lastDollarInTier - magi));
}

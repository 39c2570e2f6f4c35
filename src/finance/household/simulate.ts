/**
 * One plan along one market path, year by year. Each year, in order:
 * 1. the survivor takes over a deceased spouse's traditional savings (the year after the death);
 * 2. income arrives: Social Security and pensions (today's dollars times the year's price level; a pension
 *    without a raise as fixed), one-off amounts; Medicare's surcharge is set by the MAGI of two years before;
 * 3. each owner's RMD is withdrawn: the balance at the start of the year ÷ the divisor (Uniform Lifetime
 *    Table, or Table II for a spouse more than 10 years younger) from the RMD age of the owner's birth year;
 * 4. the spending (today's dollars times the price level), the tax and the surcharge still to cover are
 *    withdrawn at the start of the year in the plan's order, the tax solved together with the withdrawals it
 *    is paid from; a Roth conversion, when planned, fills the chosen bracket or the room below the next
 *    IRMAA threshold; taxable withdrawals realise gains in proportion to the gain in the account;
 * 5. what income leaves over is saved to the taxable account (at full basis); a year whose needs cannot be met
 *    in full is short, and the first short year is when the savings ran out;
 * 6. what is left grows (invested savings at the path's return less fees, cash at the bill rate), and prices
 *    move with the path's inflation.
 * Taxes on interest and dividends along the way are not modelled: returns compound untaxed until withdrawn.
 */
import { SHORTFALL_TOLERANCE } from '../rules/household/plan';
import type { Plan } from './readInput';
import type { Schedule } from './schedule';
import type { MarketTable } from './market';
import {
  irmaaLookup,
  irmaaRoomReal,
  largestWithin,
  magiOf,
  ordinaryTaxable,
  yearTax,
  type TaxParts,
  type TaxYearContext,
} from './yearTax';
import type { HouseholdYear } from './types';

export interface PathRun {
  lastedYears: number;
  lasted: boolean;
  /** Index of the first short year, −1 when none. */
  ranOutIndex: number;
  /** Savings left after the last year, first-year dollars (0 when it ran out). */
  endBalanceToday: number;
}

export interface PathOptions {
  /** Stop at the first short year (the search for the highest spending only needs to know that). */
  stopAtShortfall?: boolean;
  /** Savings at the end of each year, first-year dollars, written from `totalsOffset`. */
  totals?: Float64Array;
  /** The same savings in each year's own dollars (future dollars), written from `totalsOffset`. */
  nominalTotals?: Float64Array;
  totalsOffset?: number;
  /** Each year's figures, pushed here. */
  rows?: HouseholdYear[];
}

/** A plan ready to run along any path: the plan, its schedule and one market table. */
export interface Prepared {
  plan: Plan;
  schedule: Schedule;
  market: MarketTable;
  irmaa: ReturnType<typeof irmaaLookup>;
}

/** What one year's withdrawals work from and what they came to: one object per path, reused every year. */
interface YearState {
  plan: Plan;
  ctx: TaxYearContext;
  parts: TaxParts;
  prices: number;
  /** The fill bracket's top this year (taxable income), the traditional withdrawal known to fit under it, and the most that fits (−1 until needed). */
  fillTop: number;
  fillFits: number;
  fillCap: number;
  tradAvail: number;
  cash: number;
  taxable: number;
  roth: number;
  baseNeed: number;
  ordinaryFixed: number;
  oneGain: number;
  gainRatio: number;
  convertible: number;
  left: number;
  wTrad: number;
  wCash: number;
  wTaxable: number;
  wRoth: number;
  convert: number;
  gains: number;
  ordinary: number;
}

function take(st: YearState, available: number): number {
  const w = Math.min(st.left, available);
  st.left -= w;
  return w;
}

/** The withdrawals that pay the year's needs and `tax`, in the plan's order, then any conversion; returns the tax they cause. */
function withdrawFor(st: YearState, tax: number, objectives: Objectives): number {
  st.left = Math.max(0, st.baseNeed + tax);
  st.wTrad = take(st, Math.min(traditionalUpFront(st, objectives), st.tradAvail));
  st.wCash = take(st, st.cash);
  st.wTaxable = take(st, st.taxable);
  if (st.plan.order === 'taxableFirst') {
    st.wTrad += take(st, st.tradAvail - st.wTrad);
    st.wRoth = take(st, st.roth);
  } else {
    st.wRoth = take(st, st.roth);
    st.wTrad += take(st, st.tradAvail - st.wTrad);
  }
  st.gains = st.oneGain + st.wTaxable * st.gainRatio;
  st.ordinary = st.ordinaryFixed + st.wTrad;
  st.convert = 0;
  const conversion = st.plan.conversion;
  const room = st.tradAvail > 0 ? st.convertible * (1 - st.wTrad / st.tradAvail) : 0;
  if (room > 0 && conversion.kind === 'bracketTop') {
    const top = st.ctx.rules.bracketTop(conversion.rate, st.ctx.status) * st.prices;
    st.convert = largestWithin(objectives.conversionTaxable, top, room);
  } else if (room > 0 && conversion.kind === 'irmaaThreshold') {
    const magi = magiOf(st.ctx, st.ordinary, st.gains);
    const below = irmaaRoomReal(st.ctx.rules, magi / st.prices, st.ctx.status);
    if (below !== null) st.convert = largestWithin(objectives.conversionMagi, magi + below * st.prices, room);
  }
  return yearTax(st.ctx, st.ordinary + st.convert, st.gains, st.parts);
}

/**
 * How much traditional savings goes first. fillLowBrackets: as much as keeps taxable income within the fill
 * bracket, solved only when the year's need would go past it (most years it does not).
 */
function traditionalUpFront(st: YearState, objectives: Objectives): number {
  const order = st.plan.order;
  if (order === 'traditionalFirst') return Infinity;
  if (order === 'taxableFirst' || st.tradAvail <= 0) return 0;
  if (st.fillCap >= 0) return st.fillCap;
  const want = Math.min(st.left, st.tradAvail);
  if (want <= st.fillFits) return want;
  if (objectives.fillTaxable(want) <= st.fillTop) {
    st.fillFits = want;
    return want;
  }
  st.fillCap = largestWithin(objectives.fillTaxable, st.fillTop, want);
  return st.fillCap;
}

/** The functions the bracket fill and the conversions solve, made once per path over its year state. */
interface Objectives {
  fillTaxable: (w: number) => number;
  conversionTaxable: (c: number) => number;
  conversionMagi: (c: number) => number;
}

/** Solve tax = tax(withdrawals(tax)) by secant steps from "no tax", to half a cent; leaves the state at the answer. */
function solveYear(st: YearState, objectives: Objectives): number {
  let t0 = 0;
  let g0 = withdrawFor(st, t0, objectives) - t0;
  if (Math.abs(g0) <= 0.005) return st.parts.tax;
  let t1 = t0 + g0;
  for (let k = 0; k < 40; k++) {
    const g1 = withdrawFor(st, t1, objectives) - t1;
    if (Math.abs(g1) <= 0.005) break;
    const slope = (g1 - g0) / (t1 - t0);
    const next = slope < 0 && Number.isFinite(slope) ? t1 - g1 / slope : t1 + g1;
    t0 = t1;
    g0 = g1;
    t1 = Math.max(0, next);
    if (k === 39) withdrawFor(st, t1, objectives);
  }
  return st.parts.tax;
}

export function runPath(
  p: Prepared,
  rows: ArrayLike<number>,
  offset: number,
  spending: number,
  options: PathOptions = {},
): PathRun {
  const { plan, schedule: s, market } = p;
  const n = s.years;
  let tradA = plan.people[0]!.traditional;
  let tradB = plan.people[1]?.traditional ?? 0;
  let basis = plan.taxable * plan.basisShare;
  let prices = 1;
  const magiHistory = new Float64Array(n);
  const ctx: TaxYearContext = { rules: s.rules, status: 'single', age65: 0, senior: false, k: 1, benefits: 0 };
  const st: YearState = {
    plan,
    ctx,
    parts: { tax: 0, magi: 0, taxableIncome: 0, ssTaxable: 0 },
    prices: 1,
    fillTop: 0,
    fillFits: 0,
    fillCap: -1,
    tradAvail: 0,
    cash: plan.cash,
    taxable: plan.taxable,
    roth: plan.roth,
    baseNeed: 0,
    ordinaryFixed: 0,
    oneGain: 0,
    gainRatio: 0,
    convertible: 0,
    left: 0,
    wTrad: 0,
    wCash: 0,
    wTaxable: 0,
    wRoth: 0,
    convert: 0,
    gains: 0,
    ordinary: 0,
  };
  const objectives: Objectives = {
    fillTaxable: (w) => ordinaryTaxable(ctx, st.ordinaryFixed + w, st.oneGain),
    conversionTaxable: (c) => ordinaryTaxable(ctx, st.ordinary + c, st.gains),
    conversionMagi: (c) => magiOf(ctx, st.ordinary + c, st.gains),
  };
  let ranOutIndex = -1;

  for (let i = 0; i < n; i++) {
    const row = rows[offset + i]!;
    if (i === s.rolloverA) {
      tradB += tradA;
      tradA = 0;
    }
    if (i === s.rolloverB) {
      tradA += tradB;
      tradB = 0;
    }
    const startTotal = tradA + tradB + st.roth + st.taxable + st.cash;
    ctx.status = s.status[i]!;
    ctx.age65 = s.age65[i]!;
    ctx.senior = s.senior[i] === 1;
    ctx.k = prices;
    st.prices = prices;
    const ssA = s.ssA[i]! * prices;
    const ssB = s.ssB[i]! * prices;
    ctx.benefits = ssA + ssB;
    const pensions = s.pensionReal[i]! * prices + s.pensionFixed[i]!;
    const oneIn = s.oneOffIn[i]! * prices;
    const oneOut = s.oneOffOut[i]! * prices;
    st.oneGain = s.oneOffGain[i]! * prices;
    const spend = spending * prices;

    // IRMAA: this year's premiums follow the return of two years before, at this year's (indexed) thresholds.
    let irmaa = 0;
    let irmaaTier = 0;
    if (s.onMedicare[i]! > 0) {
      const back = i - 2;
      const realMagi = back >= 0 ? magiHistory[back]! / prices : plan.pastMagi;
      const found = p.irmaa(realMagi, s.status[Math.max(0, back)]!);
      irmaa = found.perPerson * s.onMedicare[i]! * prices;
      irmaaTier = found.tier;
    }

    const rmdA = s.rmdDivisorA[i]! > 0 ? tradA / s.rmdDivisorA[i]! : 0;
    const rmdB = s.rmdDivisorB[i]! > 0 ? tradB / s.rmdDivisorB[i]! : 0;
    tradA -= rmdA;
    tradB -= rmdB;
    const rmd = rmdA + rmdB;
    st.ordinaryFixed = rmd + pensions;
    const income = ctx.benefits + pensions + oneIn + rmd;
    st.baseNeed = spend + irmaa + oneOut - income;
    st.tradAvail = tradA + tradB;
    st.gainRatio = st.taxable > 0 ? Math.max(0, 1 - basis / st.taxable) : 0;
    st.convertible = (s.convertA[i] ? tradA : 0) + (s.convertB[i] ? tradB : 0);

    st.fillTop = s.rules.bracketTop(plan.fillRate, ctx.status) * prices;
    st.fillFits = 0;
    st.fillCap = -1;

    const tax = solveYear(st, objectives);

    // Move the money.
    const { wTrad, wCash, wTaxable, wRoth, convert } = st;
    // Traditional withdrawals come from both owners' savings in proportion; a conversion from the owners who may
    // convert. Balances never go below zero (a withdrawal of everything leaves rounding dust otherwise).
    const shareA = st.tradAvail > 0 ? tradA / st.tradAvail : 0;
    tradA = Math.max(0, tradA - wTrad * shareA);
    tradB = Math.max(0, tradB - wTrad * (1 - shareA));
    if (convert > 0) {
      const fromA = s.convertA[i] ? tradA : 0;
      const fromB = s.convertB[i] ? tradB : 0;
      const share = fromA + fromB > 0 ? fromA / (fromA + fromB) : 0;
      tradA = Math.max(0, tradA - convert * share);
      tradB = Math.max(0, tradB - convert * (1 - share));
      st.roth += convert;
    }
    if (st.taxable > 0) basis = Math.max(0, basis - wTaxable * (basis / st.taxable));
    st.taxable = Math.max(0, st.taxable - wTaxable);
    st.cash = Math.max(0, st.cash - wCash);
    st.roth = Math.max(0, st.roth - wRoth);
    const withdrawn = rmd + wTrad + wCash + wTaxable + wRoth;
    const surplus = income - rmd + withdrawn - spend - tax - irmaa - oneOut;
    const saved = Math.max(0, surplus);
    const shortfall = surplus < 0 ? Math.min(spend, -surplus) : 0;
    st.taxable += saved;
    basis += saved;
    if (shortfall > SHORTFALL_TOLERANCE && ranOutIndex < 0) ranOutIndex = i;

    const before = tradA + tradB + st.roth + st.taxable + st.cash;
    const grow = market.invest[row]!;
    tradA *= grow;
    tradB *= grow;
    st.roth *= grow;
    st.taxable *= grow;
    st.cash *= market.cash[row]!;
    const endTotal = tradA + tradB + st.roth + st.taxable + st.cash;
    magiHistory[i] = st.parts.magi;
    const priceIndex = prices;
    prices *= market.prices[row]!;
    if (options.totals) options.totals[(options.totalsOffset ?? 0) + i] = endTotal / prices;
    if (options.nominalTotals) options.nominalTotals[(options.totalsOffset ?? 0) + i] = endTotal;
    if (options.rows)
      options.rows.push({
        year: s.firstYear + i,
        ageA: s.ageA[i]! >= 0 ? s.ageA[i]! : null,
        ageB: s.ageB[i]! >= 0 ? s.ageB[i]! : null,
        filingStatus: s.status[i]!,
        priceIndex,
        endPriceIndex: prices,
        socialSecurityA: ssA,
        socialSecurityB: ssB,
        pensions,
        oneOffIn: oneIn,
        oneOffOut: oneOut,
        rmd,
        withdrawTraditional: rmd + wTrad,
        withdrawCash: wCash,
        withdrawTaxable: wTaxable,
        withdrawRoth: wRoth,
        rothConversion: convert,
        capitalGains: st.gains,
        taxableSocialSecurity: st.parts.ssTaxable,
        magi: st.parts.magi,
        taxableIncome: st.parts.taxableIncome,
        federalTax: tax,
        irmaa,
        irmaaTier,
        spending: spend,
        spendingMet: spend - shortfall,
        shortfall,
        saved,
        returns: endTotal - before,
        startTotal,
        traditionalA: tradA,
        traditionalB: tradB,
        roth: st.roth,
        taxable: st.taxable,
        cash: st.cash,
        endTotal,
        endTotalToday: endTotal / prices,
      });
    if (ranOutIndex >= 0 && options.stopAtShortfall) break;
  }
  const lasted = ranOutIndex < 0;
  const end = tradA + tradB + st.roth + st.taxable + st.cash;
  return {
    lastedYears: lasted ? n : ranOutIndex,
    lasted,
    ranOutIndex,
    endBalanceToday: lasted ? end / prices : 0,
  };
}

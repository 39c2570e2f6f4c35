/** Tax-Efficient Withdrawal Planner, multi-year (SPEC §3 inputs and rows, §5 bounds, §9 yearly order, RMDs and tax; RMD divisor from RULES.md). */
import type { Explained, TaxYear } from '../core/types';
import { readChoice, readNumber, toFinite } from '../core/num';
import { computeOrdinaryTax, standardDeduction, taxBrackets, taxableSocialSecurity } from './tax';
import { irmaa, irmaaRoom, irmaaSurcharge } from '../health/irmaa';
import { survivorYearlyBenefit } from '../socialSecurity/socialSecuritySpouse';
import { IRMAA_LOOKBACK_YEARS } from '../rules/health/irmaa';
import { ADDITIONAL_DEDUCTION_AGE, BRACKET_SOURCES } from '../rules/tax/taxYears';
import {
  PLANNER_RMD_START_AGE,
  UNIFORM_LIFETIME_SOURCE,
  rmdStartAge,
  uniformLifetimeDivisor,
} from '../rules/tax/rmdTable';
import {
  PLANNER_FALLBACK_INPUTS,
  PLANNER_MAX_YEARS,
  PLANNER_ROTH_ADVICE_AGE,
  PLANNER_SHOWN_YEARS,
  TAXABLE_ACCOUNT_GAIN_SHARE,
} from '../rules/tax/withdrawal';

import { newestYear } from '../rules/core/years';
import { PLANNER_BOUNDS, type PlannerFilingStatus } from './withdrawalPlannerBounds';
export { PLANNER_BOUNDS, type PlannerFilingStatus };

/** What the plan takes for a missing or unreadable age, filing status or year: SPEC §9's 65, joint (rules/tax/withdrawal.ts), in the newest tax year held. */
const PLANNER_FALLBACK = {
  ...PLANNER_FALLBACK_INPUTS,
  taxYear: newestYear(PLANNER_BOUNDS.taxYears, 'withdrawal-planner'),
};

export interface PlannerInput {
  currentAge: number;
  filingStatus: PlannerFilingStatus;
  annualIncome: number;
  traditionalBalance: number;
  rothBalance: number;
  taxableBalance: number;
  /** Optional first calendar year; without it rows are numbered 1, 2, 3 … */
  startYear?: number;
  /** Tax year whose brackets and deduction apply to every row; the calendar's newest when absent. */
  taxYear?: TaxYear;
  /** Your yearly Social Security benefit (already being paid; 0 = none). */
  socialSecurity?: number;
  /** Your spouse's yearly Social Security benefit (married filing jointly only). */
  spouseSocialSecurity?: number;
  /**
   * "If one of us dies in [year]" (married filing jointly): a calendar year within the plan, the tax year
   * being its first; 0 or absent = no death planned.
   */
  deathYear?: number;
}

export interface PlannerRow {
  year: number;
  age: number;
  traditionalWithdrawal: number;
  rothWithdrawal: number;
  taxableWithdrawal: number;
  /** RMD for the year (0 before the RMD age). */
  rmd: number;
  /** Social Security received this year (both benefits; after a death, the survivor's). */
  socialSecurity: number;
  /** Withdrawals plus Social Security. */
  totalIncome: number;
  taxOwed: number;
  /** Medicare's income-related surcharge this year (IRMAA over the standard premiums, everyone on Medicare), from the income two years before. */
  medicareSurcharge: number;
  /** IRMAA tier this year (0 = standard premiums). */
  medicareTier: number;
  /** Total income − tax − Medicare surcharge. */
  afterTaxIncome: number;
  traditionalBalance: number;
  rothBalance: number;
  taxableBalance: number;
  /** The calendar year (the tax year is the first), the return's filing status and its modified AGI. */
  calendarYear: number;
  filingStatus: PlannerFilingStatus;
  magi: number;
  /** Taxable income (after the standard deduction) and the income that still fits below the next bracket (null in the top bracket). */
  taxableIncome: number;
  roomToNextBracket: number | null;
  /** MAGI that still fits below the next IRMAA threshold for the premiums two years on (null in the top tier). */
  roomToNextIrmaa: number | null;
}

/** A year whose income moves Medicare premiums two years later into a higher tier. */
export interface IrmaaCrossing {
  incomeYear: number;
  premiumYear: number;
  magi: number;
  tier: number;
  /** The surcharge that premium year, everyone on Medicare, US$ a year. */
  surcharge: number;
}

/** One year after a death: the change against both spouses living (same withdrawals). */
export interface WidowYear {
  year: number;
  incomeChange: number;
  taxChange: number;
  premiumChange: number;
}

export interface WidowResult {
  deathYear: number;
  /** Plain-words problem with the year entered; null when the year is used. */
  error: string | null;
  years: WidowYear[];
}

export interface PlannerResult extends Explained {
  taxYear: TaxYear;
  rows: PlannerRow[];
  totalTaxes: number;
  totalAfterTaxIncome: number;
  /** after-tax ÷ (after-tax + taxes + Medicare surcharges), percent, one decimal. */
  taxEfficiency: number;
  totalYears: number;
  shownYears: number;
  recommendations: string[];
  taxSavings: 0;
  totalMedicareSurcharge: number;
  /** Years whose income raises Medicare premiums two years later (IRMAA's lookback). */
  irmaaCrossings: IrmaaCrossing[];
  /** "If one of us dies in [year]"; null when no year is entered. */
  widow: WidowResult | null;
}

interface YearTax {
  tax: number;
  magi: number;
  taxable: number;
  ssTaxable: number;
}

/**
 * One year's federal tax: ordinary income plus the taxable part of Social Security (Pub. 915), less the
 * standard deduction (65+ and senior deductions on the MAGI). Memoised per plan: many rows repeat.
 */
function yearTaxer(year: TaxYear) {
  const cache = new Map<string, YearTax>();
  return (status: PlannerFilingStatus, age65Count: number, ordinary: number, benefits: number): YearTax => {
    const key = `${status}|${age65Count}|${ordinary}|${benefits}`;
    let hit = cache.get(key);
    if (!hit) {
      const ssTaxable = benefits > 0 ? taxableSocialSecurity({ benefits, otherIncome: ordinary, status }).taxable : 0;
      const magi = ordinary + ssTaxable;
      const deduction = standardDeduction({ status, year, age65Count, magi }).total;
      const taxable = Math.max(0, magi - deduction);
      hit = { tax: computeOrdinaryTax(taxable, status, year).total, magi, taxable, ssTaxable };
      cache.set(key, hit);
    }
    return hit;
  };
}

function roomToNextBracket(taxable: number, status: PlannerFilingStatus, year: TaxYear): number | null {
  for (const b of taxBrackets(status, year)) if (b.max !== null && taxable < b.max) return b.max - taxable;
  return null;
}

export function planWithdrawals(raw: Partial<PlannerInput> | null | undefined): PlannerResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof PlannerInput, unknown>>;
  const B = PLANNER_BOUNDS;
  const startAge = Math.floor(
    readNumber(input.currentAge, B.currentAge.min, B.currentAge.max, PLANNER_FALLBACK.currentAge),
  );
  const status = readChoice(input.filingStatus, B.filingStatuses, PLANNER_FALLBACK.filingStatus);
  const need = readNumber(input.annualIncome, B.money.min, B.money.max);
  let traditional = readNumber(input.traditionalBalance, B.money.min, B.money.max);
  let roth = readNumber(input.rothBalance, B.money.min, B.money.max);
  let taxable = readNumber(input.taxableBalance, B.money.min, B.money.max);
  const taxYear = readChoice(toFinite(input.taxYear, NaN), B.taxYears, PLANNER_FALLBACK.taxYear);
  const startYear = input.startYear === undefined ? 1 : Math.floor(readNumber(input.startYear, 1, 9999, 1));
  const initial = { traditional, roth, taxable, age: startAge };
  const yourSs = readNumber(input.socialSecurity, B.money.min, B.money.max);
  const spouseSs = status === 'marriedJoint' ? readNumber(input.spouseSocialSecurity, B.money.min, B.money.max) : 0;
  const rawDeath = Math.floor(readNumber(input.deathYear, B.deathYear.min, B.deathYear.max));
  const taxFor = yearTaxer(taxYear);
  // Calendar years: the caller's first year when given, else the tax year.
  const firstCalendarYear = input.startYear === undefined ? taxYear : startYear;
  const bothSs = yourSs + spouseSs;
  // After a death the survivor (you: the planner knows your age) gets the larger of your own benefit and the
  // widow(er)’s benefit on your spouse’s record, H1's rules (socialSecuritySpouse.ts); the other benefit stops.
  const survivor = survivorYearlyBenefit({
    ownYearly: yourSs,
    deceasedYearly: spouseSs,
    survivorBirthYear: firstCalendarYear - startAge,
    survivorAgeAfterDeath: startAge + (rawDeath + 1 - firstCalendarYear),
  });

  const rows: PlannerRow[] = [];
  // Both-living figures for each year, kept only when a death is planned (same withdrawals, no death).
  const baseline: { tax: number; magi: number; surcharge: number; income: number }[] = [];
  let totalTaxes = 0;
  let totalAfterTax = 0;
  let totalMedicare = 0;
  for (let i = 0; i < PLANNER_MAX_YEARS && traditional + roth + taxable > 0; i++) {
    const age = startAge + i;
    let tw = 0;
    let xw = 0;
    let rw = 0;
    let rmd = 0;
    if (age < PLANNER_RMD_START_AGE) {
      xw = Math.min(taxable, need);
      tw = Math.min(traditional, need - xw);
      rw = Math.min(roth, need - xw - tw);
    } else {
      rmd = traditional / (uniformLifetimeDivisor(age) as number);
      tw = Math.min(traditional, Math.max(rmd, need));
      const rest = Math.max(0, need - tw);
      xw = Math.min(taxable, rest);
      rw = Math.min(roth, rest - xw);
    }
    traditional -= tw;
    taxable -= xw;
    roth -= rw;

    const calendarYear = firstCalendarYear + i;
    const ordinary = tw + TAXABLE_ACCOUNT_GAIN_SHARE * xw;
    const widowed = status === 'marriedJoint' && rawDeath > 0 && calendarYear > rawDeath;
    // From the year after the death the survivor files as single (no dependent child assumed).
    const yearStatus: PlannerFilingStatus = widowed ? 'single' : status;
    const people = status === 'marriedJoint' && !widowed ? 2 : 1;
    const benefits = widowed ? survivor.yearlyAt(age) : bothSs;
    const is65 = age >= ADDITIONAL_DEDUCTION_AGE;
    const t = taxFor(yearStatus, is65 ? people : 0, ordinary, benefits);
    // IRMAA: this year's premiums follow the return of two years before (its status and MAGI); before the
    // plan's first year, the first year's income is assumed.
    const back = rows[i - IRMAA_LOOKBACK_YEARS];
    const surchargeFor = (magi: number, st: PlannerFilingStatus, payers: number) =>
      is65 ? payers * irmaaSurcharge({ year: calendarYear, filingStatus: st, magi }).annualPerPerson : 0;
    const lookMagi = back ? back.magi : (rows[0]?.magi ?? t.magi);
    const lookStatus = back ? back.filingStatus : (rows[0]?.filingStatus ?? yearStatus);
    const medicareSurcharge = surchargeFor(lookMagi, lookStatus, people);
    const medicareTier = is65 ? irmaa({ year: calendarYear, filingStatus: lookStatus, magi: lookMagi }).tier : 0;
    const totalIncome = tw + xw + rw + benefits;
    const afterTaxIncome = totalIncome - t.tax - medicareSurcharge;
    totalTaxes += t.tax;
    totalAfterTax += afterTaxIncome;
    totalMedicare += medicareSurcharge;
    if (rawDeath > 0 && status === 'marriedJoint') {
      const both = widowed ? taxFor(status, is65 ? 2 : 0, ordinary, bothSs) : t;
      const backBoth = baseline[i - IRMAA_LOOKBACK_YEARS] ?? baseline[0];
      const bothSurcharge = surchargeFor(backBoth ? backBoth.magi : both.magi, status, 2);
      baseline.push({ tax: both.tax, magi: both.magi, surcharge: bothSurcharge, income: tw + xw + rw + bothSs });
    }
    rows.push({
      year: startYear + i,
      age,
      traditionalWithdrawal: tw,
      rothWithdrawal: rw,
      taxableWithdrawal: xw,
      rmd,
      socialSecurity: benefits,
      totalIncome,
      taxOwed: t.tax,
      medicareSurcharge,
      medicareTier,
      afterTaxIncome,
      traditionalBalance: traditional,
      rothBalance: roth,
      taxableBalance: taxable,
      calendarYear,
      filingStatus: yearStatus,
      magi: t.magi,
      taxableIncome: t.taxable,
      roomToNextBracket: roomToNextBracket(t.taxable, yearStatus, taxYear),
      roomToNextIrmaa: irmaaRoom({ year: calendarYear + IRMAA_LOOKBACK_YEARS, filingStatus: yearStatus, magi: t.magi }),
    });
  }

  // Premium years whose tier rises above the year before's: the income two years earlier crossed a threshold.
  const irmaaCrossings: IrmaaCrossing[] = [];
  rows.forEach((r, j) => {
    if (r.medicareTier > (rows[j - 1]?.medicareTier ?? 0)) {
      const source = rows[j - IRMAA_LOOKBACK_YEARS] ?? rows[0]!;
      irmaaCrossings.push({
        incomeYear: r.calendarYear - IRMAA_LOOKBACK_YEARS,
        premiumYear: r.calendarYear,
        magi: source.magi,
        tier: r.medicareTier,
        surcharge: r.medicareSurcharge,
      });
    }
  });

  let widow: WidowResult | null = null;
  if (rawDeath > 0) {
    const first = firstCalendarYear;
    const last = rows.length > 0 ? rows[rows.length - 1]!.calendarYear : first;
    let error: string | null = null;
    if (status !== 'marriedJoint')
      error =
        'The year of a death is used only for a married couple filing jointly. Choose "Married filing jointly" or clear the year.';
    else if (rawDeath < first)
      error = `The year of death, ${rawDeath}, is before this plan starts in ${first}. Enter ${first} or a later year.`;
    else if (rawDeath > last)
      error = `The year of death, ${rawDeath}, is after this plan ends in ${last}. Enter a year from ${first} to ${last}.`;
    const years: WidowYear[] = [];
    if (!error)
      rows.forEach((r, i) => {
        const b = baseline[i];
        if (b && r.calendarYear > rawDeath)
          years.push({
            year: r.calendarYear,
            incomeChange: r.totalIncome - b.income,
            taxChange: r.taxOwed - b.tax,
            premiumChange: r.medicareSurcharge - b.surcharge,
          });
      });
    widow = { deathYear: rawDeath, error, years };
  }

  // Everything withdrawn or received: what is kept plus the tax and the Medicare surcharge paid.
  const denominator = totalAfterTax + totalTaxes + totalMedicare;
  const taxEfficiency = denominator > 0 ? Math.max(0, Math.round((totalAfterTax / denominator) * 1000) / 10) : 0;

  // The RMD age the sentences name: the one for this person's birth year (SECURE 2.0 §107: 73 for
  // 1951–1959, 75 from 1960), the rule the RMD tool uses (rules/tax/rmdTable.ts).
  const statedRmdAge = rmdStartAge(firstCalendarYear - startAge);
  const rmdAgeWords = Number.isInteger(statedRmdAge) ? String(statedRmdAge) : `${Math.floor(statedRmdAge)}½`;
  const recommendations: string[] = [];
  if (initial.traditional > 0 && initial.age < PLANNER_ROTH_ADVICE_AGE)
    recommendations.push(
      `Consider Roth conversions before age ${PLANNER_ROTH_ADVICE_AGE}, while your taxable income is lower, to shrink future RMDs.`,
    );
  if (initial.taxable > 0)
    recommendations.push('Use your taxable accounts first: only part of each withdrawal (the gain) is taxed.');
  if (initial.age < PLANNER_RMD_START_AGE)
    recommendations.push(`Plan for required minimum distributions from age ${rmdAgeWords}.`);
  recommendations.push('Review this plan every year as tax laws, balances and spending change.');

  return {
    taxYear,
    rows,
    totalTaxes,
    totalAfterTaxIncome: totalAfterTax,
    taxEfficiency,
    totalYears: rows.length,
    shownYears: Math.min(rows.length, PLANNER_SHOWN_YEARS),
    recommendations,
    taxSavings: 0,
    totalMedicareSurcharge: totalMedicare,
    irmaaCrossings,
    widow,
    assumptions: [
      {
        label: 'Tax year',
        value: `${taxYear} brackets and standard deduction for every year`,
        source: BRACKET_SOURCES[taxYear],
      },
      {
        label: 'Age 65+',
        value: 'Adds the additional standard deduction (both spouses assumed the same age when filing jointly)',
        source: '26 USC §63(f)',
      },
      {
        label: 'Taxable account',
        value: `${TAXABLE_ACCOUNT_GAIN_SHARE * 100} % of each withdrawal counts as taxable income`,
      },
      {
        label: 'RMDs',
        value: `From age ${rmdAgeWords}, the RMD age for someone born in ${firstCalendarYear - startAge}: traditional balance ÷ Uniform Lifetime Table divisor`,
        source: UNIFORM_LIFETIME_SOURCE,
      },
      { label: 'Growth', value: 'Balances do not grow; spending is not adjusted for inflation' },
      { label: 'Horizon', value: `At most ${PLANNER_MAX_YEARS} years, stopping when all accounts are empty` },
      {
        label: 'Social Security',
        value:
          'The benefits you enter are paid every year of the plan, not raised for inflation; their taxable part follows the IRS worksheet',
        source: 'IRS Pub. 915',
      },
      {
        label: 'Medicare premiums (IRMAA)',
        value: `From 65, each year's premiums follow the income (MAGI) and filing status of the return two years before; for the first two years we assume the first year's income. Both spouses are assumed on Medicare when filing jointly. Surcharge over the standard premiums only`,
        source: 'CMS premium fact sheets 2024–2026 (the newest table for later years); 42 USC 1395r(i)',
      },
      ...(widow && !widow.error
        ? [
            {
              label: `If one of us dies in ${widow.deathYear}`,
              value:
                'For the year of the death a joint return is still allowed, and the plan keeps it. The plan also keeps both Social Security benefits for that whole year, a simplification: in fact the smaller check stops from the month of the death. From the year after, the survivor files as single (single brackets, standard deduction and, once the lookback reaches a single return, IRMAA thresholds). A survivor with a dependent child may file as a qualifying surviving spouse for two more years, on the joint brackets; this plan assumes no dependent child. The survivor is you (the planner knows your age; your spouse is assumed the same age): you keep the larger of your own benefit and the widow(er)’s benefit on your spouse’s record, which is your spouse’s benefit as paid (taken as claimed at full retirement age), reduced if you take it before your survivor full retirement age, and paid from 60 at the earliest; the other benefit stops. Spending from savings and the accounts stay the same. A death is a life-changing event: form SSA-44 can ask Social Security to use the newer, single income for premiums sooner',
              source:
                '26 USC §2(a), §6013(d)(1)(B), §7703(a)(1); 42 USC 402(b)–(c) (a spouse’s benefit ends the month before the death); 20 CFR 404.407, 404.410; SSA POMS RS 00615.301, HI 01120.060',
            },
          ]
        : []),
    ],
    formulas: [
      `Before ${rmdAgeWords}: need taken from taxable, then traditional, then Roth`,
      `From ${rmdAgeWords}: traditional gives max(RMD, need); any shortfall from taxable, then Roth`,
      `Taxable income = max(0, traditional + ${TAXABLE_ACCOUNT_GAIN_SHARE} × taxable-account withdrawal + taxable Social Security − standard deduction)`,
      'Medicare surcharge = people on Medicare × (Part B premium − standard premium + Part D adjustment) × 12, for the tier of the MAGI two years before',
      'After tax = withdrawals + Social Security − tax − Medicare surcharge',
      'Tax efficiency = after-tax income ÷ (after-tax income + taxes + Medicare surcharges) × 100',
    ],
  };
}

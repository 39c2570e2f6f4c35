/**
 * Tax-Efficient Withdrawal Planner, multi-year (SPEC §3 inputs and rows, §5 bounds, §9 yearly order, RMDs and tax; RMD divisor
 * and start age from RULES.md). Issue I6: the plan runs to an age the reader chooses, knows both spouses' ages, takes the
 * income need in all with Social Security paying part of it, and says whether the savings lasted or when they ran out.
 */
import type { TaxYear } from '../core/types';
import { readChoice, fieldReader, readNumber, toFinite } from '../core/num';
import { computeOrdinaryTax, standardDeduction, taxBrackets, taxableSocialSecurity } from './tax';
import { irmaa, irmaaRoom, irmaaSurcharge } from '../health/irmaa';
import { survivorYearlyBenefit } from '../socialSecurity/socialSecuritySpouse';
import { IRMAA_LOOKBACK_YEARS } from '../rules/health/irmaa';
import { ADDITIONAL_DEDUCTION_AGE, BRACKET_SOURCES } from '../rules/tax/taxYears';
import { UNIFORM_LIFETIME_SOURCE, rmdStartAge, uniformLifetimeDivisor } from '../rules/tax/rmdTable';
import { PLANNER_FALLBACK_INPUTS, PLANNER_ROTH_ADVICE_AGE, TAXABLE_ACCOUNT_GAIN_SHARE } from '../rules/tax/withdrawal';

import { newestYear } from '../rules/core/years';
import { PLANNER_BOUNDS, type PlannerFilingStatus } from './withdrawalPlannerBounds';
import type { ChangeAfterDeath } from './widowsTax';
export { PLANNER_BOUNDS, type PlannerFilingStatus };

/** What the plan takes for a missing or unreadable age, filing status, end age or year: SPEC §9's 65, joint, to 95 (rules/tax/withdrawal.ts), in the newest tax year held. */
const PLANNER_FALLBACK = {
  ...PLANNER_FALLBACK_INPUTS,
  taxYear: newestYear(PLANNER_BOUNDS.taxYears, 'withdrawal-planner'),
};

export interface PlannerInput {
  /** Your age at the end of the plan's first year (the tax year): with it, your birth year and so your RMD age. */
  currentAge: number;
  /** Your spouse's age at the end of the plan's first year (married filing jointly only); yours when absent. */
  spouseAge?: number;
  /** The plan runs to the end of the year in which the younger of you (you alone when not filing jointly) reaches this age; 95 when absent. */
  planToAge?: number;
  filingStatus: PlannerFilingStatus;
  /**
   * The yearly income you need in all, before tax, Social Security included (SPEC §3's one income need): the
   * benefits pay part of it and the savings the rest.
   */
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
  /** Your age at the end of the year. */
  age: number;
  /** Your spouse's age at the end of the year; null when not filing jointly, and after a death. */
  spouseAge: number | null;
  traditionalWithdrawal: number;
  rothWithdrawal: number;
  taxableWithdrawal: number;
  /** RMD for the year (0 before your RMD age). */
  rmd: number;
  /** What the savings could not pay of this year's need from them (0 while they last). */
  shortfall: number;
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
export interface WidowYear extends ChangeAfterDeath {
  year: number;
}

/**
 * What is wrong with the year of death entered, as a fact the tool words (WithdrawalPlanner/plannerWords.ts):
 * before the plan's first year, or after its last.
 */
export type WidowError =
  | { id: 'beforeStart'; deathYear: number; first: number }
  | { id: 'afterEnd'; deathYear: number; first: number; last: number };

export interface WidowResult {
  deathYear: number;
  /** The problem with the year entered; null when the year is used. */
  error: WidowError | null;
  years: WidowYear[];
}

/** One recommendation, as a fact the tool words (WithdrawalPlanner/plannerWords.ts). */
export type PlannerAdvice =
  | { id: 'rothConversions'; age: number }
  | { id: 'taxableFirst' }
  | { id: 'planForRmds'; startAge: number }
  | { id: 'reviewYearly' };

/**
 * One line of "How this is calculated", as a fact the tool words; a source stays as the rules cite it.
 * Money figures are US$ a year; `startAge` is an RMD start age (70.5 reads "70½").
 */
export type PlannerAssumption =
  | { id: 'taxYear'; taxYear: number; source: string }
  | { id: 'age65'; source: string }
  | { id: 'taxableAccount'; percent: number }
  | { id: 'rmds'; startAge: number; birthYear: number; joint: 'yes' | 'no'; source: string }
  | { id: 'incomeNeed'; need: number; socialSecurity: number; fromSavings: number; excess: 'yes' | 'no' }
  | { id: 'growth' }
  | { id: 'horizon'; years: number; last: number; couple: 'yes' | 'no'; age: number }
  | { id: 'socialSecurity'; source: string }
  | { id: 'medicare'; source: string }
  | { id: 'ifOneDies'; deathYear: number; source: string };

/** One formula of "How this is calculated", as a fact the tool words. */
export type PlannerFormula =
  | { id: 'needFromSavings' }
  | { id: 'beforeRmds'; startAge: number }
  | { id: 'fromRmds'; startAge: number }
  | { id: 'taxableIncome'; gainShare: number }
  | { id: 'medicareSurcharge' }
  | { id: 'afterTax' }
  | { id: 'taxEfficiency' };

/**
 * How the plan ended. `yearIndex` counts years from the plan's first (0), so an amount can be put in today's dollars.
 * - lasted: every year's need from savings was paid; `left` is what the accounts hold at the end of the last year.
 * - ran out: the first year the savings could not pay the need from them in full; `paid` is what they paid of
 *   `needed` that year (0 when they were emptied exactly at the end of the year before).
 */
export type PlanOutcome = {
  yearIndex: number;
  calendarYear: number;
  age: number;
  spouseAge: number | null;
} & ({ lasted: true; left: number } | { lasted: false; paid: number; needed: number });

export interface PlannerResult {
  taxYear: TaxYear;
  rows: PlannerRow[];
  totalTaxes: number;
  totalAfterTaxIncome: number;
  /** after-tax ÷ (after-tax + taxes + Medicare surcharges), percent, one decimal. */
  taxEfficiency: number;
  /** Rows worked out: the plan's years, or fewer when every account is empty before its end. */
  totalYears: number;
  /** The age the younger of you (you alone when not filing jointly) reaches in the plan's last year, and the plan's length in years. */
  planToAge: number;
  planYears: number;
  /** The yearly need in all, the Social Security paying part of it (both benefits, both living), and what the savings must pay. */
  incomeNeed: number;
  socialSecurityPaid: number;
  needFromSavings: number;
  /** Years whose need from savings is paid in full, plus the share paid in the year they run out (down to a tenth); the plan's years when they last. */
  yearsSavingsLast: number;
  /** What the accounts hold at the end of the plan (0 when the savings run out). */
  leftAtEnd: number;
  /** Null when there is nothing to plan (no savings). */
  outcome: PlanOutcome | null;
  /** Your birth year (the first year less your age) and the age your RMDs start (SECURE 2.0 §107). */
  birthYear: number;
  rmdStartAge: number;
  recommendations: PlannerAdvice[];
  taxSavings: 0;
  totalMedicareSurcharge: number;
  /** Years whose income raises Medicare premiums two years later (IRMAA's lookback). */
  irmaaCrossings: IrmaaCrossing[];
  /** "If one of us dies in [year]"; null when no year is entered. */
  widow: WidowResult | null;
  assumptions: PlannerAssumption[];
  formulas: PlannerFormula[];
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

/** A share below half a cent is rounding left by the subtractions, not money. */
const CENT = 0.005;

function roomToNextBracket(taxable: number, status: PlannerFilingStatus, year: TaxYear): number | null {
  for (const b of taxBrackets(status, year)) if (b.max !== null && taxable < b.max) return b.max - taxable;
  return null;
}

export function planWithdrawals(raw: Partial<PlannerInput> | null | undefined): PlannerResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof PlannerInput, unknown>>;
  const B = PLANNER_BOUNDS;
  const read = fieldReader(input, B, PLANNER_FALLBACK);
  const startAge = Math.floor(read('currentAge'));
  const status = readChoice(input.filingStatus, B.filingStatuses, PLANNER_FALLBACK.filingStatus);
  const joint = status === 'marriedJoint';
  // Your spouse counts only on a joint return; without an age given, the spouse is taken as your age (the plan before issue I6).
  const spouseStartAge = joint
    ? Math.floor(readNumber(input.spouseAge, B.spouseAge.min, B.spouseAge.max, startAge))
    : null;
  const need = readNumber(input.annualIncome, B.money.min, B.money.max);
  let traditional = readNumber(input.traditionalBalance, B.money.min, B.money.max);
  let roth = readNumber(input.rothBalance, B.money.min, B.money.max);
  let taxable = readNumber(input.taxableBalance, B.money.min, B.money.max);
  const taxYear = readChoice(toFinite(input.taxYear, NaN), B.taxYears, PLANNER_FALLBACK.taxYear);
  const startYear = input.startYear === undefined ? 1 : Math.floor(readNumber(input.startYear, 1, 9999, 1));
  const initial = { traditional, roth, taxable, age: startAge };
  const yourSs = readNumber(input.socialSecurity, B.money.min, B.money.max);
  const spouseSs = joint ? readNumber(input.spouseSocialSecurity, B.money.min, B.money.max) : 0;
  // A year of death is a joint return's question (the form asks it only then); otherwise it is set aside.
  const rawDeath = joint ? Math.floor(readNumber(input.deathYear, B.deathYear.min, B.deathYear.max)) : 0;
  const taxFor = yearTaxer(taxYear);
  // Calendar years: the caller's first year when given, else the tax year.
  const firstCalendarYear = input.startYear === undefined ? taxYear : startYear;
  // The plan ends in the year the younger of you reaches the chosen age (at least this year: one row).
  const youngerAge = spouseStartAge === null ? startAge : Math.min(startAge, spouseStartAge);
  const planToAge = Math.max(youngerAge, Math.floor(read('planToAge')));
  const planYears = planToAge - youngerAge + 1;
  // RMDs start at the age of your birth year (SECURE 2.0 §107, the RMD tool's rule): the traditional balance is yours.
  const birthYear = firstCalendarYear - startAge;
  const rmdAge = rmdStartAge(birthYear);
  const bothSs = yourSs + spouseSs;
  // A death before the plan starts is an error the reader is told of (below), not a plan without a spouse.
  const death = rawDeath >= firstCalendarYear ? rawDeath : 0;
  // The need is in all: Social Security pays part of it, the savings the rest. After a death the plan keeps
  // taking the same from the savings (the survivor's income falls by the benefit that stops).
  const needFromSavings = Math.max(0, need - bothSs);
  // After a death the survivor (you: the planner knows your age) gets the larger of your own benefit and the
  // widow(er)’s benefit on your spouse’s record, H1's rules (socialSecuritySpouse.ts); the other benefit stops.
  const survivor = survivorYearlyBenefit({
    ownYearly: yourSs,
    deceasedYearly: spouseSs,
    survivorBirthYear: birthYear,
    survivorAgeAfterDeath: startAge + (death + 1 - firstCalendarYear),
  });

  const rows: PlannerRow[] = [];
  // Both-living figures for each year, kept only when a death is planned (same withdrawals, no death).
  const baseline: { tax: number; magi: number; surcharge: number; income: number }[] = [];
  let totalTaxes = 0;
  let totalAfterTax = 0;
  let totalMedicare = 0;
  for (let i = 0; i < planYears && traditional + roth + taxable > 0; i++) {
    const age = startAge + i;
    const spouseAgeNow = spouseStartAge === null ? null : spouseStartAge + i;
    let tw = 0;
    let xw = 0;
    let rw = 0;
    let rmd = 0;
    // Ages below the Uniform Lifetime Table (70½ rules meet no divisor at 71) have no RMD (RULES.md).
    const divisor = age >= rmdAge ? uniformLifetimeDivisor(age) : null;
    if (divisor === null) {
      xw = Math.min(taxable, needFromSavings);
      tw = Math.min(traditional, needFromSavings - xw);
      rw = Math.min(roth, needFromSavings - xw - tw);
    } else {
      rmd = traditional / divisor;
      tw = Math.min(traditional, Math.max(rmd, needFromSavings));
      const rest = Math.max(0, needFromSavings - tw);
      xw = Math.min(taxable, rest);
      rw = Math.min(roth, rest - xw);
    }
    traditional -= tw;
    taxable -= xw;
    roth -= rw;
    // An RMD above the need is taken all the same; only the need counts as paid.
    const unpaid = needFromSavings - Math.min(needFromSavings, tw + xw + rw);
    const shortfall = unpaid < CENT ? 0 : unpaid;

    const calendarYear = firstCalendarYear + i;
    const ordinary = tw + TAXABLE_ACCOUNT_GAIN_SHARE * xw;
    const widowed = death > 0 && calendarYear > death;
    // From the year after the death the survivor files as single (no dependent child assumed).
    const yearStatus: PlannerFilingStatus = widowed ? 'single' : status;
    // Who is 65 or over this year (the 65+ deduction and Medicare are per person): you, and your spouse while living.
    const over65 = (a: number | null) => (a !== null && a >= ADDITIONAL_DEDUCTION_AGE ? 1 : 0);
    const both65 = over65(age) + over65(spouseAgeNow);
    const count65 = widowed ? over65(age) : both65;
    const benefits = widowed ? survivor.yearlyAt(age) : bothSs;
    const t = taxFor(yearStatus, count65, ordinary, benefits);
    // IRMAA: this year's premiums follow the return of two years before (its status and MAGI); before the
    // plan's first year, the first year's income is assumed. Each person on Medicare (65+) pays it.
    const back = rows[i - IRMAA_LOOKBACK_YEARS];
    const surchargeFor = (magi: number, st: PlannerFilingStatus, payers: number) =>
      payers > 0 ? payers * irmaaSurcharge({ year: calendarYear, filingStatus: st, magi }).annualPerPerson : 0;
    const lookMagi = back ? back.magi : (rows[0]?.magi ?? t.magi);
    const lookStatus = back ? back.filingStatus : (rows[0]?.filingStatus ?? yearStatus);
    const medicareSurcharge = surchargeFor(lookMagi, lookStatus, count65);
    const medicareTier = count65 > 0 ? irmaa({ year: calendarYear, filingStatus: lookStatus, magi: lookMagi }).tier : 0;
    const totalIncome = tw + xw + rw + benefits;
    const afterTaxIncome = totalIncome - t.tax - medicareSurcharge;
    totalTaxes += t.tax;
    totalAfterTax += afterTaxIncome;
    totalMedicare += medicareSurcharge;
    if (death > 0) {
      const both = widowed ? taxFor(status, both65, ordinary, bothSs) : t;
      const backBoth = baseline[i - IRMAA_LOOKBACK_YEARS] ?? baseline[0];
      const bothSurcharge = surchargeFor(backBoth ? backBoth.magi : both.magi, status, both65);
      baseline.push({ tax: both.tax, magi: both.magi, surcharge: bothSurcharge, income: tw + xw + rw + bothSs });
    }
    rows.push({
      year: startYear + i,
      age,
      spouseAge: widowed ? null : spouseAgeNow,
      traditionalWithdrawal: tw,
      rothWithdrawal: rw,
      taxableWithdrawal: xw,
      rmd,
      shortfall,
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

  // How it ended: the first year the savings fell short, or (every account emptied exactly at a year's end with years
  // still to go) the year after; else the savings lasted, and what is left at the end of the last year.
  const atIndex = (yearIndex: number) => {
    const calendarYear = firstCalendarYear + yearIndex;
    const widowed = death > 0 && calendarYear > death;
    return {
      yearIndex,
      calendarYear,
      age: startAge + yearIndex,
      spouseAge: spouseStartAge === null || widowed ? null : spouseStartAge + yearIndex,
    };
  };
  const short = rows.findIndex((r) => r.shortfall > 0);
  const last = rows[rows.length - 1];
  let outcome: PlanOutcome | null = null;
  if (short >= 0)
    outcome = {
      ...atIndex(short),
      lasted: false,
      paid: needFromSavings - rows[short]!.shortfall,
      needed: needFromSavings,
    };
  else if (last && rows.length < planYears && needFromSavings > 0)
    outcome = { ...atIndex(rows.length), lasted: false, paid: 0, needed: needFromSavings };
  else if (last)
    outcome = {
      ...atIndex(rows.length - 1),
      lasted: true,
      left: last.traditionalBalance + last.rothBalance + last.taxableBalance,
    };
  // Rounded down to a tenth, so a plan that falls short never reads as lasting its whole length.
  const yearsSavingsLast =
    outcome === null
      ? 0
      : outcome.lasted
        ? planYears
        : Math.floor((outcome.yearIndex + outcome.paid / outcome.needed) * 10) / 10;
  const leftAtEnd = outcome?.lasted ? outcome.left : 0;

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
    const lastYear = last ? last.calendarYear : first;
    let error: WidowError | null = null;
    if (rawDeath < first) error = { id: 'beforeStart', deathYear: rawDeath, first };
    else if (rawDeath > lastYear) error = { id: 'afterEnd', deathYear: rawDeath, first, last: lastYear };
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

  const recommendations: PlannerAdvice[] = [];
  if (initial.traditional > 0 && initial.age < PLANNER_ROTH_ADVICE_AGE)
    recommendations.push({ id: 'rothConversions', age: PLANNER_ROTH_ADVICE_AGE });
  if (initial.taxable > 0) recommendations.push({ id: 'taxableFirst' });
  if (initial.age < rmdAge) recommendations.push({ id: 'planForRmds', startAge: rmdAge });
  recommendations.push({ id: 'reviewYearly' });

  return {
    taxYear,
    rows,
    totalTaxes,
    totalAfterTaxIncome: totalAfterTax,
    taxEfficiency,
    totalYears: rows.length,
    planToAge,
    planYears,
    incomeNeed: need,
    socialSecurityPaid: bothSs,
    needFromSavings,
    yearsSavingsLast,
    leftAtEnd,
    outcome,
    birthYear,
    rmdStartAge: rmdAge,
    recommendations,
    taxSavings: 0,
    totalMedicareSurcharge: totalMedicare,
    irmaaCrossings,
    widow,
    assumptions: [
      { id: 'taxYear', taxYear, source: BRACKET_SOURCES[taxYear] },
      { id: 'age65', source: '26 USC §63(f)' },
      { id: 'taxableAccount', percent: TAXABLE_ACCOUNT_GAIN_SHARE * 100 },
      {
        id: 'rmds',
        startAge: rmdAge,
        birthYear,
        joint: joint ? 'yes' : 'no',
        source: `${UNIFORM_LIFETIME_SOURCE}; start age SECURE 2.0 §107`,
      },
      {
        id: 'incomeNeed',
        need,
        socialSecurity: Math.min(need, bothSs),
        fromSavings: needFromSavings,
        excess: bothSs > need ? 'yes' : 'no',
      },
      { id: 'growth' },
      {
        id: 'horizon',
        years: planYears,
        last: firstCalendarYear + planYears - 1,
        couple: spouseStartAge === null ? 'no' : 'yes',
        age: planToAge,
      },
      { id: 'socialSecurity', source: 'IRS Pub. 915' },
      {
        id: 'medicare',
        source: 'CMS premium fact sheets 2024–2026 (the newest table for later years); 42 USC 1395r(i)',
      },
      ...(widow && !widow.error
        ? [
            {
              id: 'ifOneDies' as const,
              deathYear: widow.deathYear,
              source:
                '26 USC §2(a), §6013(d)(1)(B), §7703(a)(1); 42 USC 402(b)–(c) (a spouse’s benefit ends the month before the death); 20 CFR 404.407, 404.410; SSA POMS RS 00615.301, HI 01120.060',
            },
          ]
        : []),
    ],
    formulas: [
      { id: 'needFromSavings' },
      { id: 'beforeRmds', startAge: rmdAge },
      { id: 'fromRmds', startAge: rmdAge },
      { id: 'taxableIncome', gainShare: TAXABLE_ACCOUNT_GAIN_SHARE },
      { id: 'medicareSurcharge' },
      { id: 'afterTax' },
      { id: 'taxEfficiency' },
    ],
  };
}

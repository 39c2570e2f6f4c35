import { fieldReader, round2 } from '../core/num';
import { HE_EXCELLENT_EQUITY_PERCENT, HE_GOOD_EQUITY_PERCENT, HE_MAX_COMBINED_LTV } from '../rules/home/homeEquity';
import { HOME_EQUITY_BOUNDS, HOME_EQUITY_FALLBACK_TODAY } from './homeEquityBounds';
import { HE_FALLBACK_INPUTS } from '../rules/home/homeEquity';

export interface HomeEquityInput {
  homeValue: number;
  mortgageBalance: number;
  /** Annual rate, percent. */
  interestRate: number;
  /** Original term in years (shown for context; SPEC §9 amortises over the years remaining). */
  loanTerm: number;
  yearsRemaining: number;
  /** Percent a year. */
  annualAppreciation: number;
  yearsProjection: number;
  /** ISO date (YYYY-MM-DD) or Date; used only for the payoff date. */
  today: string | Date;
}

export type EquityStatus = 'excellent' | 'good' | 'limited';

export interface EquityYear {
  year: number;
  calendarYear: number;
  homeValue: number;
  mortgageBalance: number;
  equity: number;
}

/**
 * One line of "How this is calculated", as facts (which line, which figures), never the words: the tool
 * words them (src/tools/HomeEquityCalculator/homeEquityWords.ts). Rates and shares are percent.
 */
export type HomeEquityAssumption =
  | { id: 'borrowingLimit'; maxLtv: number; source: string }
  | { id: 'appreciation'; annualAppreciation: number }
  | { id: 'mortgage'; interestRate: number; yearsRemaining: number; loanTerm: number }
  | { id: 'futureBalance' };

/** The formulas the result used, by name, in the order the tool lists them. */
export type HomeEquityFormula =
  | { id: 'equity' }
  | { id: 'loanToValue' }
  | { id: 'availableEquity'; maxLtv: number }
  | { id: 'payment' }
  | { id: 'totalInterest' }
  | { id: 'futureEquity' }
  | { id: 'payoffDate' };

export interface HomeEquityResult {
  assumptions: HomeEquityAssumption[];
  formulas: HomeEquityFormula[];
  /** Value minus balance; negative when the home is worth less than the loan. */
  currentEquity: number;
  equityPercentage: number;
  loanToValue: number;
  availableEquity: number;
  futureHomeValue: number;
  futureMortgageBalance: number;
  futureEquity: number;
  monthlyPayment: number;
  totalInterest: number;
  payoffDate: string;
  status: EquityStatus;
  yearlyProjection: EquityYear[];
}

/** Reference date when no valid `today` is given (keeps the engine free of Date.now()). */

export { HOME_EQUITY_BOUNDS, HOME_EQUITY_FALLBACK_TODAY };

/** Standard amortisation payment: P r / (1 − (1 + r)^−n); P / n when the rate is 0. */
export function amortizedPayment(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0 || principal <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  // Rates too small to change a cent behave as 0 % (and avoid 0/0 with subnormal rates).
  if (r < 1e-9) return principal / months;
  return (principal * r) / (1 - Math.pow(1 + r, -months));
}

/** Balance left after `paid` monthly payments. */
export function remainingBalance(principal: number, annualRatePercent: number, months: number, paid: number): number {
  if (paid >= months) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r < 1e-9) return Math.max(0, principal * (1 - paid / months));
  const pmt = amortizedPayment(principal, annualRatePercent, months);
  const g = Math.pow(1 + r, paid);
  return Math.max(0, principal * g - (pmt * (g - 1)) / r);
}

function parseToday(today: unknown): Date {
  const fallback = new Date(`${HOME_EQUITY_FALLBACK_TODAY}T00:00:00Z`);
  // Years outside 1900–2200 are treated as typos: the payoff date must stay a 4-digit ISO year.
  const ok = (d: Date): boolean =>
    Number.isFinite(d.getTime()) && d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200;
  if (today instanceof Date) return ok(today) ? today : fallback;
  if (typeof today === 'string' && /^\d{4}-\d{2}-\d{2}/.test(today)) {
    const d = new Date(`${today.slice(0, 10)}T00:00:00Z`);
    return ok(d) ? d : fallback;
  }
  return fallback;
}

/** Adds whole months in UTC; a day that does not exist in the target month becomes its last day. */
export function addMonthsIso(today: Date, months: number): string {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + months;
  const day = today.getUTCDate();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * Home equity now and later (SPEC §3 inputs and outputs, §9 formulas). Our reading of futureEquity: the home grows at the appreciation rate
 * compounded yearly, and the mortgage is paid down on its normal schedule (payment over the years remaining)
 * for the projection years, reaching 0 once paid off.
 */
export function calculateHomeEquity(input: Partial<Record<keyof HomeEquityInput, unknown>> = {}): HomeEquityResult {
  const d = HE_FALLBACK_INPUTS;
  const B = HOME_EQUITY_BOUNDS;
  const read = fieldReader(input, B, d);
  const homeValue = read('homeValue');
  const mortgageBalance = read('mortgageBalance');
  const interestRate = read('interestRate');
  const loanTerm = read('loanTerm');
  const yearsRemaining = read('yearsRemaining');
  const annualAppreciation = read('annualAppreciation');
  const yearsProjection = Math.round(read('yearsProjection'));
  const today = parseToday(input.today);

  const months = Math.round(yearsRemaining * 12);
  const currentEquity = homeValue - mortgageBalance;
  // Below a cent the home has no value to divide by (and a denormal divisor would overflow).
  const hasValue = homeValue >= 0.01;
  const equityPercentage = hasValue ? (currentEquity / homeValue) * 100 : 0;
  const loanToValue = hasValue ? (mortgageBalance / homeValue) * 100 : 0;
  const availableEquity = Math.max(0, HE_MAX_COMBINED_LTV * homeValue - mortgageBalance);
  const monthlyPayment = amortizedPayment(mortgageBalance, interestRate, months);
  const totalInterest = Math.max(0, monthlyPayment * months - mortgageBalance);
  const payoffDate = addMonthsIso(today, months);

  const growth = annualAppreciation / 100;
  const yearlyProjection: EquityYear[] = [];
  for (let y = 0; y <= yearsProjection; y++) {
    const value = homeValue * Math.pow(1 + growth, y);
    const balance = remainingBalance(mortgageBalance, interestRate, months, y * 12);
    yearlyProjection.push({
      year: y,
      calendarYear: today.getUTCFullYear() + y,
      homeValue: round2(value),
      mortgageBalance: round2(balance),
      equity: round2(value - balance),
    });
  }
  const last = yearlyProjection[yearlyProjection.length - 1]!;
  // A home worth 0 has no equity to grade; SPEC §4 grades on equity % of value.
  const status: EquityStatus =
    equityPercentage >= HE_EXCELLENT_EQUITY_PERCENT
      ? 'excellent'
      : equityPercentage >= HE_GOOD_EQUITY_PERCENT
        ? 'good'
        : 'limited';

  const maxLtv = Math.round(HE_MAX_COMBINED_LTV * 1000) / 10;
  const assumptions: HomeEquityAssumption[] = [
    { id: 'borrowingLimit', maxLtv, source: 'common US lending practice' },
    { id: 'appreciation', annualAppreciation },
    { id: 'mortgage', interestRate, yearsRemaining, loanTerm },
    { id: 'futureBalance' },
  ];
  const formulas: HomeEquityFormula[] = [
    { id: 'equity' },
    { id: 'loanToValue' },
    { id: 'availableEquity', maxLtv },
    { id: 'payment' },
    { id: 'totalInterest' },
    { id: 'futureEquity' },
    { id: 'payoffDate' },
  ];
  return {
    currentEquity: round2(currentEquity),
    equityPercentage: round2(equityPercentage),
    loanToValue: round2(loanToValue),
    availableEquity: round2(availableEquity),
    futureHomeValue: last.homeValue,
    futureMortgageBalance: last.mortgageBalance,
    futureEquity: last.equity,
    monthlyPayment: round2(monthlyPayment),
    totalInterest: round2(totalInterest),
    payoffDate,
    status,
    yearlyProjection,
    assumptions,
    formulas,
  };
}

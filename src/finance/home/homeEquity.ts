import { fieldReader, round2 } from '../core/num';
import type { Assumption, Explained } from '../core/types';
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

export interface HomeEquityResult extends Explained {
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
  statusLabel: string;
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
  const statusLabel = status === 'excellent' ? 'Excellent equity position' : status === 'good' ? 'Good' : 'Limited';

  const assumptions: Assumption[] = [
    {
      label: 'Borrowing limit',
      value: '80 % of home value (combined loan-to-value)',
      source: 'common US lending practice',
    },
    { label: 'Appreciation', value: `${annualAppreciation} % a year, compounded yearly` },
    {
      label: 'Mortgage',
      value: `${interestRate} % over ${yearsRemaining} remaining years (original term ${loanTerm} years)`,
    },
    { label: 'Future balance', value: 'the mortgage is paid on schedule during the projection' },
  ];
  const formulas = [
    'Current equity = home value − mortgage balance; equity % = equity / value × 100',
    'Loan-to-value = balance / value × 100',
    'Available equity = 80 % × home value − balance, at least 0',
    'Monthly payment = B × r / (1 − (1 + r)^−n), r = rate / 12, n = years remaining × 12',
    'Total interest = payment × n − balance',
    'Future value = value × (1 + appreciation)^years; future equity = future value − scheduled balance then',
    'Payoff date = today + years remaining',
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
    statusLabel,
    yearlyProjection,
    assumptions,
    formulas,
  };
}

// HOME_EQUITY_BOUNDS (SPEC §5 input bounds: rate, years and appreciation), apart from the engine in homeEquity.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import { MAX_MONEY } from '../core/num';

export const HOME_EQUITY_FALLBACK_TODAY = '2026-01-01';

/** SPEC §5 bounds: rate 0–20, years remaining 1–50, appreciation 0–10, projection 1–30; loanTerm 1–50 is ours. */
export const HOME_EQUITY_BOUNDS = {
  homeValue: { min: 0, max: MAX_MONEY },
  mortgageBalance: { min: 0, max: MAX_MONEY },
  interestRate: { min: 0, max: 20, step: 0.1 },
  loanTerm: { min: 1, max: 50 },
  yearsRemaining: { min: 1, max: 50 },
  annualAppreciation: { min: 0, max: 10, step: 0.1 },
  yearsProjection: { min: 1, max: 30 },
} as const;

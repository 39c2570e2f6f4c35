/**
 * A COLA letter's amount and the year it is paid in. COLAs from SSA OACT's series (ssa.gov/oact/cola/colaseries.html):
 * 2.5 % for December 2024 (paid 2025), 2.8 % for December 2025 (paid 2026, Federal Register, 3 November 2025).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLA_NEWEST_YEAR } from '../rules/socialSecurity/piaFormula';
import { NEWEST_PAID_YEAR, paidBenefitSince } from './paidBenefitYear';

describe('paidBenefitSince', () => {
  it('the newest COLA held is 2025’s, first paid in 2026: a letter for 2026 is up to date', () => {
    expect(COLA_NEWEST_YEAR).toBe(2025);
    expect(NEWEST_PAID_YEAR).toBe(2026);
    expect(paidBenefitSince(2_150.4, 2026)).toEqual({
      paidYear: 2026,
      newestPaidYear: 2026,
      outOfDate: false,
      colas: [],
      monthlyNow: 2_150.4,
    });
    // A letter newer than the site's COLAs (the one for 2027) is taken as it is.
    expect(paidBenefitSince(2_150.4, 2027).outOfDate).toBe(false);
  });

  it('ages a letter for 2025 by 2.8 %: $2,000.00 → $2,056.00', () => {
    // 2,000.0 × 1.028 = 2,056.0 (in dimes: 20,000 × 1,028 / 1,000 = 20,560).
    expect(paidBenefitSince(2_000, 2025)).toEqual({
      paidYear: 2025,
      newestPaidYear: 2026,
      outOfDate: true,
      colas: [{ paidYear: 2026, percent: 2.8 }],
      monthlyNow: 2_056,
    });
  });

  it('ages a letter for 2024 by 2.5 % then 2.8 %, each rounded down to the dime: $2,000.00 → $2,050.00 → $2,107.40', () => {
    const aged = paidBenefitSince(2_000, 2024);
    expect(aged.colas).toEqual([
      { paidYear: 2025, percent: 2.5 },
      { paidYear: 2026, percent: 2.8 },
    ]);
    expect(aged.monthlyNow).toBe(2_107.4);
    // 1,234.56: 12,345 dimes × 1.028 = 12,690.66 → 12,690 dimes, $1,269.00.
    expect(paidBenefitSince(1_234.56, 2025).monthlyNow).toBe(1_269);
  });

  it('never gives NaN, Infinity or a smaller amount, whatever it is handed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer({ min: 0, max: 10_000 })),
        fc.oneof(fc.double(), fc.integer({ min: 1900, max: 2100 })),
        (monthly, year) => {
          const aged = paidBenefitSince(monthly, year);
          expect(Number.isFinite(aged.monthlyNow)).toBe(true);
          expect(Number.isFinite(aged.paidYear)).toBe(true);
          if (Number.isFinite(monthly) && monthly >= 0 && monthly <= 1e9)
            expect(aged.monthlyNow).toBeGreaterThanOrEqual(Math.floor(monthly * 10) / 10 - 1e-9);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dollars } from './text';

// SPEC §9: money is shown in US dollars with no decimals; the engine's own sentences follow it.
describe('dollars', () => {
  it('rounds to whole dollars with thousands separators: 4150 → "$4,150", 1234.5 → "$1,235"', () => {
    expect(dollars(4150)).toBe('$4,150');
    expect(dollars(1234.5)).toBe('$1,235');
    expect(dollars(-2750.4)).toBe('-$2,750');
  });

  it('never writes "-$0" for a tiny negative, nor "$NaN" for a non-finite amount', () => {
    expect(dollars(-0.4)).toBe('$0');
    expect(dollars(-0)).toBe('$0');
    expect(dollars(NaN)).toBe('$0');
    expect(dollars(Infinity)).toBe('$0');
  });

  it('prints what Intl.NumberFormat prints for the rounded amount, at any size', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = fc.oneof(
      fc.double({ min: -1e20, max: 1e20, noNaN: true }),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 2),
      fc.constantFrom(999.5, 1e21, -1e21, 1.5e25),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        const rounded = Math.round(amount);
        return dollars(amount) === intl.format(rounded === 0 ? 0 : rounded);
      }),
      { numRuns: 3000 },
    );
  });
});

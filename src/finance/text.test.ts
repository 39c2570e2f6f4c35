import { describe, expect, it } from 'vitest';
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
});

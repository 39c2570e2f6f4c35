import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { forAll } from '../testing/financeTestKit';
import { clamp, readChoice, readNumber, toFinite } from './num';

// The input hygiene every calculator shares (SPEC §5: blank or non-numeric input becomes 0, or
// the calculator's default where it passes one; bounds are the field's min and max).
describe('toFinite', () => {
  it('SPEC §5: blank or whitespace-only text becomes the fallback, not Number("") = 0', () => {
    expect(toFinite('', 7)).toBe(7);
    expect(toFinite('   ', 7)).toBe(7);
    expect(toFinite('$ , %', 7)).toBe(7);
    expect(toFinite('')).toBe(0);
  });

  it('reads typed money and percentages: "$1,250.50" → 1250.5, " 6.5 % " → 6.5, "-3" → -3', () => {
    expect(toFinite('$1,250.50', 7)).toBe(1250.5);
    expect(toFinite(' 6.5 % ', 7)).toBe(6.5);
    expect(toFinite('-3', 7)).toBe(-3);
    expect(toFinite(0, 7)).toBe(0);
  });

  it('non-numbers and non-finite values become the fallback', () => {
    for (const value of ['abc', '1e999', NaN, Infinity, -Infinity, null, undefined, true, {}, []])
      expect(toFinite(value, 7)).toBe(7);
  });
});

describe('clamp and readNumber', () => {
  it('clamps exactly at the edges and keeps values inside', () => {
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
    expect(clamp(0, 0, 10)).toBe(0);
    expect(clamp(10, 0, 10)).toBe(10);
    expect(clamp(4.5, 0, 10)).toBe(4.5);
    expect(clamp(NaN, 2, 10)).toBe(2);
    expect(clamp(Infinity, 2, 10)).toBe(2);
  });

  it('readNumber: blank → fallback, then clamped', () => {
    expect(readNumber('', 40, 85, 55)).toBe(55);
    expect(readNumber('', 40, 85, 10)).toBe(40);
    expect(readNumber('100', 40, 85, 55)).toBe(85);
  });

  it('property: any input lands inside [min, max]', () => {
    forAll(
      fc.anything(),
      fc.integer({ min: -1000, max: 1000 }),
      fc.integer({ min: 0, max: 1000 }),
      (value, min, span) => {
        const n = readNumber(value, min, min + span);
        expect(n).toBeGreaterThanOrEqual(min);
        expect(n).toBeLessThanOrEqual(min + span);
      },
    );
  });
});

describe('readChoice', () => {
  it('keeps an allowed value and falls back otherwise (no type coercion: "90" is not 90)', () => {
    expect(readChoice('fair', ['good', 'fair'] as const, 'good')).toBe('fair');
    expect(readChoice('bad', ['good', 'fair'] as const, 'good')).toBe('good');
    expect(readChoice('90', [30, 90] as const, 30)).toBe(30);
  });
});

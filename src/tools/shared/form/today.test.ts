import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLongDate, todayIso } from './today';

describe('formatLongDate', () => {
  it('writes the date as Intl.DateTimeFormat would, for every day from 1900 to 2199', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2199, 11, 31) }), (ms) => {
        const iso = new Date(ms).toISOString().slice(0, 10);
        return formatLongDate(iso) === intl.format(new Date(`${iso}T12:00:00Z`));
      }),
      { numRuns: 2000 },
    );
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
  });
  it('rolls an impossible day over as Date does, and returns text that is no date as it is', () => {
    expect(formatLongDate('2026-02-30')).toBe('March 2, 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(formatLongDate('')).toBe('');
  });
});

describe('todayIso', () => {
  it('is the local calendar date as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });
});

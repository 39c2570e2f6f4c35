import type { Beneficiary } from '../../storage';
import * as m from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §4: an entry needs review when it was last updated more than 365 days before today (both YYYY-MM-DD). */
export function needsReview(lastUpdated: string, today: string): boolean {
  const then = Date.parse(`${lastUpdated}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(then) || Number.isNaN(now)) return false;
  return Math.round((now - then) / DAY_MS) > 365;
}

export interface AccountNumberEdit {
  /** At most four digits: the only part of an account number we ever keep. */
  value: string;
  /** A plain sentence when we changed what was typed, else undefined. */
  notice: string | undefined;
}

/** Keeps digits only and, if more than four were typed, just the last four (privacy: never store more). */
export function lastFourDigits(typed: string): AccountNumberEdit {
  const digits = typed.replace(/\D/g, '');
  if (digits.length > 4) {
    const value = digits.slice(-4);
    return {
      value,
      notice: m.lastFourKept({ digits: value }),
    };
  }
  if (digits !== typed) return { value: digits, notice: m.digitsOnly() };
  return { value: digits, notice: undefined };
}

/**
 * Imported designations are merged by id: one with the same id as an entry already in the list
 * replaces it in place; the others are added at the end.
 */
export function mergeById(current: readonly Beneficiary[], imported: readonly Beneficiary[]): Beneficiary[] {
  const byId = new Map(current.map((b) => [b.id, b]));
  for (const item of imported) byId.set(item.id, item);
  return [...byId.values()];
}

/** An id from the current time (as the original site did), nudged forward if already taken. */
export function newId(existing: readonly Beneficiary[], now: number = Date.now()): string {
  const taken = new Set(existing.map((b) => b.id));
  let n = now;
  while (taken.has(String(n))) n += 1;
  return String(n);
}

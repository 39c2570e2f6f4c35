/**
 * Input hygiene shared by every calculator: whatever arrives (blank, text, NaN, ±Infinity,
 * 1e308) leaves as a finite number inside the spec's bounds.
 */

/** Blank, non-numeric or non-finite input becomes `fallback` (0 by default), as SPEC §5 says for the tax, Roth, generic and other tools it names. */
export function toFinite(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string') {
    const cleaned = value.replace(/[$,\s%]/g, '');
    if (cleaned === '') return fallback;
    const parsed = Number(cleaned);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** Clamp to [min, max]; non-finite input is treated as `min`. */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** toFinite then clamp: the usual way a calculator reads one numeric field. */
export function readNumber(value: unknown, min: number, max: number, fallback = 0): number {
  return clamp(toFinite(value, fallback), min, max);
}

/** The names in `T` whose values are `V`. */
type KeysWith<T, V> = { [P in keyof T]: T[P] extends V ? P : never }[keyof T] & string;

/**
 * readNumber for a calculator's named fields: `read('homeValue')` reads `input.homeValue` inside
 * `bounds.homeValue`, falling back on `fallbacks.homeValue`, so each field is named once.
 */
export function fieldReader<B, D>(input: Readonly<Record<string, unknown>>, bounds: B, fallbacks: D) {
  return (key: KeysWith<B, { readonly min: number; readonly max: number }> & KeysWith<D, number>): number => {
    const range = bounds[key] as { readonly min: number; readonly max: number };
    return readNumber(input[key], range.min, range.max, fallbacks[key] as number);
  };
}

/** Pick `value` if it is one of `allowed`, else `fallback`. */
export function readChoice<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** Largest money amount any calculator accepts; keeps products and powers finite. */
export const MAX_MONEY = 1e12;

/** To the cent, as results are reported. */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * An amount the reader may leave blank. `null` is "not entered", which is not the same answer as 0:
 * "I have no other income" (0) is a figure the calculation uses; a blank box is a question not yet
 * answered, and the calculation says so instead of reading it as 0.
 */
export type Answer = number | null;

/** The "not entered" answer (an empty box, an empty value in a link). */
export const NOT_ENTERED = null;

/**
 * Reads an answer the reader may leave blank: null, undefined, an empty or blank string and anything
 * unreadable are "not entered" (null); a number, or its text, is read and brought inside [min, max].
 */
export function readAnswer(value: unknown, min: number, max: number): Answer {
  if (value === null || value === undefined) return NOT_ENTERED;
  const n = toFinite(value, Number.NaN);
  return Number.isFinite(n) ? clamp(n, min, max) : NOT_ENTERED;
}

/** Whether the reader gave this answer (0 included). */
export const isEntered = (answer: Answer | undefined): answer is number => typeof answer === 'number';

/**
 * Test helpers shared by every finance test file (not shipped in the public index).
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';

/** Walk any result and collect the paths of numbers that are NaN or ±Infinity. */
export function findNonFinite(value: unknown, path = '$', seen = new WeakSet<object>()): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path}=${String(value)}`];
  if (value === null || typeof value !== 'object') return [];
  if (seen.has(value)) return [];
  seen.add(value);
  const out: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => out.push(...findNonFinite(item, `${path}[${i}]`, seen)));
  } else {
    for (const [key, item] of Object.entries(value)) out.push(...findNonFinite(item, `${path}.${key}`, seen));
  }
  return out;
}

/** Fails the test when any number anywhere inside `value` is NaN or ±Infinity. */
export function expectAllFinite(value: unknown): void {
  expect(findNonFinite(value)).toEqual([]);
}

/** Same walk, but checks that every number is also ≥ 0 (for money outputs that cannot be negative). */
export function findNegative(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return value < 0 ? [`${path}=${value}`] : [];
  if (value === null || typeof value !== 'object') return [];
  const out: string[] = [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...findNegative(item, `${path}[${i}]`)));
  else for (const [key, item] of Object.entries(value)) out.push(...findNegative(item, `${path}.${key}`));
  return out;
}

/** Fails the test when any number inside `result` is NaN, ±Infinity or negative, but at paths `signed` matches. */
export function expectFiniteAndNonNegative(result: unknown, signed?: RegExp): void {
  expectAllFinite(result);
  expect(findNegative(result).filter((path) => !signed?.test(path))).toEqual([]);
}

/**
 * A numeric field's hostile values: any double, integer or string, the overflowing and
 * non-finite numbers, and then these values that field's parser might be fooled by.
 */
export function hostileWith(...edgeCases: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, ...edgeCases),
  );
}

/** An input with every field of a calculation's defaults holding a hostile value. */
export function hostileInputFor(
  defaults: object,
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.keys(defaults).map((key) => [key, hostile])));
}

/**
 * The property every calculation keeps: whatever a careless caller passes, `check` holds for the
 * result (by default: every number finite and none negative).
 */
export function forAnyHostileInput<R>(
  input: fc.Arbitrary<unknown>,
  calculate: (input: never) => R,
  check: (result: R) => void = expectFiniteAndNonNegative,
  parameters?: fc.Parameters<[unknown]>,
): void {
  fc.assert(
    fc.property(input, (value) => check(calculate(value as never))),
    parameters,
  );
}

/** The first property of a calculation's properties block: forAnyHostileInput with its default check. */
export function itStaysFiniteAndNonNegative(input: fc.Arbitrary<unknown>, calculate: (input: never) => unknown): void {
  it('hostile input → every number finite, none negative', () => forAnyHostileInput(input, calculate));
}

/** An amount from `min` (0 unless given) to `max`, never NaN: what a property draws a money or rate field from. */
export const amountUpTo = (max: number, min = 0): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true });

/** A property checked at once: `forAll(amountUpTo(1e6), (amount) => …)` is fc.assert(fc.property(…)). */
export function forAll<Ts extends [unknown, ...unknown[]]>(
  ...args: [...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> }, predicate: (...values: Ts) => boolean | void]
): void {
  fc.assert(fc.property<Ts>(...args));
}

/** Any value a hostile or careless caller might pass in a numeric field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, 1e12, 1e13, -1, -0, '', '  ', '1e999', '$1,000', 'abc'),
  fc.string(),
  fc.integer({ min: -1_000_000, max: 10_000_000 }),
);

/** A record whose listed keys each hold a hostile value (or are missing). */
export function hostileRecord<K extends string>(keys: readonly K[]): fc.Arbitrary<Partial<Record<K, unknown>>> {
  return fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])) as Record<K, fc.Arbitrary<unknown>>, {
    requiredKeys: [],
  });
}

import { useCallback, useMemo, useState } from 'react';
import type { InputRecord } from '../core/toolState';

/** True when two flat input records hold the same values. */
export function sameInputs<T extends InputRecord>(a: T, b: T): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The inputs a calculation depends on, without the display choice "Show in today's dollars"
 * (TodaysDollars.tsx): switching between nominal and today's dollars converts the figures already
 * shown and must not make them "out of date". Inputs without the choice come back as they are.
 */
export function withoutTodaysDollars<T extends InputRecord>(inputs: T): Omit<T, 'todaysDollars'> {
  const { todaysDollars: _shown, ...calculation } = inputs;
  return calculation;
}

/**
 * Tools that calculate only when the visitor presses a button (SPEC §4: LTC, article withdrawal,
 * planner, HSA, disability): the result belongs to the inputs as they were at that press and
 * stays until the next one; `stale` says the form has changed since. The today's-dollars choice is
 * not one of those inputs (withoutTodaysDollars): `compute` never gets it, and it is never stale.
 */
export function useCalculateOnDemand<T extends InputRecord, R>(
  inputs: T,
  compute: (inputs: Omit<T, 'todaysDollars'>) => R,
  prepare?: () => Promise<unknown> | undefined,
) {
  const [calculated, setCalculated] = useState<Omit<T, 'todaysDollars'> | null>(null);
  const result = useMemo(() => (calculated ? compute(calculated) : null), [calculated, compute]);
  // A tool whose calculation is fetched on demand (`prepare`, a promise while it is on its way) shows
  // the press's results once it has arrived: the inputs are those of the press, however long it takes.
  const calculate = useCallback(() => {
    const pressed = withoutTodaysDollars(inputs);
    const pending = prepare?.();
    if (pending) void pending.then(() => setCalculated(pressed));
    else setCalculated(pressed);
  }, [inputs, prepare]);
  const stale = calculated !== null && !sameInputs<InputRecord>(calculated, withoutTodaysDollars(inputs));
  return { calculated, result, calculate, stale };
}

import { useCallback, useMemo, useState } from 'react';
import type { InputRecord } from '../core/toolState';

/** True when two flat input records hold the same values. */
export function sameInputs<T extends InputRecord>(a: T, b: T): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Tools that calculate only when the visitor presses a button (SPEC §4: LTC, article withdrawal,
 * planner, HSA, disability): the result belongs to the inputs as they were at that press and
 * stays until the next one; `stale` says the form has changed since.
 */
export function useCalculateOnDemand<T extends InputRecord, R>(
  inputs: T,
  compute: (inputs: T) => R,
  prepare?: () => Promise<unknown> | undefined,
) {
  const [calculated, setCalculated] = useState<T | null>(null);
  const result = useMemo(() => (calculated ? compute(calculated) : null), [calculated, compute]);
  // A tool whose calculation is fetched on demand (`prepare`, a promise while it is on its way) shows
  // the press's results once it has arrived: the inputs are those of the press, however long it takes.
  const calculate = useCallback(() => {
    const pressed = { ...inputs };
    const pending = prepare?.();
    if (pending) void pending.then(() => setCalculated(pressed));
    else setCalculated(pressed);
  }, [inputs, prepare]);
  const stale = calculated !== null && !sameInputs(calculated, inputs);
  return { calculated, result, calculate, stale };
}

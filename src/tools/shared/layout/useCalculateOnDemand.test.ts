import { act, renderHook } from '@testing-library/react';
import { sameInputs, useCalculateOnDemand, withoutTodaysDollars } from './useCalculateOnDemand';

const double = (i: { n: number }) => i.n * 2;

describe('useCalculateOnDemand', () => {
  it('has no result until calculate, then keeps it while the inputs change (SPEC §4: results stay until recalculated)', () => {
    const { result, rerender } = renderHook(({ inputs }) => useCalculateOnDemand(inputs, double), {
      initialProps: { inputs: { n: 2 } },
    });
    expect(result.current.result).toBeNull();
    act(() => result.current.calculate());
    expect(result.current.result).toBe(4);
    expect(result.current.stale).toBe(false);
    rerender({ inputs: { n: 5 } });
    expect(result.current.result).toBe(4);
    expect(result.current.stale).toBe(true);
    act(() => result.current.calculate());
    expect(result.current.result).toBe(10);
    expect(result.current.stale).toBe(false);
  });

  it('leaves "Show in today\'s dollars" out: the calculation never gets it, and switching it is not a change', () => {
    const seen: object[] = [];
    const compute = (i: { n: number }) => (seen.push(i), i.n * 2);
    const { result, rerender } = renderHook(({ inputs }) => useCalculateOnDemand(inputs, compute), {
      initialProps: { inputs: { n: 2, todaysDollars: false } },
    });
    act(() => result.current.calculate());
    expect(seen).toEqual([{ n: 2 }]);
    rerender({ inputs: { n: 2, todaysDollars: true } });
    expect(result.current.stale).toBe(false);
    expect(result.current.result).toBe(4);
    rerender({ inputs: { n: 3, todaysDollars: true } });
    expect(result.current.stale).toBe(true);
  });

  it('keeps the display choice out of the calculation inputs', () => {
    expect(withoutTodaysDollars({ age: 70, todaysDollars: true })).toEqual({ age: 70 });
    expect(withoutTodaysDollars({ age: 70 })).toEqual({ age: 70 });
  });

  it('compares flat inputs by value', () => {
    expect(sameInputs({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(sameInputs({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toBe(false);
  });
});

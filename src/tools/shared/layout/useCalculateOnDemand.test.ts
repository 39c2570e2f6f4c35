import { act, renderHook } from '@testing-library/react';
import { sameInputs, useCalculateOnDemand } from './useCalculateOnDemand';

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

  it('compares flat inputs by value', () => {
    expect(sameInputs({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(sameInputs({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toBe(false);
  });
});

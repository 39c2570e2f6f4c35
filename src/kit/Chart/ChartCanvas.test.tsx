import { cloneElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartKind } from './chartTypes';
import ChartCanvas from './ChartCanvas';

// What ChartCanvas asks recharts for: whether each series animates. The series draw nothing here.
const animated = vi.hoisted(() => [] as boolean[]);
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  const record = ({ isAnimationActive }: { isAnimationActive?: boolean }) => {
    animated.push(isAnimationActive === true);
    return null;
  };
  // jsdom has no layout: the chart gets a fixed size instead of measuring its box.
  const Sized = ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 400, height: 300 });
  return { ...recharts, ResponsiveContainer: Sized, Line: record, Bar: record, Area: record };
});

const series = [{ key: 'cost', label: 'Cost', format: { style: 'currency' } as const }];
const props = (kind: ChartKind, cost: number) => ({
  kind,
  data: [{ year: 2026, cost }],
  xKey: 'year',
  series,
  xLabel: 'Year',
  height: 300,
});

describe('ChartCanvas', () => {
  it.each<ChartKind>(['line', 'bar', 'area'])(
    '%s: only the first drawing animates; a redraw for new numbers is immediate',
    (kind) => {
      animated.length = 0;
      const { rerender } = render(<ChartCanvas {...props(kind, 100)} />);
      expect(animated.length).toBeGreaterThan(0);
      expect(animated.every(Boolean)).toBe(true);
      animated.length = 0;
      rerender(<ChartCanvas {...props(kind, 200)} />);
      expect(animated.length).toBeGreaterThan(0);
      expect(animated.some(Boolean)).toBe(false);
    },
  );
});

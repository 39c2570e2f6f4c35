import { cloneElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartKind, ChartSeries } from './chartTypes';
import ChartCanvas from './ChartCanvas';
import { ChartLegend } from './ChartLegend';
import { markerEvery } from './seriesLook';

// jsdom has no layout: the chart gets a fixed size instead of measuring its box; recharts draws the rest.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  const Sized = ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 600, height: 300 });
  return { ...recharts, ResponsiveContainer: Sized };
});

// Drawn as a reader who asks for reduced motion sees it: at once, in its final state (an animation
// in progress draws a line's dashes as its own length, which jsdom cannot measure).
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterAll(() => vi.unstubAllGlobals());

const SERIES: ChartSeries[] = ['traditional', 'roth', 'taxable', 'hsa', 'cash'].map((key) => ({
  key,
  label: key,
  format: { style: 'currency' },
}));
const data = [60, 61, 62].map((age, i) =>
  Object.fromEntries([['age', age], ...SERIES.map((s, j) => [s.key, 1000 * (i + j + 1)])]),
);

/** What an SVG element is drawn with: the attributes a reader sees. */
const drawn = (el: Element | null | undefined, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, el?.getAttribute(n) ?? null]));
const STROKE = ['stroke', 'stroke-width', 'stroke-dasharray'] as const;

/** A pattern's drawing without its id (the legend's swatch has its own). */
const patternOf = (root: ParentNode, fill: string | null) => {
  const id = /^url\(#(.+)\)$/.exec(fill ?? '')?.[1];
  const pattern = id ? root.querySelector(`pattern[id="${id}"]`) : null;
  return pattern ? pattern.innerHTML + pattern.getAttribute('data-pattern') : null;
};

function drawBoth(kind: ChartKind, count: number) {
  const series = SERIES.slice(0, count);
  const { container } = render(
    <>
      <ChartLegend kind={kind} series={series} />
      <ChartCanvas kind={kind} data={data} xKey="age" series={series} xLabel="Age" height={300} />
    </>,
  );
  const swatches = [...container.querySelectorAll('[data-chart-legend] li svg')];
  return { container, series, swatches };
}

describe('every legend draws each series as the chart does (one look per series: seriesLook.tsx)', () => {
  it.each([1, 2, 3, 4, 5])(
    'line chart with %i series: stroke, width, dash and marker of each swatch = its line',
    (count) => {
      const { container, swatches } = drawBoth('line', count);
      const curves = [...container.querySelectorAll('.recharts-line-curve')];
      const dots = [...container.querySelectorAll('.recharts-line-dots')];
      expect(curves).toHaveLength(count);
      expect(swatches).toHaveLength(count);
      swatches.forEach((swatch, i) => {
        expect(drawn(swatch.querySelector('[data-swatch="line"]'), STROKE)).toEqual(drawn(curves[i], STROKE));
        const marker = dots[i]?.querySelector('[data-marker]');
        const key = swatch.querySelector('[data-marker]');
        expect(key?.getAttribute('data-marker')).toBe(marker?.getAttribute('data-marker'));
        expect(drawn(key, ['fill', 'stroke'])).toEqual(drawn(marker, ['fill', 'stroke']));
      });
    },
  );

  it.each([1, 3, 5])('area chart with %i series: the edge as the line swatch, the fill and its opacity', (count) => {
    const { container, swatches } = drawBoth('area', count);
    const curves = [...container.querySelectorAll('.recharts-area-curve')];
    const areas = [...container.querySelectorAll('.recharts-area-area')];
    expect(curves).toHaveLength(count);
    swatches.forEach((swatch, i) => {
      expect(drawn(swatch.querySelector('[data-swatch="line"]'), STROKE)).toEqual(drawn(curves[i], STROKE));
      expect(drawn(swatch.querySelector('[data-swatch="area"]'), ['fill', 'fill-opacity'])).toEqual(
        drawn(areas[i], ['fill', 'fill-opacity']),
      );
    });
  });

  it.each([1, 2, 4, 5])(
    'bar chart with %i series: outline, width and fill pattern of each swatch = its bars',
    (count) => {
      const { container, swatches } = drawBoth('bar', count);
      const bars = [...container.querySelectorAll('.recharts-bar')].map((g) => g.querySelector('.recharts-rectangle'));
      expect(bars).toHaveLength(count);
      swatches.forEach((swatch, i) => {
        const key = swatch.querySelector('[data-swatch="bar"]');
        expect(drawn(key, ['stroke', 'stroke-width'])).toEqual(drawn(bars[i], ['stroke', 'stroke-width']));
        expect(patternOf(swatch, key?.getAttribute('fill') ?? null)).toBe(
          patternOf(container, bars[i]?.getAttribute('fill') ?? null),
        );
        expect(patternOf(swatch, key?.getAttribute('fill') ?? null)).not.toBeNull();
      });
    },
  );

  it('markers stay at least 36 px apart, so the dash shows between them as in the swatch (a 30-year line on a phone)', () => {
    const at = (n: number, width: number) => Array.from({ length: n }, (_, i) => ({ x: (i * width) / (n - 1) }));
    expect(markerEvery(at(5, 400))).toBe(1); // 100 px apart
    expect(markerEvery(at(31, 240))).toBe(5); // 8 px apart → every 5th, 40 px
    expect(markerEvery(at(31, 1080))).toBe(1); // 36 px apart
    expect(markerEvery([{ x: 10 }])).toBe(1);
    expect(markerEvery(undefined)).toBe(1);
    expect(markerEvery([{ x: null }, { x: Number.NaN }])).toBe(1);
  });

  it('neighbouring series never share a look: the legend tells them apart without colour', () => {
    const { swatches } = drawBoth('line', 4);
    const looks = swatches.map(
      (s) =>
        `${s.querySelector('line')?.getAttribute('stroke-dasharray')}|${s.querySelector('[data-marker]')?.getAttribute('data-marker')}`,
    );
    expect(new Set(looks).size).toBe(4);
  });
});

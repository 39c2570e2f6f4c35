import { createElement, useSyncExternalStore, type ReactElement } from 'react';
import { useLoadWhenNear } from '../useNearViewport';
import type { ChartProps } from './Chart';

type Implementation = typeof import('./Chart').Chart;

let implementation: Implementation | undefined;
let loading: Promise<Implementation> | undefined;
const listeners = new Set<() => void>();

/**
 * The chart's own code (./Chart.tsx with its key and looks, ≈ 2.1 KB gzipped), fetched once. The
 * prerender and the component tests load it up front (entry-server.tsx, vitest.setup.ts).
 */
export function loadChart(): Promise<Implementation> {
  loading ??= import('./Chart').then((module) => {
    implementation = module.Chart;
    for (const listener of listeners) listener();
    return implementation;
  });
  return loading;
}

/** Forgets the loaded code, so a test can see the box a page shows before it arrives. */
export function resetChartForTests(): void {
  implementation = undefined;
  loading = undefined;
}

function useImplementation(): Implementation | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => implementation,
    () => implementation,
  );
}

/** The drawing's height (Chart's default) when the caller gives none. */
const DRAWING_HEIGHT = 320;

/**
 * The kit's Chart for a chart that sits below a tool's first screen (issue I2 #38): its code is
 * fetched once the page is idle (kit/pageIdle.ts) or as soon as its place comes within 300 px of
 * the viewport, whichever is first, or before printing (kit/useNearViewport.ts), so it is not among
 * the scripts the page needs before it is idle, as LazyDataTable does for a table. Until then an
 * empty box of about the chart's height (heading, takeaway, key, drawing and its table) holds its
 * place out of sight. Nothing in a chart takes focus or is announced, so a chart drawn a moment
 * later changes neither; printing fetches it too. Use the plain Chart where the chart can be in
 * view when the page opens.
 */
export function LazyChart(props: ChartProps): ReactElement {
  const Chart = useImplementation();
  const ref = useLoadWhenNear<HTMLDivElement>(loadChart, Chart !== undefined);
  // One function ever (the module's export), not a component made in render (as in LazyDataTable).
  if (Chart) return createElement(Chart, props);
  const tableLines = props.data.length + 2;
  return (
    <div
      ref={ref}
      className={props.className}
      style={{ minHeight: `calc(${props.height ?? DRAWING_HEIGHT}px + ${tableLines * 2.75 + 8}em)` }}
      data-chart-loading=""
    />
  );
}

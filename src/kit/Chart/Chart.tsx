import { lazy, Suspense, useDeferredValue, useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import type { ChartDatum, ChartKind, ChartSeries } from './chartTypes';
import { formatSeriesValue } from './formatSeriesValue';
import { DataTable } from '../DataTable/LazyDataTable';
import { useNearViewport } from '../useNearViewport';
import { afterPageIdle } from '../pageIdle';
import { ChartLegend } from './ChartLegend';
import { canvas, drawing, placeholder, root, summary as summaryClass, title as titleClass } from './Chart.css';
import * as m from './messages';

export type { ChartDatum, ChartKind, ChartSeries } from './chartTypes';
export { formatSeriesValue };

// recharts is large: it is fetched only when a chart is actually on the page.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export const DEFAULT_CHART_HEIGHT = 320;

/** A chart of dollars: each series' key and label, in order, every one formatted as currency. */
export const moneySeries = (...series: readonly (readonly [key: string, label: string])[]): ChartSeries[] =>
  series.map(([key, label]) => ({ key, label, format: { style: 'currency' } }));

/**
 * True once the chart's box is near the viewport and the page is idle (kit/pageIdle.ts, the moment
 * the site and its audit share): the drawing (and recharts itself) never competes with first paint,
 * hydration or typing. Until then the placeholder holds the drawing's height (no layout shift).
 */
function useDrawWhenVisible() {
  const { ref: boxRef, near } = useNearViewport<HTMLDivElement>('300px');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!near || ready) return;
    return afterPageIdle(() => setReady(true));
  }, [near, ready]);
  return { boxRef, ready };
}

/** `ref`, `className` and every other prop land on the `<section>`. */
export interface ChartProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The chart's heading, also the name of its data table. */
  title: string;
  /** One sentence: what the reader should take away from the chart. */
  summary: string;
  /** "line", "bar" or "area". */
  kind: ChartKind;
  /** One row per point on the horizontal axis; each series reads its own field. */
  data: readonly ChartDatum[];
  /** The field of each row used for the horizontal axis and the table's first column. */
  xKey: string;
  /** The lines or bars to draw: field, label and number format of each. */
  series: readonly ChartSeries[];
  /** Name of the horizontal axis ("Age", "Year"): the table's first column heading. */
  xLabel: string;
  /** Drawing height in CSS pixels; the loading placeholder takes the same space. */
  height?: number;
}

/**
 * A chart with its title, its takeaway and the same numbers as a table. The drawing is hidden
 * from assistive technology because the table beneath it says everything it says.
 */
export function Chart({
  title,
  summary,
  kind,
  data,
  xKey,
  series,
  xLabel,
  height = DEFAULT_CHART_HEIGHT,
  className,
  ...rest
}: ChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const box = { height };
  const { boxRef, ready } = useDrawWhenVisible();
  // The drawing follows the numbers a moment later, so typing updates the results first.
  const drawnData = useDeferredValue(data);
  return (
    <section aria-labelledby={titleId} aria-describedby={summaryId} className={cx(root, className)} {...rest}>
      <h3 id={titleId} className={titleClass}>
        {title}
      </h3>
      <p id={summaryId} className={summaryClass}>
        {summary}
      </p>
      {/* The key is drawn at once, from the same looks as the lines (seriesLook.tsx); the drawing below it when near. */}
      <div className={drawing} aria-hidden="true" data-print="hide">
        {series.length > 0 ? <ChartLegend kind={kind} series={series} /> : null}
        <div ref={boxRef} className={canvas} style={box}>
          {ready && drawnData.length > 0 && series.length > 0 ? (
            <Suspense fallback={<div className={placeholder} style={box} />}>
              <ChartCanvas kind={kind} data={drawnData} xKey={xKey} series={series} xLabel={xLabel} height={height} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <DataTable
        caption={m.tableCaption({ title })}
        columns={[
          { header: xLabel, cell: (row: ChartDatum) => String(row[xKey] ?? '') },
          ...series.map((s) => ({
            header: s.label,
            numeric: true,
            cell: (row: ChartDatum) => formatSeriesValue(row[s.key], s.format),
          })),
        ]}
        rows={data}
        rowKey={(row, i) => `${i}-${String(row[xKey])}`}
      />
    </section>
  );
}

import { forwardRef, lazy, Suspense, useId, type HTMLAttributes } from 'react';
import type { ChartDatum, ChartKind, ChartSeries } from './chartTypes';
import { formatSeriesValue } from './formatSeriesValue';
import { canvas, caption, numericHeader, placeholder, root, summary as summaryClass, table, tableWrap, td, th, title as titleClass } from './Chart.css';

export type { ChartDatum, ChartKind, ChartSeries, SeriesFormat } from './chartTypes';
export { formatSeriesValue };

// recharts is large: it is fetched only when a chart is actually on the page.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export const DEFAULT_CHART_HEIGHT = 320;

export interface ChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** One sentence: what the reader should take away from the chart. */
  summary: string;
  kind: ChartKind;
  data: readonly ChartDatum[];
  /** The field of each row used for the horizontal axis and the table's first column. */
  xKey: string;
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
export const Chart = forwardRef<HTMLElement, ChartProps>(function Chart(
  { title, summary, kind, data, xKey, series, xLabel, height = DEFAULT_CHART_HEIGHT, className, ...rest },
  ref,
) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const box = { height };
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className={[root, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <h3 id={titleId} className={titleClass}>
        {title}
      </h3>
      <p id={summaryId} className={summaryClass}>
        {summary}
      </p>
      <div className={canvas} style={box} aria-hidden="true" data-print="hide">
        {data.length > 0 && series.length > 0 && (
          <Suspense fallback={<div className={placeholder} style={box} />}>
            <ChartCanvas kind={kind} data={data} xKey={xKey} series={series} xLabel={xLabel} height={height} />
          </Suspense>
        )}
      </div>
      {/* A wide table scrolls sideways on small screens; keyboard users must be able to reach
          and scroll it (axe: scrollable-region-focusable), so the named region takes focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={tableWrap} role="region" aria-label={`${title}: the numbers`} tabIndex={0}>
        <table className={table}>
          <caption className={caption}>{`${title}: the numbers`}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                {xLabel}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className={[th, numericHeader].join(' ')}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, i) => (
              <tr key={`${i}-${String(row[xKey])}`}>
                <th scope="row" className={th}>
                  {String(row[xKey] ?? '')}
                </th>
                {series.map((s) => (
                  <td key={s.key} className={td}>
                    {formatSeriesValue(row[s.key], s.format)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

import { useId } from 'react';
import type { ChartKind, ChartSeries } from './chartTypes';
import { Marker, SeriesPattern, seriesLook } from './seriesLook';
import { legend, legendItem, legendSwatch } from './Chart.css';

/** A swatch's size in CSS pixels: drawn at the chart's own scale, so widths and dashes match. */
const SWATCH = { width: 48, height: 20 } as const;

/**
 * The chart's key: each series' name beside a swatch drawn from its `seriesLook`, as the chart
 * draws it (line width, dash, marker and colour; a bar's outline and fill pattern). Part of the
 * drawing, so hidden with it from assistive technology: the table names every series.
 */
export function ChartLegend({ kind, series }: { kind: ChartKind; series: readonly ChartSeries[] }) {
  const prefix = `legend-pattern-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const mid = SWATCH.height / 2;
  return (
    <ul className={legend} data-chart-legend="">
      {series.map((s, i) => {
        const look = seriesLook(kind, i);
        return (
          <li key={s.key} className={legendItem} data-series={s.key}>
            <svg
              className={legendSwatch}
              width={SWATCH.width}
              height={SWATCH.height}
              viewBox={`0 0 ${SWATCH.width} ${SWATCH.height}`}
              focusable="false"
            >
              {look.pattern ? (
                <>
                  <defs>
                    <SeriesPattern id={`${prefix}-${i}`} look={look} />
                  </defs>
                  <rect
                    data-swatch="bar"
                    x={look.strokeWidth / 2}
                    y={look.strokeWidth / 2}
                    width={SWATCH.width - look.strokeWidth}
                    height={SWATCH.height - look.strokeWidth}
                    fill={`url(#${prefix}-${i})`}
                    stroke={look.colour}
                    strokeWidth={look.strokeWidth}
                  />
                </>
              ) : (
                <>
                  {look.fillOpacity > 0 ? (
                    <rect
                      data-swatch="area"
                      x={0}
                      y={mid}
                      width={SWATCH.width}
                      height={mid}
                      fill={look.colour}
                      fillOpacity={look.fillOpacity}
                    />
                  ) : null}
                  <line
                    data-swatch="line"
                    x1={0}
                    y1={mid}
                    x2={SWATCH.width}
                    y2={mid}
                    stroke={look.colour}
                    strokeWidth={look.strokeWidth}
                    strokeDasharray={look.dash}
                  />
                  {look.marker ? (
                    <Marker shape={look.marker} cx={SWATCH.width / 2} cy={mid} colour={look.colour} />
                  ) : null}
                </>
              )}
            </svg>
            <span>{s.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

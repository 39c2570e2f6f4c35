import { useId, useRef, type ReactElement } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { vars } from '../theme/vars.css';
import type { ChartCanvasProps } from './chartTypes';
import { formatAxisTick } from './formatAxisTick';
import { formatSeriesValue } from './formatSeriesValue';
import { Marker, SeriesPattern, markerEvery, seriesLook } from './seriesLook';

/**
 * What a line and an area draw for the series at `index`: its look (seriesLook.tsx, which the
 * legend reads too): colour, width, dash pattern, and its marker at each point, so the series
 * stay apart without colour.
 */
function traceProps(s: ChartCanvasProps['series'][number], kind: 'line' | 'area', index: number, animate: boolean) {
  const look = seriesLook(kind, index);
  const marker = look.marker;
  return {
    type: 'monotone',
    dataKey: s.key,
    name: s.label,
    stroke: look.colour,
    strokeWidth: look.strokeWidth,
    strokeDasharray: look.dash,
    // Markers far enough apart for the dash between them to show, as in the legend's swatch.
    dot: (p: {
      cx?: number | string;
      cy?: number | string;
      index?: number;
      points?: readonly { x?: number | null }[];
    }) =>
      p.cx == null || p.cy == null || !marker || (p.index ?? 0) % markerEvery(p.points) !== 0 ? (
        <g key={`d-${p.index}`} />
      ) : (
        <Marker key={`d-${p.index}`} shape={marker} cx={Number(p.cx)} cy={Number(p.cy)} colour={look.colour} />
      ),
    isAnimationActive: animate,
  } as const;
}

/** An area's fill under its line: the series' colour, faint (seriesLook.tsx). */
function areaFill(index: number) {
  const look = seriesLook('area', index);
  return { fill: look.colour, fillOpacity: look.fillOpacity };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** The bars' fills (seriesLook.tsx), once per chart. */
function Patterns({ prefix, count }: { prefix: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, i) => (
        <SeriesPattern key={i} id={`${prefix}-${i}`} look={seriesLook('bar', i)} />
      ))}
    </defs>
  );
}

/** The recharts drawing. Loaded lazily by `Chart`; never imported anywhere else. */
export default function ChartCanvas({ kind, data, xKey, series, xLabel, height }: ChartCanvasProps) {
  const prefix = `chart-pattern-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Only the first drawing grows in. Redrawn on every keystroke, recharts' animation re-rendered
  // the whole SVG each frame for 1.5 s: ~0.5 s of main-thread work per keystroke at 4x CPU on
  // /tools/medicare-cost, which a reader typing a number feels as lag.
  const firstData = useRef(data);
  const animate = data === firstData.current && !prefersReducedMotion();
  const yFormat = series[0]?.format;
  // The horizontal axis is always a list of labels (years, ages, categories); as text, recharts
  // treats numeric labels as categories too, which bar charts need to draw at all.
  const rows = data.map((row) => ({ ...row, [xKey]: String(row[xKey]) }));
  // Every kind's frame. The drawing is hidden from assistive technology (Chart.tsx): no keyboard
  // layer of recharts' own and no tab stop; the chart's table is what a keyboard reaches.
  const frame = {
    data: rows,
    margin: { top: 8, right: 16, bottom: 32, left: 8 },
    accessibilityLayer: false,
    tabIndex: -1,
  };
  const tooltip = (
    <Tooltip
      formatter={(value, name) => {
        const s = series.find((x) => x.label === name || x.key === name);
        return [formatSeriesValue(value, s?.format), s?.label ?? String(name)];
      }}
    />
  );
  const axes = (
    <>
      <CartesianGrid strokeDasharray="2 4" stroke={vars.color.border} />
      <XAxis
        dataKey={xKey}
        stroke={vars.color.controlBorder}
        padding={kind === 'bar' ? undefined : { left: 20, right: 20 }}
        label={{ value: xLabel, position: 'insideBottom', offset: -16, fill: vars.color.text }}
      />
      <YAxis width={96} stroke={vars.color.controlBorder} tickFormatter={(v: number) => formatAxisTick(v, yFormat)} />
      {tooltip}
    </>
  );

  let chart: ReactElement;
  if (kind === 'bar') {
    chart = (
      <BarChart {...frame}>
        <Patterns prefix={prefix} count={series.length} />
        {axes}
        {series.map((s, i) => {
          const look = seriesLook('bar', i);
          return (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={`url(#${prefix}-${i})`}
              stroke={look.colour}
              strokeWidth={look.strokeWidth}
              isAnimationActive={animate}
            />
          );
        })}
      </BarChart>
    );
  } else if (kind === 'area') {
    chart = (
      <AreaChart {...frame}>
        {axes}
        {series.map((s, i) => (
          <Area key={s.key} {...traceProps(s, 'area', i, animate)} {...areaFill(i)} />
        ))}
      </AreaChart>
    );
  } else {
    chart = (
      <LineChart {...frame}>
        {axes}
        {series.map((s, i) => (
          <Line key={s.key} {...traceProps(s, 'line', i, animate)} />
        ))}
      </LineChart>
    );
  }

  return (
    <ResponsiveContainer width="100%" height={height}>
      {chart}
    </ResponsiveContainer>
  );
}

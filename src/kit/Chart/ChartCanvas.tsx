import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
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
import { formatSeriesValue, seriesStyle, type MarkerShape } from './formatSeriesValue';

// Colour roles with AAA contrast on the page background; dash, marker and pattern repeat the
// distinction for anyone who cannot tell the colours apart.
const seriesColours = [vars.color.accent, vars.color.text, vars.color.warning, vars.color.success, vars.color.critical];

function colourFor(index: number): string {
  return seriesColours[index % seriesColours.length] ?? vars.color.text;
}

function Marker({ shape, cx, cy, colour }: { shape: MarkerShape; cx: number; cy: number; colour: string }) {
  const r = 5;
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r} fill={colour} stroke={colour} />;
    case 'square':
      return <rect x={cx - r} y={cy - r} width={r * 2} height={r * 2} fill={colour} stroke={colour} />;
    case 'triangle':
      return (
        <polygon
          points={`${cx},${cy - r - 1} ${cx + r + 1},${cy + r} ${cx - r - 1},${cy + r}`}
          fill={colour}
          stroke={colour}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={`${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`}
          fill={colour}
          stroke={colour}
        />
      );
  }
}

/**
 * What a line and an area draw for the series at `index`: its colour, its dash pattern, and its
 * marker at each point, so the series stay apart without colour.
 */
function traceProps(s: ChartCanvasProps['series'][number], index: number, animate: boolean) {
  const style = seriesStyle(index);
  const colour = colourFor(index);
  return {
    type: 'monotone',
    dataKey: s.key,
    name: s.label,
    stroke: colour,
    strokeWidth: 3,
    strokeDasharray: style.dash,
    legendType: 'plainline',
    dot: (p: { cx?: number | string; cy?: number | string; index?: number }) =>
      p.cx == null || p.cy == null ? (
        <g key={`d-${p.index}`} />
      ) : (
        <Marker key={`d-${p.index}`} shape={style.marker} cx={Number(p.cx)} cy={Number(p.cy)} colour={colour} />
      ),
    isAnimationActive: animate,
  } as const;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Bar fills: solid, diagonal lines, dots, cross-hatch — each readable in greyscale. */
function Patterns({ prefix, count }: { prefix: string; count: number }) {
  const patterns: ReactNode[] = [];
  for (let i = 0; i < count; i += 1) {
    const colour = colourFor(i);
    const id = `${prefix}-${i}`;
    const kind = i % 4;
    patterns.push(
      <pattern key={id} id={id} width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill={kind === 0 ? colour : vars.color.background} />
        {kind === 1 && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={colour} strokeWidth="2.5" />}
        {kind === 2 && <circle cx="4" cy="4" r="2.5" fill={colour} />}
        {kind === 3 && <path d="M0,4 h8 M4,0 v8" stroke={colour} strokeWidth="2.5" />}
      </pattern>,
    );
  }
  return <defs>{patterns}</defs>;
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
  const margin = { top: 8, right: 16, bottom: 32, left: 8 };
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
      <Legend verticalAlign="top" height={40} itemSorter={null} />
    </>
  );

  let chart: ReactElement;
  if (kind === 'bar') {
    chart = (
      <BarChart data={rows} margin={margin} accessibilityLayer={false} tabIndex={-1}>
        <Patterns prefix={prefix} count={series.length} />
        {axes}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={`url(#${prefix}-${i})`}
            stroke={colourFor(i)}
            strokeWidth={2}
            isAnimationActive={animate}
          />
        ))}
      </BarChart>
    );
  } else if (kind === 'area') {
    chart = (
      <AreaChart data={rows} margin={margin} accessibilityLayer={false} tabIndex={-1}>
        {axes}
        {series.map((s, i) => (
          <Area key={s.key} {...traceProps(s, i, animate)} fill={colourFor(i)} fillOpacity={0.12} />
        ))}
      </AreaChart>
    );
  } else {
    chart = (
      <LineChart data={rows} margin={margin} accessibilityLayer={false} tabIndex={-1}>
        {axes}
        {series.map((s, i) => (
          <Line key={s.key} {...traceProps(s, i, animate)} />
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

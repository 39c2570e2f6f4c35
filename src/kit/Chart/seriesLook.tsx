import type { ReactNode } from 'react';
import { vars } from '../theme/vars.css';
import type { ChartKind } from './chartTypes';
import { seriesStyle, type MarkerShape } from './formatSeriesValue';

/*
 * How each series is drawn, said once: the chart's lines, areas and bars (ChartCanvas) and the
 * legend's swatches (ChartLegend) both read `seriesLook` and draw with the same Marker and
 * SeriesPattern, so a legend can never show a series other than as the chart draws it.
 */

// Colour roles with AAA contrast on the page background; dash, marker and pattern repeat the
// distinction for anyone who cannot tell the colours apart.
const seriesColours = [vars.color.accent, vars.color.text, vars.color.warning, vars.color.success, vars.color.critical];

/** Bar fills: solid, diagonal lines, dots, cross-hatch — each readable in greyscale. */
export const BAR_PATTERNS = ['solid', 'lines', 'dots', 'cross'] as const;
export type BarPattern = (typeof BAR_PATTERNS)[number];

export interface SeriesLook {
  colour: string;
  /** Width of the line, or of a bar's outline, in CSS pixels. */
  strokeWidth: number;
  /** SVG stroke-dasharray of a line or area's edge; undefined for a solid line (and for bars). */
  dash: string | undefined;
  /** The shape drawn at each point of a line or area; null for bars. */
  marker: MarkerShape | null;
  /** A bar's fill; null for lines and areas. */
  pattern: BarPattern | null;
  /** An area's fill opacity under its line; 0 for lines and bars. */
  fillOpacity: number;
}

/** Radius of a point's marker, in CSS pixels. */
export const MARKER_RADIUS = 5;

/**
 * The least room between two markers on a line, in CSS pixels: about the legend swatch's run of
 * line on each side of its marker. Closer, the squares of a 30-year line on a phone ran together
 * into one thick solid bar, while the legend showed a dashed line.
 */
export const MARKER_SPACING_MIN = 36;

/** Draw a marker at every n-th point, n the least that keeps markers MARKER_SPACING_MIN apart. */
export function markerEvery(points: readonly { x?: number | null }[] | undefined): number {
  const xs = (points ?? []).map((p) => p.x).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  if (xs.length < 2) return 1;
  const spacing = Math.abs(xs[xs.length - 1]! - xs[0]!) / (xs.length - 1);
  return spacing >= MARKER_SPACING_MIN || spacing <= 0 ? 1 : Math.ceil(MARKER_SPACING_MIN / spacing);
}

/** The look of the series at `index` in a chart of this kind. */
export function seriesLook(kind: ChartKind, index: number): SeriesLook {
  const colour = seriesColours[index % seriesColours.length] ?? vars.color.text;
  if (kind === 'bar')
    return {
      colour,
      strokeWidth: 2,
      dash: undefined,
      marker: null,
      pattern: BAR_PATTERNS[index % BAR_PATTERNS.length] ?? 'solid',
      fillOpacity: 0,
    };
  const style = seriesStyle(index);
  return {
    colour,
    strokeWidth: 3,
    dash: style.dash,
    marker: style.marker,
    pattern: null,
    fillOpacity: kind === 'area' ? 0.12 : 0,
  };
}

/** A point's marker, centred on (cx, cy): on the chart's lines and in the legend alike. */
export function Marker({ shape, cx, cy, colour }: { shape: MarkerShape; cx: number; cy: number; colour: string }) {
  const r = MARKER_RADIUS;
  switch (shape) {
    case 'circle':
      return <circle data-marker="circle" cx={cx} cy={cy} r={r} fill={colour} stroke={colour} />;
    case 'square':
      return (
        <rect data-marker="square" x={cx - r} y={cy - r} width={r * 2} height={r * 2} fill={colour} stroke={colour} />
      );
    case 'triangle':
      return (
        <polygon
          data-marker="triangle"
          points={`${cx},${cy - r - 1} ${cx + r + 1},${cy + r} ${cx - r - 1},${cy + r}`}
          fill={colour}
          stroke={colour}
        />
      );
    case 'diamond':
      return (
        <polygon
          data-marker="diamond"
          points={`${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`}
          fill={colour}
          stroke={colour}
        />
      );
  }
}

/** A bar's fill as an SVG pattern with this id: in the chart's defs and in each bar swatch's. */
export function SeriesPattern({ id, look }: { id: string; look: SeriesLook }): ReactNode {
  const { colour, pattern } = look;
  return (
    <pattern id={id} data-pattern={pattern ?? 'solid'} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill={pattern === 'solid' ? colour : vars.color.background} />
      {pattern === 'lines' && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={colour} strokeWidth="2.5" />}
      {pattern === 'dots' && <circle cx="4" cy="4" r="2.5" fill={colour} />}
      {pattern === 'cross' && <path d="M0,4 h8 M4,0 v8" stroke={colour} strokeWidth="2.5" />}
    </pattern>
  );
}

/** Spacing scale in CSS pixels (converted to rem by the theme). */
export const spacingPx = {
  none: 0,
  xxs: 4,
  xs: 8,
  sm: 12,
  md: 16,
  lg: 24,
  xl: 32,
  xxl: 48,
  xxxl: 64,
} as const;
export type Space = keyof typeof spacingPx;

/** Layout breakpoints in CSS pixels (media queries use em so they follow text zoom). */
export const breakpointsPx = {
  narrow: 320,
  medium: 640,
  wide: 1024,
} as const;

/** Readable measure for article text, in characters. */
export const measureCh = 70;

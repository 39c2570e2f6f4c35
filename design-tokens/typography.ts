/**
 * Type tokens. Sizes are in CSS pixels as data; the theme converts them to rem so that the
 * visitor's browser text size (and 200 % zoom) scales everything.
 */
export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  numeric: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** Nothing is set below 18 px: our readers are 60+. */
export const fontSizePx = {
  body: 18,
  /** Body size from the `wide` breakpoint up. */
  bodyWide: 20,
  large: 22,
  h4: 22,
  h3: 26,
  h2: 30,
  h1: 36,
  display: 44,
} as const;

export const lineHeight = {
  body: 1.6,
  heading: 1.3,
  tight: 1.2,
} as const;

export const fontWeight = {
  regular: 400,
  bold: 700,
} as const;

export const typography = { fontFamily, fontSizePx, lineHeight, fontWeight } as const;
export type FontSize = keyof typeof fontSizePx;

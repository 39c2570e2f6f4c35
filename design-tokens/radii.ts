/** Corner radii in CSS pixels. */
export const radiiPx = {
  none: 0,
  sm: 4,
  md: 8,
  lg: 12,
  pill: 9999,
} as const;
export type Radius = keyof typeof radiiPx;

/** Border widths in CSS pixels: controls use `control` so their boundary is easy to see. */
export const borderWidthPx = {
  hairline: 1,
  control: 2,
  strong: 4,
} as const;

/** Minimum size of anything a visitor taps or clicks (WCAG 2.5.5 AAA: 44 × 44 CSS px). */
export const touchTarget = {
  minPx: 44,
  /** Visible size of a checkbox or radio box; its label extends the target to `minPx`. */
  checkboxPx: 32,
  /** Slider thumb; its hit area is padded out to `minPx`. */
  sliderThumbPx: 32,
} as const;

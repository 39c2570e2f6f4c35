/**
 * Semantic colour roles (tier 2): named by purpose, never by hue. A frame maps each role
 * to a palette grade; components only ever use roles through the theme contract.
 */
export const roleDescriptions = {
  text: 'Body text and headings',
  textMuted: 'Hints and secondary text (still AAA)',
  background: 'Page background',
  surface: 'Frame and card background, lightly tinted by the frame',
  surfaceStrong: 'Frame header band and selected rows',
  accent: 'Primary button fill, slider range, checked controls',
  accentHover: 'Primary button fill on hover or press',
  accentText: 'Text and icons placed on the accent fill',
  border: 'Decorative dividers and card outlines',
  controlBorder: 'Boundary of inputs, selects, checkboxes and slider tracks (≥ 3:1)',
  focus: 'Focus ring (≥ 3:1 against every surface)',
  link: 'Link text',
  linkHover: 'Link text on hover',
  critical: 'Error text and critical badge outline',
  criticalSurface: 'Background behind error summaries and critical badges',
  success: 'Success text and badge outline',
  successSurface: 'Background behind success badges',
  warning: 'Warning text and badge outline',
  warningSurface: 'Background behind warning badges and notices',
  neutralSurface: 'Background behind neutral badges and disclaimers',
} as const;

export type Role = keyof typeof roleDescriptions;
export const roleNames = Object.keys(roleDescriptions) as Role[];

/** Pairs that carry text: WCAG 1.4.6 (AAA) needs 7:1 for normal-size text. */
export const textContrastPairs: ReadonlyArray<readonly [foreground: Role, background: Role]> = [
  ...(['text', 'textMuted', 'link', 'linkHover', 'critical', 'success', 'warning'] as const).flatMap((fg) =>
    (['background', 'surface', 'surfaceStrong'] as const).map((bg) => [fg, bg] as const),
  ),
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['critical', 'criticalSurface'],
  ['success', 'successSurface'],
  ['warning', 'warningSurface'],
  ['text', 'criticalSurface'],
  ['text', 'successSurface'],
  ['text', 'warningSurface'],
  ['text', 'neutralSurface'],
  ['textMuted', 'neutralSurface'],
];

/**
 * Pairs that carry no text but must be seen: WCAG 1.4.11 needs 3:1 for control boundaries and focus.
 * The focus ring is drawn with an offset, so it always sits on a surface, never on the accent fill.
 */
export const nonTextContrastPairs: ReadonlyArray<readonly [foreground: Role, background: Role]> = [
  ...(['controlBorder', 'focus', 'accent', 'critical'] as const).flatMap((fg) =>
    (['background', 'surface', 'surfaceStrong'] as const).map((bg) => [fg, bg] as const),
  ),
];

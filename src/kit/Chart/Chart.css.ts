import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  lineHeight: vars.font.lineHeight.heading,
});

export const summary = style({ margin: 0, fontSize: vars.font.size.large, maxWidth: vars.size.measure });

/** The key and the drawing: pictures only (the table says the same), so not printed. */
export const drawing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { print: { display: 'none' } },
});

export const canvas = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.body,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const legendSwatch = style({ flexShrink: 0, overflow: 'visible' });

export const placeholder = style({
  width: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.hairline} dashed ${vars.color.border}`,
});

// recharts writes sizes and colours as SVG attributes; CSS wins over those, so text in the
// drawing follows the theme and the visitor's text size.
globalStyle(`${canvas} .recharts-text, ${canvas} .recharts-cartesian-axis-tick-value`, {
  fill: vars.color.text,
  fontSize: vars.font.size.body,
});
globalStyle(`${canvas} .recharts-default-tooltip`, {
  backgroundColor: `${vars.color.background} !important`,
  border: `${vars.border.control} solid ${vars.color.controlBorder} !important`,
  color: vars.color.text,
  fontSize: vars.font.size.body,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { media } from '../theme/themes.css';
import { focusRing, touchRow } from '../theme/styleFragments';

export const frame = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.hairline} solid ${vars.color.border}`,
  borderTop: `${vars.border.strong} solid ${vars.color.accent}`,
  borderBottom: `${vars.border.strong} solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  marginTop: vars.space.md,
  marginBottom: vars.space.xl,
  minWidth: 0,
  '@media': {
    [media.medium]: {
      marginTop: vars.space.xl,
      borderWidth: vars.border.control,
      borderTopWidth: vars.border.strong,
      borderBottomColor: vars.color.border,
      borderBottomWidth: vars.border.control,
      borderRadius: vars.radius.md,
    },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xs,
  '@media': { [media.medium]: { padding: `${vars.space.md} ${vars.space.lg}` } },
  backgroundColor: vars.color.surfaceStrong,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border}`,
});

export const titles = style({ flex: '1 1 20em', minWidth: 0 });

// A phone sets the tool's name a size smaller: on an article it follows the page's own title,
// and every line it saves brings the first field nearer the first screen (issue H7).
export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text,
  '@media': { [media.medium]: { fontSize: vars.font.size.h2 } },
});

export const description = style({ marginTop: vars.space.xs, marginBottom: 0, color: vars.color.text });

// Narrow screens keep every pixel for the fields and figures: the frame's padding grows with the window.
export const body = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [media.medium]: { padding: vars.space.lg } },
});

export const picker = style({ minWidth: 0 });

export const legend = style({ display: 'block', fontWeight: vars.font.weight.bold, marginBottom: vars.space.xxs });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({
  ...touchRow,
  gap: vars.space.xs,
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.text,
      borderWidth: vars.border.strong,
      fontWeight: vars.font.weight.bold,
    },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const radio = style({
  width: '1.25em',
  height: '1.25em',
  margin: 0,
  accentColor: vars.color.text,
  cursor: 'pointer',
});

export const swatch = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  border: `${vars.border.hairline} solid ${vars.color.text}`,
});

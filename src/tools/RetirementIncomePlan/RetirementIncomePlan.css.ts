import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const answer = style({
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.body,
  marginBlock: vars.space.sm,
});

export const more = style({
  marginBlockStart: vars.space.lg,
  borderBlockStart: `${vars.border.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
});

export const moreSummary = style({
  cursor: 'pointer',
  minBlockSize: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.link,
  ':focus-visible': {
    outline: `${vars.focus.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focus.offset,
  },
});

export const section = style({ marginBlockStart: vars.space.xl });

export const list = style({
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.font.lineHeight.body,
});

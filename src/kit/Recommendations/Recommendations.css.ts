import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderLeft: `${vars.border.strong} solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
});

export const heading = style({
  marginTop: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.h4,
  color: vars.color.text,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

export const item = style({ color: vars.color.text, selectors: { '& + &': { marginTop: vars.space.xs } } });

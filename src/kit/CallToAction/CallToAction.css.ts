import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { bordered } from '../theme/styleFragments';

export const root = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceStrong,
  ...bordered(vars.border.control, vars.color.border),
  marginTop: vars.space.xl,
  marginBottom: vars.space.xl,
});

export const heading = style({
  marginTop: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.h3,
  color: vars.color.text,
});

export const text = style({ marginTop: 0, marginBottom: vars.space.md, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

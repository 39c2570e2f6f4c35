import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { bordered } from '../theme/styleFragments';

export const root = style({
  ...bordered(vars.border.strong, vars.color.critical, 'solid', vars.radius.sm),
  backgroundColor: vars.color.criticalSurface,
  padding: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const title = style({
  fontSize: vars.font.size.h3,
  marginTop: 0,
  marginBottom: vars.space.sm,
  color: vars.color.text,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

export const item = style({ marginTop: vars.space.xs });

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  display: 'inline-block',
  minHeight: vars.size.touchTarget,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  selectors: { '&:hover': { color: vars.color.text } },
});

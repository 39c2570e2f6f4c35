import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
});

export const hero = style({
  background: vars.color.surfaceStrong,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const heroHeading = style({
  margin: 0,
  fontSize: vars.font.size.h3,
});

export const heroText = style({
  margin: 0,
  maxWidth: vars.size.measure,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
  border: `${vars.border.control} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.h3, color: vars.color.text });

export const empty = style({ margin: 0, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.neutralSurface,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  marginTop: vars.space.lg,
});

export const lead = style({ fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0 });

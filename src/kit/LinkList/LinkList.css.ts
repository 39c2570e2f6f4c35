import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ marginTop: vars.space.xl, marginBottom: vars.space.xl });

export const heading = style({
  marginTop: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.h3,
  color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  borderTop: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  selectors: { '&:last-child': { borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}` } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.link,
});

export const description = style({ marginTop: 0, marginBottom: vars.space.sm, color: vars.color.textMuted });

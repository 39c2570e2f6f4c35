import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({ margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
});

export const term = style({ fontWeight: vars.font.weight.regular, color: vars.color.text, flex: '1 1 12em' });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  color: vars.color.text,
});

export const description = style({ margin: 0, flexBasis: '100%', color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { touchRow } from '../theme/styleFragments';

export const nav = style({ fontSize: vars.font.size.body });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  columnGap: vars.space.xs,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
});

export const separator = style({ color: vars.color.textMuted });

export const link = style({
  ...touchRow,
  color: vars.color.link,
  textDecoration: 'underline',
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

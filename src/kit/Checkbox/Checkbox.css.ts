import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { choiceLine } from '../theme/styleFragments';

export const root = style({ marginBottom: vars.space.md });

export const row = style({
  ...choiceLine('flex-start', vars.space.sm),
  paddingTop: vars.space.xxs,
  paddingBottom: vars.space.xxs,
  cursor: 'pointer',
});

export const input = style({
  flexShrink: 0,
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const label = style({ fontSize: vars.font.size.body, color: vars.color.text, paddingTop: vars.space.xxs });

export const hint = style({
  color: vars.color.textMuted,
  margin: 0,
  paddingLeft: `calc(${vars.size.checkbox} + ${vars.space.sm})`,
});

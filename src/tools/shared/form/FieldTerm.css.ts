import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

export const root = style({ marginTop: `calc(-1 * ${vars.space.xs})`, marginBottom: vars.space.sm });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: 0,
  fontSize: vars.font.size.body,
  color: vars.color.link,
  backgroundColor: 'transparent',
  border: 0,
  cursor: 'pointer',
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: vars.color.linkHover } },
});
export const chevron = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(90deg)' } },
});
export const content = style({
  maxWidth: vars.size.measure,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.border.control} solid ${vars.color.border}`,
});
export const definition = style({ margin: 0 });

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { bordered } from '../theme/styleFragments';

export const root = style({
  ...bordered(vars.border.control, vars.color.border),
  backgroundColor: vars.color.surface,
  padding: vars.space.xs,
  maxWidth: vars.size.measure,
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceStrong },
  },
  // Forced colours drop the hover fill, which leaves a borderless button reading as plain text.
  '@media': { '(forced-colors: active)': { border: `${vars.border.control} solid ButtonText` } },
});

// A CSS triangle turned by state: it is decoration only, the button's aria-expanded carries the meaning.
export const chevron = style({
  flex: 'none',
  width: 0,
  height: 0,
  borderTop: `${vars.space.xs} solid transparent`,
  borderBottom: `${vars.space.xs} solid transparent`,
  borderLeft: `${vars.space.sm} solid currentColor`,
  transition: 'transform 150ms ease-out',
  // Forced colours would paint the transparent borders that shape the triangle, turning it into a block.
  forcedColorAdjust: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${toggle}[data-state="open"] ${chevron}`, { transform: 'rotate(90deg)' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
});

export const entry = recipe({
  base: { margin: 0 },
  variants: {
    level: {
      top: { fontWeight: vars.font.weight.bold },
      sub: { fontWeight: vars.font.weight.regular, paddingInlineStart: vars.space.lg },
      subsub: { fontWeight: vars.font.weight.regular, paddingInlineStart: vars.space.xxl },
    },
  },
  defaultVariants: { level: 'top' },
});

export const entryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxs,
  color: vars.color.link,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

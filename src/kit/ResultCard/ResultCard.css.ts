import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { media } from '../theme/themes.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.sm,
    '@media': { [media.medium]: { padding: vars.space.md } },
    borderRadius: vars.radius.md,
    border: `${vars.border.control} solid ${vars.color.border}`,
    backgroundColor: vars.color.background,
    minWidth: 0,
  },
  variants: {
    emphasis: {
      primary: { borderColor: vars.color.accent, borderWidth: vars.border.strong, backgroundColor: vars.color.surface },
      default: {},
    },
  },
  defaultVariants: { emphasis: 'default' },
});

export const label = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.family.numeric,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  // break-word (not anywhere): a figure such as $12,000 wraps only if it cannot fit at all.
  overflowWrap: 'break-word',
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({ margin: 0, color: vars.color.textMuted });

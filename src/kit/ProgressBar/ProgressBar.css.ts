import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const progressBar = recipe({
  base: {},
  variants: {
    variant: {
      reading: {
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 900,
        '@media': { print: { display: 'none' } },
      },
      wizard: {
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: `${vars.space.xs} ${vars.space.md}`,
      },
    },
  },
  defaultVariants: { variant: 'wizard' },
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceStrong,
  },
  variants: {
    variant: {
      reading: { height: vars.space.xs, width: '100%' },
      wizard: {
        flex: '1 1 12rem',
        height: vars.space.md,
        borderRadius: vars.radius.pill,
        border: `${vars.border.control} solid ${vars.color.controlBorder}`,
      },
    },
  },
  defaultVariants: { variant: 'wizard' },
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.accent,
  transition: 'width 150ms ease-out',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export const valueLabel = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

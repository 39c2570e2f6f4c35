import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    fontSize: vars.font.size.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    borderRadius: vars.radius.sm,
    border: `${vars.border.control} solid transparent`,
    cursor: 'pointer',
    textAlign: 'center',
    textDecoration: 'none',
    maxWidth: '100%',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', borderStyle: 'dashed' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentText,
        borderColor: vars.color.accent,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover, borderColor: vars.color.accentHover },
          '&:disabled': {
            backgroundColor: vars.color.neutralSurface,
            color: vars.color.textMuted,
            borderColor: vars.color.controlBorder,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.background,
        color: vars.color.link,
        borderColor: vars.color.accent,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceStrong, color: vars.color.linkHover },
          '&:disabled': { color: vars.color.textMuted, borderColor: vars.color.controlBorder },
        },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.link,
        paddingLeft: vars.space.xxs,
        paddingRight: vars.space.xxs,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        fontWeight: vars.font.weight.regular,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.linkHover, textDecorationThickness: '0.15em' },
          '&:disabled': { color: vars.color.textMuted },
        },
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

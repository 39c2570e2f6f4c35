import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { statusTones } from '../theme/utils.css';
import { pill } from '../theme/styleFragments';

export const badge = recipe({
  base: {
    ...pill,
    gap: vars.space.xxs,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.neutralSurface, color: vars.color.text, borderColor: vars.color.border },
      accent: { backgroundColor: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
      info: {
        backgroundColor: vars.color.surfaceStrong,
        color: vars.color.text,
        borderColor: vars.color.controlBorder,
      },
      ...statusTones,
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = RecipeVariants<typeof badge>;

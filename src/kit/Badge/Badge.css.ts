import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { statusTones } from '../theme/utils.css';
import { pill, tone } from '../theme/styleFragments';

export const badge = recipe({
  base: {
    ...pill,
    gap: vars.space.xxs,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: tone(vars.color.text, vars.color.neutralSurface, vars.color.border),
      accent: tone(vars.color.accentText, vars.color.accent, vars.color.accent),
      info: tone(vars.color.text, vars.color.surfaceStrong, vars.color.controlBorder),
      ...statusTones,
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = RecipeVariants<typeof badge>;

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { statusTones } from '../theme/utils.css';
import { pill, tone } from '../theme/styleFragments';

export const badge = recipe({
  base: {
    ...pill,
    gap: vars.space.xs,
    lineHeight: vars.font.lineHeight.heading,
    maxWidth: '100%',
    // Never stretch to the width of a flex column parent: a badge is as wide as its words.
    alignSelf: 'flex-start',
    width: 'fit-content',
  },
  variants: {
    tone: {
      ...statusTones,
      neutral: tone(vars.color.text, vars.color.neutralSurface, vars.color.controlBorder),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0 });

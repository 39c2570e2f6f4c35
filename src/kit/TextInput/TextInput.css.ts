import { recipe } from '@vanilla-extract/recipes';
import { controlFrame } from '../theme/styleFragments';
import { vars } from '../theme/vars.css';

/**
 * Words, not numbers (TextInput, Textarea, DateInput): the same frame, height and type size as
 * Field's `control`, in the body font. `width: 'short'` is for answers of a few characters (the last four
 * digits of an account, a date).
 */
export const textControl = recipe({
  base: {
    boxSizing: 'border-box',
    minHeight: vars.size.touchTarget,
    width: '100%',
    minWidth: 0,
    fontSize: vars.font.size.large,
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.tight,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    ...controlFrame,
    selectors: {
      '&:disabled': { borderStyle: 'dashed', cursor: 'not-allowed' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.critical, borderWidth: vars.border.strong },
      false: {},
    },
    width: {
      full: {},
      short: { maxWidth: '12em' },
    },
    multiline: {
      true: { minHeight: '6em', resize: 'vertical', lineHeight: vars.font.lineHeight.body },
      false: {},
    },
  },
  defaultVariants: { invalid: false, width: 'full', multiline: false },
});

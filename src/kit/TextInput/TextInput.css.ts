import { recipe } from '@vanilla-extract/recipes';
import { controlBox, invalidControl } from '../theme/styleFragments';
import { vars } from '../theme/vars.css';

/**
 * Words, not numbers (TextInput, Textarea, DateInput): the same frame, height and type size as
 * Field's `control`, in the body font. `width: 'short'` is for answers of a few characters (the last four
 * digits of an account, a date).
 */
export const textControl = recipe({
  base: { boxSizing: 'border-box', ...controlBox, fontFamily: vars.font.family.body },
  variants: {
    invalid: invalidControl,
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

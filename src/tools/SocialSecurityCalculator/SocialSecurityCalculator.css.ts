import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

/** The link to the earnings record stands alone, not in a sentence, so it needs a full 44 px target (WCAG 2.5.5). */
export const earningsRecordLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

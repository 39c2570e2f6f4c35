import { style } from '@vanilla-extract/css';
import { vars } from '../kit/theme';

/** A link standing alone in the footer is a target of its own: at least 44 px tall (2.5.5). */
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

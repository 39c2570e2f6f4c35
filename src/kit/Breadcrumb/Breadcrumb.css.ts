import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { media } from '../theme/themes.css';
import { touchRow, visuallyHiddenRules } from '../theme/styleFragments';

export const nav = style({ fontSize: vars.font.size.body });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  columnGap: vars.space.xs,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
});

export const separator = style({ color: vars.color.textMuted });

export const link = style({
  ...touchRow,
  color: vars.color.link,
  textDecoration: 'underline',
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

/**
 * The current page's level on a phone: read by screen readers, not drawn, because the page's h1
 * says the same just below and a long title would take two more lines before the page starts
 * (issue H7, GOV.UK's collapsed breadcrumb). Shown from the medium breakpoint up.
 */
export const currentCrumb = style({
  ...visuallyHiddenRules,
  '@media': {
    [media.medium]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { media } from '../theme/themes.css';
import { wrappingRow } from '../theme/styleFragments';

// The page's one gutter. Nothing inside adds another on a phone (issue G7): every pixel of a
// 320 px screen that padding does not take is a pixel for the reader's figures.
const inner = {
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  '@media': { [media.medium]: { paddingInline: vars.space.md } },
} as const;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  position: 'relative',
  backgroundColor: vars.color.surfaceStrong,
  borderBottom: `${vars.border.strong} solid ${vars.color.accent}`,
});

export const headerInner = style({
  ...inner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  // A phone keeps the header to the site name and two rows of links (issue H7: the tool's form
  // on an article's first screen); the room grows with the window.
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  paddingBlock: vars.space.xs,
  '@media': { [media.medium]: { paddingInline: vars.space.md, rowGap: vars.space.xs, paddingBlock: vars.space.sm } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.text },
  },
});

export const nav = style({ maxWidth: '100%' });

export const navList = style({
  ...wrappingRow(`0 ${vars.space.xxs}`),
  '@media': { [media.medium]: { gap: `${vars.space.xxs} ${vars.space.xs}` } },
});

/** The header's links: bold, underlined, each a touch target; the hover is their own. */
const headerLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
} as const;
const headerLinkHover = { color: vars.color.linkHover, backgroundColor: vars.color.surface } as const;

export const navLink = style({
  ...headerLink,
  selectors: {
    '&:hover': headerLinkHover,
    // The current page is marked by text colour, no link underline and a thick bar beneath it,
    // like a tab: never an outline or box, which a reader could take for the focus ring.
    '&[aria-current="page"]': {
      color: vars.color.text,
      textDecoration: 'none',
      borderRadius: 0,
      boxShadow: `inset 0 calc(-1 * ${vars.border.strong}) 0 ${vars.color.text}`,
    },
  },
  '@media': {
    [media.medium]: { paddingInline: vars.space.sm, fontSize: vars.font.size.large },
    // Forced colours drop shadows: the current page keeps a thick underline there instead.
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: vars.border.strong },
      },
    },
  },
});

export const main = style({
  ...inner,
  flex: '1 0 auto',
  width: '100%',
  paddingBlock: `${vars.space.sm} ${vars.space.lg}`,
  '@media': { [media.medium]: { paddingInline: vars.space.md, paddingBlockStart: vars.space.lg } },
  selectors: {
    // Focus arrives here only from the skip link; the ring would frame the whole page.
    '&:focus': { outline: 'none' },
  },
});

export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.surfaceStrong,
  borderTop: `${vars.border.control} solid ${vars.color.border}`,
});

export const footerInner = style({
  ...inner,
  paddingBlock: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const privacy = style({ margin: 0, fontWeight: vars.font.weight.bold });

/** The site name and the link to the page in the other language, on one line from a phone up. */
export const brandRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.md}`,
});

export const languageLink = style({ ...headerLink, selectors: { '&:hover': headerLinkHover } });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../kit/theme';
import { bordered, surfaceCard, touchRow, wrappingRow } from '../kit/theme/styleFragments';
import { titleAndSummary } from './ArticlePage.css';

export const page = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  // On a phone the shell's gutter is the only one, and the page starts close under the header.
  padding: `0 0 ${vars.space.xxl}`,
  '@media': { [media.medium]: { paddingInline: vars.space.md, paddingBlockStart: vars.space.lg } },
});

// On a phone the heading and lead sit closer and a size smaller, so a tool page's first field is on
// the first screen (issue H7 §2, tests/e2e/five-questions.spec.ts); wider screens are unchanged.
export const hero = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  maxWidth: vars.size.measure,
  '@media': { [media.medium]: { gap: vars.space.md, paddingBlock: vars.space.lg } },
});
globalStyle(`${hero} > h1, ${hero} > ${titleAndSummary} > h1`, {
  margin: 0,
  fontSize: vars.font.size.h2,
  '@media': { [media.medium]: { marginBlock: '0.67em', fontSize: vars.font.size.h1 } },
});

export const lead = style({
  fontSize: vars.font.size.body,
  margin: 0,
  '@media': { [media.medium]: { fontSize: vars.font.size.large } },
});

// The same responsive card grid as the article pages use: one definition.
export { cardGrid as grid, titleAndSummary } from './ArticlePage.css';

export const card = style({
  ...surfaceCard,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
});

export const cardTitle = style({ fontSize: vars.font.size.large, margin: 0, lineHeight: vars.font.lineHeight.heading });
export const cardText = style({ margin: 0 });
export const section = style({ marginBlock: vars.space.xl });

export const topicList = style(wrappingRow(vars.space.sm));

/** The common questions: one per line on a phone, each a full-width 44 px target. */
export const questionList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const questionLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  ...bordered(vars.border.control, vars.color.controlBorder, 'solid', vars.radius.md),
  background: vars.color.background,
  color: vars.color.link,
  fontWeight: vars.font.weight.bold,
});

export const topicSubheading = style({
  fontSize: vars.font.size.large,
  marginBlock: `${vars.space.md} ${vars.space.xs}`,
});

/** A topic's calculators: plain links, listed before its guides. */
export const topicTools = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const topicLink = style({
  ...touchRow,
  padding: `${vars.space.xs} ${vars.space.md}`,
  ...bordered(vars.border.control, vars.color.controlBorder, 'solid', vars.radius.pill),
  background: vars.color.background,
  color: vars.color.link,
  fontWeight: vars.font.weight.bold,
});

/** Running text on static pages: one comfortable line length. */
export const prose = style({ maxWidth: vars.size.measure, marginBlock: vars.space.xl });

/** A block of text to copy (the accessibility statement's report template): wraps, never scrolls. */
export const template = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  ...surfaceCard,
});

/**
 * A link alone on its list line gets a full 44 px target (WCAG 2.5.5). Without it a short title
 * passed only while the old double gutter made it wrap onto two lines.
 */
export const listLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget });

/** The My details form: one column of fieldsets, as wide as comfortable reading. */
export const detailsForm = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.measure,
});

export const fileInput = style({ fontSize: vars.font.size.body, maxWidth: '100%', minHeight: vars.size.touchTarget });
export const problem = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.bold });

/** Blocks of one section spaced evenly (the saved items' export and import). */
export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The offer of the reader's own language on the home page: fixed at the foot of the screen, so the page never shifts. */
export const languageOffer = style({
  ...wrappingRow(`${vars.space.xs} ${vars.space.md}`),
  alignItems: 'center',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceStrong,
  borderTop: `${vars.border.strong} solid ${vars.color.accent}`,
  color: vars.color.text,
});

/** "No, thanks" on the language offer: a plain button the size of the kit's, so the offer loads no kit code. */
export const languageOfferDismiss = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  ...bordered(vars.border.control, vars.color.accent, 'solid', vars.radius.sm),
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
/** A tool page's "Checked … against …" line, set apart from the disclaimer above it. */
export const checkedLine = style({ marginBlockStart: vars.space.lg });

import { style, globalStyle } from '@vanilla-extract/css';
import { vars, media } from '../kit/theme';
import { bordered, noteBox, wrappingRow } from '../kit/theme/styleFragments';

export const article = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  // On a phone the shell's gutter is the only one.
  paddingInline: 0,
  paddingBlockEnd: vars.space.xxl,
  '@media': { [media.medium]: { paddingInline: vars.space.md } },
});

export const readable = style({
  maxWidth: vars.size.measure,
});

// On a phone the title, summary and tool sit closer, and the title and summary a size smaller,
// so a calculator's first fields are on the first screen (issue H7 §2); tests/e2e/five-questions
// measures it at 390 × 844 and 412 × 823.
export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
  '@media': { [media.medium]: { gap: vars.space.md, marginBlock: vars.space.lg } },
});

/**
 * A page's title (h1) and one-sentence summary (p), wrapped together. On a phone the two are set as
 * lines of text in this one block (inline, with a spacer block as tall as the header's gap between
 * them, so they sit exactly where two blocks in the grid did). Chrome measures Largest Contentful
 * Paint per block of text, so the title and summary count as one block, painted with the
 * prerendered page: it stays larger than anything the tool draws later on the first screen (a
 * three- or four-line hint, a tool's introduction). As two smaller blocks after H7, a hint drawn
 * once the tool's code had loaded was the page's LCP (Lighthouse 2.0–2.3 s on /tools/hsa and
 * eleven more routes, budget 1.8 s). The line height of the block itself is 0 so only the title's
 * and summary's own lines set the line heights. From the medium breakpoint up they are two
 * blocks again, in a grid with the header's gap.
 */
export const titleAndSummary = style({
  display: 'block',
  lineHeight: 0,
  '@media': { [media.medium]: { display: 'grid', gap: vars.space.md, lineHeight: vars.font.lineHeight.body } },
});
globalStyle(`${titleAndSummary} > h1, ${titleAndSummary} > p`, {
  display: 'inline',
  '@media': { [media.medium]: { display: 'block' } },
});
globalStyle(`${titleAndSummary} > p`, { lineHeight: vars.font.lineHeight.body });
globalStyle(`${titleAndSummary} > p::before`, {
  content: '""',
  display: 'block',
  height: vars.space.sm,
  '@media': { [media.medium]: { content: 'none' } },
});

export const title = style({
  fontSize: vars.font.size.h2,
  lineHeight: vars.font.lineHeight.heading,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.medium]: { fontSize: vars.font.size.h1 } },
});

export const excerpt = style({
  fontSize: vars.font.size.body,
  margin: 0,
  color: vars.color.text,
  '@media': { [media.medium]: { fontSize: vars.font.size.large } },
});

export const metaList = style({
  ...wrappingRow(`${vars.space.xs} ${vars.space.lg}`),
  color: vars.color.textMuted,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const body = style({
  maxWidth: vars.size.measure,
  marginBlock: vars.space.lg,
});

export const toolSlot = style({
  marginBlock: vars.space.md,
  '@media': { [media.medium]: { marginBlock: vars.space.xl } },
});

/**
 * An article's second tool (its slot's id is "tool-<id>") loads only when the reader nears it, so
 * a reader tabbing down the page can already be on a link below it when its frame grows from the
 * one-screen "Loading the calculator…" line to the whole tool (about 6,000 px on a phone), and
 * again when the tool's scenario panel loads. With the slot across the top of the screen, the
 * browser's scroll anchoring picked the loading line (or the frame) as the anchor, which does not
 * move when the frame grows, so everything below, the focused link with it, was pushed thousands
 * of pixels off the screen (the flaky rmd-calculator Tab test). Kept out of anchor selection, the
 * frame leaves the anchor to what follows it on screen, and the browser keeps that in place.
 * The same holds for a page's own tool: on a slow phone it can still be loading, or its scenario
 * panel still to come, when the reader has tabbed down to the footer (the flaky
 * /tools/social-security Tab test: "Accessibility statement" pushed off the screen).
 */
globalStyle(`${toolSlot} > [data-frame]`, { overflowAnchor: 'none' });

/**
 * Tools render only in the browser, so the prerendered page holds this line in their place. It
 * keeps a screen's height free: every tool is taller than that once drawn (the shortest, the
 * beneficiary tracker, is ~860 px on a phone), so what follows the tool ("Learn more", the footer)
 * starts below the fold before and after it mounts, instead of showing at the bottom of the
 * screen and then jumping away (CLS 0.023 on /tools/hsa, issue G1).
 */
export const toolLoading = style({
  minHeight: '100vh',
});

export const section = style({
  marginBlock: vars.space.xl,
  maxWidth: vars.size.measure,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  ...bordered(vars.border.hairline, vars.color.border),
  padding: vars.space.md,
  background: vars.color.surface,
});

export const cardTitle = style({
  fontSize: vars.font.size.large,
  margin: 0,
  marginBlockEnd: vars.space.xs,
});

export const footer = style({
  borderBlockStart: `${vars.border.hairline} solid ${vars.color.border}`,
  marginBlockStart: vars.space.xxl,
  paddingBlockStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
});

export const comingSoon = style({
  ...bordered(vars.border.control, vars.color.controlBorder, 'dashed'),
  padding: vars.space.lg,
  background: vars.color.neutralSurface,
});

export const progressFixed = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

globalStyle(`${body} h2, ${body} h3`, { scrollMarginTop: vars.space.xxl });

/** A link that stands on its own line (not inside a sentence) gets a full 44 px target. */
export const standaloneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

/** The note on a page whose article is not yet written in the page's language. */
export const translationNotice = style({
  ...noteBox,
  margin: 0,
});

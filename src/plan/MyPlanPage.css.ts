import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../kit/theme';
import { surfaceCard, wrappingRow } from '../kit/theme/styleFragments';

/** The timeline: one date a row, never split across printed pages. */
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const dateItem = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.border.control} solid ${vars.color.accent}`,
  breakInside: 'avoid',
});
export const pastItem = style({ borderInlineStartStyle: 'dashed' });
export const when = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const text = style({ margin: 0 });
export const source = style({ margin: 0, fontSize: vars.font.size.body, color: vars.color.text });

/**
 * A tool's section: results and inputs as term–value pairs. In print it may run on to the next page
 * between its two blocks (results, inputs), never inside one, nor inside a row.
 */
export const toolSection = style({
  ...surfaceCard,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  marginBlock: vars.space.md,
});
/** A section's heading with its list (key results; the inputs), kept together on a printed page. */
export const keepTogether = style({ display: 'grid', gap: vars.space.sm, breakInside: 'avoid' });
export const figures = style({ display: 'grid', gap: vars.space.xs, margin: 0, breakInside: 'avoid' });
export const figureRow = style({
  breakInside: 'avoid',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  justifyContent: 'space-between',
  borderBlockEnd: `${vars.border.hairline} solid ${vars.color.border}`,
});
globalStyle(`${figureRow} > dt`, { fontWeight: vars.font.weight.regular, minWidth: 0, overflowWrap: 'anywhere' });
globalStyle(`${figureRow} > dd`, { margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const actions = style(wrappingRow(vars.space.sm));
export const notDone = style({ display: 'grid', gap: vars.space.sm, paddingInlineStart: vars.space.lg, margin: 0 });
/** A tool not used yet: its link, and on the line below what it is for. */
export const notDoneItem = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs });
export const problem = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.bold });
export const monthFields = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.size.measure });

/**
 * Print: the dates start on the first page, the tools' sections and the questions each start a new
 * page. These long sections flow from page to page (the site's print sheet keeps a section whole, which
 * would push the dates off the first page); what must stay whole (a date, a block of figures, a row)
 * says so itself.
 */
export const printFlow = style({ '@media': { print: { breakInside: 'auto' } } });
/** Print: each tool's section starts a page of its own (its group's heading goes with the first). */
globalStyle(`${toolSection} + ${toolSection}`, { '@media': { print: { breakBefore: 'page' } } });
export const printPageBreak = style({ '@media': { print: { breakBefore: 'page' } } });
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });
globalStyle(`${toolSection}, ${dateItem}`, { '@media': { print: { borderColor: vars.color.text } } });
export const printLarge = style({ '@media': { print: { fontSize: '16pt', lineHeight: 1.5 } } });

/**
 * The plan is built in the browser after the page loads (from this browser's storage): the page
 * holds at least a screen's height from the start, so the footer is not in view while the sections
 * arrive and never jumps down past the reader (Lighthouse measured CLS 0.243 without it).
 */
export const planPage = style({ minHeight: '100vh', '@media': { print: { minHeight: 'auto' } } });

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const answer = style({
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.body,
  marginBlock: vars.space.sm,
  // A keystroke marks the words on show as of older figures at once (a dashed bar beside them) until the new
  // answer arrives; the bar's room is always kept, so nothing moves.
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.border.strong} dashed transparent`,
  selectors: { '&[data-stale]': { borderInlineStartColor: vars.color.textMuted } },
});

export const more = style({
  marginBlockStart: vars.space.lg,
  borderBlockStart: `${vars.border.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
});

export const moreSummary = style({
  cursor: 'pointer',
  minBlockSize: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.link,
  listStyle: 'none',
  ':focus-visible': {
    outline: `${vars.focus.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focus.offset,
  },
  // The open or closed state as a drawn arrow (the browser's own marker goes with display: flex).
  '::before': {
    content: '"▸"',
    display: 'inline-block',
    transition: 'transform 0.15s',
  },
  selectors: {
    [`${more}[open] > &::before`]: { transform: 'rotate(90deg)' },
    '&::-webkit-details-marker': { display: 'none' },
  },
});

export const section = style({ marginBlockStart: vars.space.xl });

export const list = style({
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.font.lineHeight.body,
});

/**
 * The chart with its table (33 rows, 1,500–10,000 px tall) and the table of years (33 rows and more, about
 * 1,000 elements, 6,000–18,000 px as rows stack on a phone) sit far below the fold at every width: the
 * browser lays them out and paints them only as they come near the viewport, so the first answer's drawing
 * is not one long layout of them (docs/performance.md "Addition (plan-tbt)"). Both are formatting contexts
 * of their own already (a flex column, a query container), so containment moves nothing once drawn. The
 * size is remembered once drawn (`auto`), so scrolling back past them moves nothing; the estimate only
 * places what follows them, out of sight, until then. They stay in the page and the accessibility tree:
 * find-in-page and screen readers read them whole. A printout draws them whole, never skipped: a page
 * emulated for print still skipped the last rows of the table of years.
 */
export const drawnNearView = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 6000px',
  '@media': { print: { contentVisibility: 'visible', containIntrinsicBlockSize: 'none' } },
});

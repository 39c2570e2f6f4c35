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
 * The table of years (33 rows and more, about 1,000 elements; 6,000–18,000 px tall as rows stack on a phone)
 * sits far below the fold at every width: the browser lays it out and paints it only as it comes near the
 * viewport, so the first answer's drawing is not one long layout of it (docs/performance.md "Addition
 * (plan-tbt)"). Its size is remembered once drawn (`auto`), so scrolling back past it moves nothing; the
 * estimate only places what follows it (the page's footer) until then. It stays in the page and the
 * accessibility tree: find-in-page, screen readers and printing read it whole.
 */
export const drawnNearView = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 8000px',
});

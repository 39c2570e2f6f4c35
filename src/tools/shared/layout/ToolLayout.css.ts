import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '../../../kit/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start' },
  },
});

export const inputs = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const results = style({
  minWidth: 0,
  display: 'grid',
  gap: vars.space.lg,
});

/** Full width under the inputs and results: the home of tables too wide for a column. */
export const details = style({
  gridColumn: '1 / -1',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.strong} solid ${vars.color.accent}`,
});

/** The scenario panel: full width, after everything else the tool shows. */
export const scenarios = style({
  gridColumn: '1 / -1',
  // Block, not grid: a grid item would grow to the comparison table's width and push the page
  // sideways at 320 px; as a block, the table's own wrapper scrolls instead.
  display: 'block',
  minWidth: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.strong} solid ${vars.color.accent}`,
});

export const detailsHeading = style({ margin: 0, fontSize: vars.font.size.h3, color: vars.color.text });

/** Beside the results on a wide screen, the link is needed only when the form outgrows the window. */
export const seeResults = style({
  '@media': { [media.wide]: { selectors: { '&:not([data-results-far])': { display: 'none' } } } },
});
// The jump link stands alone, not in a sentence, so it needs a full 44 px target (WCAG 2.5.5).
globalStyle(`${seeResults} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
});

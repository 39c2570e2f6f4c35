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

export const seeResults = style({
  '@media': { [media.wide]: { display: 'none' } },
});
// The jump link stands alone, not in a sentence, so it needs a full 44 px target (WCAG 2.5.5).
globalStyle(`${seeResults} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
});

export const fieldset = style({
  border: `${vars.border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  '@media': { [media.medium]: { padding: vars.space.md } },
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  paddingInline: vars.space.xs,
});

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Saved scenario names, each with its Delete button. */
export const savedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const savedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** "Save these to My details", under the inputs. */
export const saveToMyDetails = style({ display: 'grid', gap: vars.space.xs });
export const saveToMyDetailsHint = style({ margin: 0 });

/** A link standing alone beside buttons gets the same 44 px target (WCAG 2.5.5). */
export const standaloneLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget });

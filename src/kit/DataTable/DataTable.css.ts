import { createContainer, createVar, fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { fontSizePx } from '../../../design-tokens';
import { vars } from '../theme/vars.css';
import { rem } from '../theme/units';

/**
 * Box widths (in em of the table's 18 px text) below which a wide table turns into stacked rows.
 * The component picks the first one at least as wide as its columns need. A container query
 * cannot read its width from a variable, so each threshold is its own class; each one only
 * switches `stackedSwitch` on, which keeps them to one short rule apiece.
 */
export const STACK_THRESHOLDS_EM = [
  20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64, 68, 72, 80, 88, 96, 112,
] as const;
export type StackThresholdEm = (typeof STACK_THRESHOLDS_EM)[number];

const tableContainer = createContainer('data-table');

/**
 * The "space toggle": unset (invalid) in the table layout, a single space in the stacked one.
 * Each stacked value below is written `var(stackedSwitch) value`, which is invalid while the
 * switch is off, so every property falls back to its table value.
 */
const stackedSwitch = createVar();
const when = (value: string) => `${stackedSwitch} ${value}`;

const tableDisplay = createVar();
const captionDisplay = createVar();
const groupDisplay = createVar();
const rowDisplay = createVar();
const rowMargin = createVar();
const rowBorder = createVar();
const rowHeaderDisplay = createVar();
const cellDisplay = createVar();
const labelDisplay = createVar();
const headPosition = createVar();
const headSize = createVar();
const headOverflow = createVar();
const headClip = createVar();

export const root = style({
  containerName: tableContainer,
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
  // Tables read at the smallest size of the type scale (18 px) on every screen: one more column
  // fits, and nothing is ever smaller than the house minimum.
  fontSize: rem(fontSizePx.body),
  '@media': { print: { overflow: 'visible' } },
});

export const table = style({
  vars: {
    [tableDisplay]: when('block'),
    [captionDisplay]: when('block'),
    [groupDisplay]: when('block'),
    [rowDisplay]: when('grid'),
    [rowMargin]: when(vars.space.sm),
    [rowBorder]: when(`${vars.border.hairline} solid ${vars.color.border}`),
    [rowHeaderDisplay]: when('block'),
    [cellDisplay]: when('flex'),
    [labelDisplay]: when('block'),
    [headPosition]: when('absolute'),
    [headSize]: when('1px'),
    [headOverflow]: when('hidden'),
    [headClip]: when('inset(50%)'),
  },
  display: fallbackVar(tableDisplay, 'table'),
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.heading,
  // A table longer than a page continues on the next one; its rows do not split.
  '@media': { print: { breakInside: 'auto' } },
});

export const caption = style({
  display: fallbackVar(captionDisplay, 'table-caption'),
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlock: vars.space.xs,
  captionSide: 'top',
  lineHeight: vars.font.lineHeight.body,
});

// In the stacked layout the column headings are only visually hidden: screen readers still use
// them to name every cell.
globalStyle(`${table} > thead`, {
  position: fallbackVar(headPosition, 'static') as 'static',
  width: fallbackVar(headSize, 'auto'),
  height: fallbackVar(headSize, 'auto'),
  overflow: fallbackVar(headOverflow, 'visible'),
  clipPath: fallbackVar(headClip, 'none'),
});
globalStyle(`${table} > tbody`, { display: fallbackVar(groupDisplay, 'table-row-group') });
globalStyle(`${table} > tfoot`, { display: fallbackVar(groupDisplay, 'table-footer-group') });

globalStyle(`${table} > tbody > tr, ${table} > tfoot > tr`, {
  display: fallbackVar(rowDisplay, 'table-row'),
  // Stacked, one value per line on a phone; on a wide screen a row's values share lines.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16em), 1fr))',
  columnGap: vars.space.lg,
  marginBlockEnd: fallbackVar(rowMargin, '0'),
  border: fallbackVar(rowBorder, 'none'),
  '@media': { print: { breakInside: 'avoid' } },
});

const cell = {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  verticalAlign: 'top',
  textAlign: 'start',
  // Headings wrap between words; a word longer than its column (rare) breaks rather than sticks
  // out. break-word, not anywhere: the table still sizes its columns to whole words.
  overflowWrap: 'break-word',
} as const;

export const columnHeader = style({
  ...cell,
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.surfaceStrong,
  verticalAlign: 'bottom',
});

export const rowHeader = style({
  ...cell,
  display: fallbackVar(rowHeaderDisplay, 'table-cell'),
  gridColumn: '1 / -1',
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.surface,
});

export const dataCell = style({
  ...cell,
  display: fallbackVar(cellDisplay, 'table-cell'),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
});

// Figures line up on the right, and so do their column headings.
export const numeric = style({ textAlign: 'end', fontFamily: vars.font.family.numeric });
// A figure never breaks across lines: "$1,2 / 30" misreads. A table that cannot fit its figures
// stacks instead (see stackBelow).
globalStyle(`td${numeric}`, { whiteSpace: 'nowrap' });

/**
 * Tables of two columns or fewer never stack: on the narrowest screens their headings and words
 * wrap between words only. A word breaks only when it alone is wider than the whole box, and
 * `break-word` (unlike `anywhere`) leaves each column at least as wide as its longest word.
 */
export const fitByWrapping = style({});
globalStyle(`${fitByWrapping} th, ${fitByWrapping} td:not(${numeric})`, {
  overflowWrap: 'break-word',
  hyphens: 'manual',
});

export const totalRow = style({});
globalStyle(`${totalRow} > th, ${totalRow} > td`, {
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.surfaceStrong,
  borderTop: `${vars.border.control} solid ${vars.color.border}`,
});

/** The column heading repeated in front of each value: shown only in the stacked layout. */
export const cellLabel = style({
  display: fallbackVar(labelDisplay, 'none'),
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  // A numeric cell is nowrap; its stacked label still wraps between words to fit a phone.
  whiteSpace: 'normal',
});
export const cellValue = style({ marginInlineStart: 'auto', textAlign: 'end' });

/** Always stacked, whatever the width (stories, and tables that never suit columns). */
export const stacked = style({});
globalStyle(`${stacked} > ${table}`, { vars: { [stackedSwitch]: ' ' } });

/** Stacked only while the table's box is narrower than the threshold. */
export const stackBelow = styleVariants(
  Object.fromEntries(STACK_THRESHOLDS_EM.map((em) => [em, {}])) as Record<StackThresholdEm, object>,
);
for (const em of STACK_THRESHOLDS_EM) {
  globalStyle(`${stackBelow[em]} > ${table}`, {
    '@container': { [`${tableContainer} (max-width: ${em}em)`]: { vars: { [stackedSwitch]: ' ' } } },
  });
}

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';
import { controlFrame, focusRing } from '../../kit/theme/styleFragments';

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

const cardBase = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderStyle: 'solid',
  borderColor: vars.color.controlBorder,
  borderWidth: vars.border.hairline,
  borderInlineStartWidth: vars.border.strong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

/** Priority shows as the left edge colour and line style, and always in words too. */
export const card = styleVariants({
  none: [cardBase],
  high: [cardBase, { borderInlineStartColor: vars.color.critical, borderInlineStartStyle: 'solid' }],
  medium: [cardBase, { borderInlineStartColor: vars.color.warning, borderInlineStartStyle: 'dashed' }],
  low: [cardBase, { borderInlineStartColor: vars.color.success, borderInlineStartStyle: 'dotted' }],
});

// The left edge keeps the priority colour; the other sides turn to the accent when chosen.
export const selectedCard = style({
  backgroundColor: vars.color.surfaceStrong,
  borderBlockColor: vars.color.accent,
  borderInlineEndColor: vars.color.accent,
});

// The toggle's hit area is stretched over the whole card, so a click anywhere on it toggles;
// the priority field sits above that layer so using it never toggles.
export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.font.size.body,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
  },
});

export const tick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  fontWeight: vars.font.weight.bold,
});

export const tickOn = style({
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  borderColor: vars.color.accent,
});

export const itemName = style({ fontWeight: vars.font.weight.bold, display: 'block' });
export const itemLine = style({ display: 'block', color: vars.color.textMuted });
export const itemCost = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const description = style({ margin: 0, color: vars.color.textMuted });

export const priorityField = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});
export const priorityLabel = style({ fontWeight: vars.font.weight.bold });

export const select = style({
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.body,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  ...controlFrame,
  maxWidth: '100%',
});

export const budgetMessage = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const hint = style({ margin: 0 });

export const phaseList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const phase = style({
  borderInlineStart: `${vars.border.strong} solid ${vars.color.controlBorder}`,
  paddingInlineStart: vars.space.sm,
  display: 'grid',
  gap: vars.space.xxs,
});
export const phaseHeading = style({ margin: 0, fontSize: vars.font.size.body });
export const sectionHeading = style({ marginBlock: `0 ${vars.space.xs}`, fontSize: vars.font.size.h4 });
export const plain = style({ margin: 0 });
export const itemsList = style({ margin: 0, paddingInlineStart: vars.space.lg });

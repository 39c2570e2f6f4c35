import { vars } from './vars.css';

/*
 * Pieces of style several components share, spread into their own style() so a shared look is
 * written once. Plain objects, not classes: each component keeps its own class, and its CSS is
 * the same as when the piece was written out in it.
 */

/** A text control's frame: the page's text on its background, inside a control-width border. */
export const controlFrame = {
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
} as const;

/** The focus ring: the focus colour's outline, set off from the element (the page's `:focus-visible` look). */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focus.offset,
} as const;

/** Something to press or follow: at least a touch target tall, its content centred on one line. */
export const touchRow = { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget } as const;

/**
 * A choice's line: a flex row at least a touch target tall, its parts `gap` apart (a checkbox beside its
 * words, a select's button and each of its options).
 */
export const choiceLine = (alignItems: 'center' | 'flex-start', gap: string) =>
  ({ display: 'flex', alignItems, gap, minHeight: vars.size.touchTarget }) as const;

/** A card: the surface colour inside a hairline border, rounded and padded (article cards, My plan's sections). */
export const surfaceCard = {
  border: `${vars.border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
} as const;

/** A note set apart from the page: text on the neutral surface in a control-width border (a disclaimer). */
export const noteBox = {
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.neutralSurface,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
} as const;

/** A badge's pill: bold words in a rounded pill with a control-width border (its tone colours it). */
export const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.control} solid`,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.body,
} as const;

/** A badge's tone: text in `color` on `backgroundColor`, in a border of `borderColor` (else the text's). */
export const tone = (color: string, backgroundColor: string, borderColor: string = color) => ({
  color,
  backgroundColor,
  borderColor,
});

/** A list as a wrapping row with this gap: no bullets, no indent, no outer margin. */
export const wrappingRow = (gap: string) =>
  ({ display: 'flex', flexWrap: 'wrap', gap, listStyle: 'none', margin: 0, padding: 0 }) as const;

/** A box with a border of this width and colour (solid unless `line` says) and rounded corners. */
export const bordered = (
  width: string,
  colour: string,
  line: 'solid' | 'dashed' = 'solid',
  radius: string = vars.radius.md,
) => ({ border: `${width} ${line} ${colour}`, borderRadius: radius });

/** Hidden on screen, still read by screen readers (the GOV.UK / Radix technique). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A typed answer's box: a touch target tall, the column's width, large type in its frame; dashed when disabled. */
export const controlBox = {
  minHeight: vars.size.touchTarget,
  width: '100%',
  minWidth: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...controlFrame,
  selectors: {
    '&:disabled': { borderStyle: 'dashed', cursor: 'not-allowed' },
  },
} as const;

/** The `invalid` variant of a typed answer's box: a thick border in the error colour. */
export const invalidControl = {
  true: { borderColor: vars.color.critical, borderWidth: vars.border.strong },
  false: {},
} as const;

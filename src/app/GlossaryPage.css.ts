import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../kit/theme';
import { focusRing } from '../kit/theme/styleFragments';

export const list = style({ maxWidth: vars.size.measure, margin: 0, display: 'grid', gap: vars.space.lg });
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.hairline} solid ${vars.color.border}`,
  // A jump to /glossary#term leaves the term clear of the top edge.
  scrollMarginTop: vars.space.lg,
});
globalStyle(`${entry}:target`, focusRing);
export const term = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});
export const definition = style({ margin: 0 });
export const source = style({ margin: 0, fontSize: vars.font.size.body, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../kit/theme';
import { controlFrame, touchRow, wrappingRow } from '../kit/theme/styleFragments';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: vars.size.measure,
});
export const field = style({ flex: '1 1 14rem', minWidth: 0 });
export const input = style({
  ...controlFrame,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.body,
});
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.measure,
});
export const result = style({ display: 'grid', gap: vars.space.xs });
export const resultTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.heading,
});
export const resultLink = style({ ...touchRow, color: vars.color.link, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const snippet = style({ margin: 0, overflowWrap: 'anywhere' });
/** A matched word: marked by the element, bold as well so it does not rely on colour. */
export const mark = style({ fontWeight: vars.font.weight.bold, color: 'inherit' });
export const message = style({ maxWidth: vars.size.measure, overflowWrap: 'anywhere' });
export const suggestions = style(wrappingRow(vars.space.sm));

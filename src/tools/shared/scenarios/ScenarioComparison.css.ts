import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

export const wrap = style({ overflowX: 'auto', maxWidth: '100%', marginBlockEnd: vars.space.lg });
export const table = style({ borderCollapse: 'collapse', width: '100%' });
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  paddingBlockEnd: vars.space.xs,
});
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  verticalAlign: 'top',
});
export const head = style([cell, { fontWeight: vars.font.weight.bold, backgroundColor: vars.color.surfaceStrong }]);
export const num = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
// A differing row is marked in words ("Differs") and in weight, never by colour alone.
export const differs = style({ fontWeight: vars.font.weight.bold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.bold, paddingBlockEnd: vars.space.xs });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  verticalAlign: 'top',
});

export const head = style([cell, { fontWeight: vars.font.weight.bold, backgroundColor: vars.color.surfaceStrong }]);

// Figures line up on the right so columns of dollars can be compared at a glance.
export const num = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

// Matches the kit Chart's data table so the two tables on this tool read alike.
const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  verticalAlign: 'top',
} as const;

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.bold, paddingBlock: vars.space.xs, captionSide: 'top' });
export const th = style({ ...cell, textAlign: 'start', fontWeight: vars.font.weight.bold });
export const numericTh = style({ ...cell, textAlign: 'end', fontWeight: vars.font.weight.bold });
export const td = style({ ...cell, textAlign: 'end', fontFamily: vars.font.family.numeric, fontVariantNumeric: 'tabular-nums' });
export const totalRow = style({ backgroundColor: vars.color.surfaceStrong });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

// Set apart from the figures it changes, so it reads as a choice about them, not one of them.
export const box = style({
  borderBlock: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  paddingBlockStart: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

// A quiet line under the tool: it says where the figures live, and offers to delete them.
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  marginBlock: vars.space.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

export const tools = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.size.measure,
});
export const tool = style({
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  paddingBlockEnd: vars.space.sm,
});
export const toolLink = style({ fontWeight: vars.font.weight.bold });
export const fields = style({ margin: 0, marginBlockStart: vars.space.xs, paddingInlineStart: vars.space.md });

import { style } from '@vanilla-extract/css';
import { vars, media } from '../../../kit/theme';

// The frame of a group of inputs and the row of buttons under it: the form (Fieldset), the scenario
// panel and the tools that draw their own rows all use them.

export const fieldset = style({
  border: `${vars.border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  '@media': { [media.medium]: { padding: vars.space.md } },
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  paddingInline: vars.space.xs,
});

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';
import { pill } from '../../../kit/theme/styleFragments';

/** "Example" before a field's hint while it still holds the tool's example figure (H7). */
export const exampleTag = style({
  ...pill,
  paddingBlock: 0,
  marginInlineEnd: vars.space.xs,
  color: vars.color.text,
  borderColor: vars.color.controlBorder,
  backgroundColor: vars.color.surface,
});

/** The line opening results worked out from example figures only. */
export const exampleNote = style({ margin: 0, fontWeight: vars.font.weight.bold });

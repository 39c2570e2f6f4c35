import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { media } from '../theme/themes.css';

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // On a phone the results are flush with the frame's content: a rule above and the heading
  // mark where they start, and the figures get the width a box's border and padding would take.
  paddingBlockStart: vars.space.md,
  borderTop: `${vars.border.strong} solid ${vars.color.accent}`,
  '@media': {
    [media.medium]: {
      padding: vars.space.lg,
      backgroundColor: vars.color.background,
      border: `${vars.border.control} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.h3, color: vars.color.text });

export const empty = style({ margin: 0, color: vars.color.textMuted });

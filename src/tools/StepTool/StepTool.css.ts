import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

/** Step parts (counter, questions, results, guidance, buttons) stacked with even space between them. */
export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const heading = style({ margin: 0 });

export const guidance = style({
  borderLeft: `${vars.border.strong} solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
});

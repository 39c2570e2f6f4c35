import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.xs,
  zIndex: 1000,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.background,
  color: vars.color.link,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  border: `${vars.border.strong} solid ${vars.color.focus}`,
  borderRadius: vars.radius.md,
  textDecoration: 'underline',
  // Moved off screen rather than hidden, so it is still the first Tab stop.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
  '@media': {
    print: { display: 'none' },
  },
});

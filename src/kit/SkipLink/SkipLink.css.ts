import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
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
  // Moved off screen rather than hidden, so it is still the first Tab stop. When focused it
  // joins the page flow above the header (GOV.UK style) instead of covering the site name.
  transform: 'translateY(-300%)',
  selectors: {
    '&:focus, &:focus-visible': { position: 'static', transform: 'none', margin: vars.space.xs },
  },
  '@media': {
    print: { display: 'none' },
  },
});

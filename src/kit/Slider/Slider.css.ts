import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/styleFragments';

export const root = style({ marginBottom: vars.space.lg, minWidth: 0 });

export const twin = style({ marginBottom: 0 });

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  userSelect: 'none',
  touchAction: 'none',
  width: '100%',
  // The track area is as tall as a touch target so the whole strip is easy to grab.
  height: vars.size.touchTarget,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space.xs,
  backgroundColor: vars.color.background,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.pill,
  boxSizing: 'content-box',
});

export const range = style({
  position: 'absolute',
  height: '100%',
  backgroundColor: vars.color.accent,
  borderRadius: vars.radius.pill,
});

export const thumb = style({
  display: 'block',
  position: 'relative',
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  backgroundColor: vars.color.accent,
  border: `${vars.border.strong} solid ${vars.color.background}`,
  boxShadow: `0 0 0 ${vars.border.control} ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { backgroundColor: vars.color.accentHover },
    // Invisible halo: the visible thumb is smaller, but the target is a full 44 × 44 px.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: `calc((${vars.size.sliderThumb} - ${vars.size.touchTarget}) / 2 - ${vars.border.strong})`,
      borderRadius: vars.radius.pill,
    },
  },
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.body,
});

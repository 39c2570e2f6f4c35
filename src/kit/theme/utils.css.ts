import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { wrappingRow } from './styleFragments';

/** Hidden on screen, still read by screen readers (the GOV.UK / Radix technique). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A bare list laid out as a wrapping row (tags, step dots): no bullets, no indent. */
export const wrappingList = style(wrappingRow(vars.space.xs));

/** The status tones a badge can take: text and border in the tone's colour on its pale surface. */
export const statusTones = {
  success: { color: vars.color.success, backgroundColor: vars.color.successSurface, borderColor: vars.color.success },
  warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning },
  critical: {
    color: vars.color.critical,
    backgroundColor: vars.color.criticalSurface,
    borderColor: vars.color.critical,
  },
};

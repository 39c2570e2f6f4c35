import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { tone, visuallyHiddenRules, wrappingRow } from './styleFragments';

/** Hidden on screen, still read by screen readers (the GOV.UK / Radix technique). */
export const visuallyHidden = style(visuallyHiddenRules);

/** A bare list laid out as a wrapping row (tags, step dots): no bullets, no indent. */
export const wrappingList = style(wrappingRow(vars.space.xs));

/** The status tones a badge can take: text and border in the tone's colour on its pale surface. */
export const statusTones = {
  success: tone(vars.color.success, vars.color.successSurface),
  warning: tone(vars.color.warning, vars.color.warningSurface),
  critical: tone(vars.color.critical, vars.color.criticalSurface),
};

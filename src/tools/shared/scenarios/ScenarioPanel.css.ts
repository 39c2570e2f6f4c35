import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

/** Saved scenario names, each with its Delete button. */
export const savedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const savedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A link standing alone beside buttons gets the same 44 px target (WCAG 2.5.5). */
export const standaloneLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget });

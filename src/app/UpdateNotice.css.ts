import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../kit/theme';

/** The notice's measured height, so the end of the page can still scroll clear of it. */
export const noticeHeight = createVar();

/** On <html> while the notice is shown. */
export const withNotice = style({
  vars: { [noticeHeight]: '0px' },
  // A control that receives focus is scrolled into view above the notice, never under it (WCAG 2.4.11).
  scrollPaddingBottom: noticeHeight,
});
globalStyle(`${withNotice} body`, { paddingBottom: noticeHeight });

export const notice = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.surfaceStrong,
  color: vars.color.text,
  borderTop: `${vars.border.control} solid ${vars.color.controlBorder}`,
  '@media': { print: { display: 'none' } },
});

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  maxWidth: '72rem',
  marginInline: 'auto',
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

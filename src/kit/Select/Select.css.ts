import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { choiceLine } from '../theme/styleFragments';

export const trigger = style({
  ...choiceLine('center', vars.space.sm),
  justifyContent: 'space-between',
  width: '100%',
  maxWidth: '30em',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'left',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.border.strong },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': { borderStyle: 'dashed', cursor: 'not-allowed' },
  },
});

export const icon = style({ flexShrink: 0, width: '1em', height: '1em' });

export const content = style({
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  zIndex: 50,
  minWidth: 'var(--radix-select-trigger-width)',
  // Never wider than the room beside the trigger: a long option wraps instead of running off a
  // 320 px screen, where the list used to cut it short.
  maxWidth: 'min(var(--radix-select-content-available-width), calc(100vw - 16px))',
  maxHeight: 'var(--radix-select-content-available-height)',
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  ...choiceLine('center', vars.space.xs),
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.large,
  color: vars.color.text,
  overflowWrap: 'break-word',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.focus.width} * -1)`,
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({ width: '1em', display: 'inline-flex', justifyContent: 'center' });

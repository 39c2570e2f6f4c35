import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import * as field from '../Field/Field.css';

export const group = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    marginBottom: vars.space.lg,
    padding: 0,
    border: 0,
    minWidth: 0,
  },
  variants: {
    invalid: {
      true: { borderLeft: `${vars.border.strong} solid ${vars.color.critical}`, paddingLeft: vars.space.md },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

// A legend does not take part in the fieldset's flex layout; floated with full width, it does.
export const legend = style([field.label, { float: 'left', width: '100%', padding: 0, marginBottom: vars.space.xs }]);

export const requiredMark = field.requiredMark;
export const hint = style([field.hint, { clear: 'both' }]);
export const error = style([field.error, { clear: 'both' }]);
export const notice = style([field.notice, { clear: 'both' }]);

export const options = style({ clear: 'both', display: 'grid', gap: vars.space.xxs });

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const input = style({
  flexShrink: 0,
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  // Centred on the first line of its label, whose box is at least 44 px tall.
  marginBlock: `calc((${vars.size.touchTarget} - ${vars.size.checkbox}) / 2)`,
  marginInline: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const optionLabel = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxs,
  fontSize: vars.font.size.body,
  color: vars.color.text,
  overflowWrap: 'break-word',
  cursor: 'pointer',
});

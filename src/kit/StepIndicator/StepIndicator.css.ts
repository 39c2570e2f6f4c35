import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { wrappingList } from '../theme/utils.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const counter = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const dots = wrappingList;

export const dotItem = style({ display: 'inline-flex' });

// Shape, fill and the tick tell the three states apart without relying on colour.
export const dot = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.lg,
    height: vars.space.lg,
    borderRadius: vars.radius.pill,
    border: `${vars.border.control} solid ${vars.color.controlBorder}`,
    fontSize: vars.font.size.body,
    lineHeight: 1,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    state: {
      complete: { backgroundColor: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
      current: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.accent,
        borderWidth: vars.border.strong,
        outline: `${vars.border.control} solid ${vars.color.accent}`,
        outlineOffset: vars.border.control,
      },
      upcoming: { backgroundColor: vars.color.background },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { controlBox, invalidControl } from '../theme/styleFragments';

export const field = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.lg, minWidth: 0 },
  variants: {
    invalid: {
      true: {
        borderLeft: `${vars.border.strong} solid ${vars.color.critical}`,
        paddingLeft: vars.space.md,
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const label = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.body,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.heading,
});

export const requiredMark = style({ color: vars.color.critical, marginLeft: vars.space.xxs });

export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.body });

export const error = style({
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});

export const notice = style({
  color: vars.color.warning,
  backgroundColor: vars.color.warningSurface,
  borderLeft: `${vars.border.strong} solid ${vars.color.warning}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  // Kept in the accessibility tree when empty (display:none would stop it announcing).
  selectors: { '&:empty': { padding: 0, borderLeftWidth: 0, marginTop: `calc(${vars.space.xs} * -1)` } },
});

/** Shared look for every text-like control, so inputs and selects line up. */
export const control = recipe({
  base: { ...controlBox, fontFamily: vars.font.family.numeric },
  variants: { invalid: invalidControl },
  defaultVariants: { invalid: false },
});

/** Wraps an input with a visible prefix ("$") or suffix ("%", "years"). */
export const affixGroup = style({
  display: 'flex',
  alignItems: 'stretch',
  maxWidth: '100%',
  width: '16em',
});

export const affix = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceStrong,
  border: `${vars.border.control} solid ${vars.color.controlBorder}`,
  whiteSpace: 'nowrap',
});

export const prefix = style([affix, { borderRight: 0, borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` }]);
export const suffix = style([affix, { borderLeft: 0, borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0` }]);
export const withPrefix = style({ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 });
export const withSuffix = style({ borderTopRightRadius: 0, borderBottomRightRadius: 0 });

import { style } from '@vanilla-extract/css';
import { media, vars } from '../../kit/theme';
import { bordered, controlFrame } from '../../kit/theme/styleFragments';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0 });
export const plain = style({ margin: 0 });

export const form = style({
  display: 'grid',
  maxWidth: '44rem',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

/** The account-type choice (a native select): the same look as the kit's TextInput, so every field lines up. */
export const input = style({
  boxSizing: 'border-box',
  minHeight: vars.size.touchTarget,
  width: '100%',
  minWidth: 0,
  fontSize: vars.font.size.large,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.tight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...controlFrame,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.border.strong },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...bordered(vars.border.hairline, vars.color.controlBorder),
  backgroundColor: vars.color.background,
  minWidth: 0,
});

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, overflowWrap: 'break-word' });

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  // Side by side only when there is room; on a phone each label sits above its value.
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 10em) minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: vars.font.weight.bold });
export const definition = style({ margin: 0, overflowWrap: 'break-word' });

export const fileInput = style({ fontSize: vars.font.size.body, maxWidth: '100%', minHeight: vars.size.touchTarget });
export const error = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.bold });

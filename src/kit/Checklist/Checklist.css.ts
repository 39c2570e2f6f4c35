import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { bordered, controlFrame } from '../theme/styleFragments';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const filterField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const filterLabel = style({ fontWeight: vars.font.weight.bold });

export const select = style({
  minHeight: vars.size.touchTarget,
  minWidth: '12rem',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  ...controlFrame,
  fontSize: vars.font.size.body,
});

const box = {
  flex: 'none',
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
} as const;

export const filterCheckLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const filterCheckbox = style(box);

export const status = style({ margin: 0, color: vars.color.textMuted });

export const emptyMessage = style({
  margin: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.neutralSurface,
  borderRadius: vars.radius.md,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

// Priority is said in words; the thick edge and bold weight repeat it without relying on hue.
export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    ...bordered(vars.border.control, vars.color.border),
    borderInlineStartWidth: vars.border.strong,
    backgroundColor: vars.color.background,
  },
  variants: {
    priority: {
      high: { borderInlineStartColor: vars.color.critical, borderInlineStartStyle: 'solid' },
      medium: { borderInlineStartColor: vars.color.warning, borderInlineStartStyle: 'dashed' },
      other: { borderInlineStartColor: vars.color.controlBorder, borderInlineStartStyle: 'dotted' },
    },
    completed: {
      true: { backgroundColor: vars.color.surface },
      false: {},
    },
  },
});

export const itemHeader = style({ display: 'flex', alignItems: 'flex-start' });

// The whole row is the click target, comfortably over 44 × 44.
export const itemLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxs,
  width: '100%',
  cursor: 'pointer',
});

export const checkbox = style(box);

export const itemTitle = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
});

export const priorityTag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    border: `${vars.border.control} solid`,
  },
  variants: {
    priority: {
      high: {
        color: vars.color.critical,
        backgroundColor: vars.color.criticalSurface,
        borderColor: vars.color.critical,
        fontWeight: vars.font.weight.bold,
      },
      medium: {
        color: vars.color.warning,
        backgroundColor: vars.color.warningSurface,
        borderColor: vars.color.warning,
        borderStyle: 'dashed',
      },
      other: {
        color: vars.color.text,
        backgroundColor: vars.color.neutralSurface,
        borderColor: vars.color.border,
        borderStyle: 'dotted',
      },
    },
  },
});

export const notesField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const notesLabel = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.body });

export const notesInput = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.xs,
  ...controlFrame,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.body,
  resize: 'vertical',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  border: `${vars.border.control} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  marginTop: vars.space.lg,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.body });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  color: vars.color.link,
  backgroundColor: 'transparent',
  border: 0,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: vars.color.linkHover, backgroundColor: vars.color.surface } },
});

export const chevron = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { '[data-state="open"] > &': { transform: 'rotate(90deg)' } },
});

export const content = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const subheading = style({
  fontSize: vars.font.size.body,
  marginTop: vars.space.md,
  marginBottom: vars.space.xs,
});

export const formulas = style({ margin: 0, paddingLeft: vars.space.lg });

export const formula = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '& + &': { marginTop: vars.space.xs } },
});

export const assumptions = style({ margin: 0 });

export const assumption = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
});

export const term = style({ flex: '1 1 12em' });
export const value = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const source = style({ margin: 0, flexBasis: '100%', color: vars.color.textMuted });

export const taxYear = style({ marginTop: vars.space.md, marginBottom: 0 });

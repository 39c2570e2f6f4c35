import { style } from '@vanilla-extract/css';
import { vars, media } from '../../kit/theme';

export const help = style({ margin: 0 });

// One box a year: a single column on a phone, as many 14em columns as fit on a wider screen.
export const years = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14em, 1fr))' } },
});

export const problems = style({ display: 'grid', gap: vars.space.xs });

export const subheading = style({ fontSize: vars.font.size.large, marginBlock: `${vars.space.lg} ${vars.space.xs}` });

export const steps = style({ display: 'grid', gap: vars.space.xs });

export const use = style({
  marginBlock: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlock: `${vars.border.hairline} solid ${vars.color.border}`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

// The lists and buttons below the calculator sit apart from it and from each other.
export const extras = style({ display: 'grid', gap: vars.space.lg, marginBlockStart: vars.space.xl });

// The direct answer (the largest conversions that stay inside the limits) reads first, in bold.
export const headroom = style({ fontWeight: vars.font.weight.bold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const why = style({ paddingInlineStart: vars.space.lg, marginBlock: vars.space.md });

export const problems = style({ display: 'block' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const heading = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../kit/theme';

export const info = style({ marginBlockStart: vars.space.xl });

// Two short columns read best close together rather than stretched across a wide screen.
export const narrowTable = style({ maxWidth: '30em' });

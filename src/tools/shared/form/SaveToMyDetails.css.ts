import { style } from '@vanilla-extract/css';
import { vars } from '../../../kit/theme';

/** "Save these to My details", under the inputs. */
export const saveToMyDetails = style({ display: 'grid', gap: vars.space.xs });
export const saveToMyDetailsHint = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '../kit/theme/vars.css';

// The page's own body size (at least 18 px) and text colour: a footnote that every reader must be able to read.
export const line = style({ margin: 0, color: vars.color.text });

export const lead = style({ fontWeight: vars.font.weight.bold });

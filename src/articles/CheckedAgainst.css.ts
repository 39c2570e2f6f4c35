import { style } from '@vanilla-extract/css';
import { vars } from '../kit/theme/vars.css';

// The page's own body size (at least 18 px) and text colour: a footnote that every reader must be able to read.
// No margin of its own: the page around it spaces it (the article footer's grid, the tool page's checkedLine).
export const line = style({ color: vars.color.text });

export const lead = style({ fontWeight: vars.font.weight.bold });

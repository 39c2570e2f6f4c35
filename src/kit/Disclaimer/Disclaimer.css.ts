import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { noteBox } from '../theme/styleFragments';

export const root = style({
  ...noteBox,
  marginTop: vars.space.lg,
});

export const lead = style({ fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0 });

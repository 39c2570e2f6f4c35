import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import {
  borderWidthPx,
  breakpointsPx,
  defaultFrame,
  focusRing,
  fontFamily,
  fontSizePx,
  fontWeight,
  frameColors,
  lineHeight,
  measureCh,
  radiiPx,
  spacingPx,
  touchTarget,
  type FrameName,
} from '../../../design-tokens';
import { vars } from './vars.css';
import { rem } from './units';

const mapRem = <K extends string>(o: Readonly<Record<K, number>>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, rem(v as number)])) as Record<K, string>;

/** Media queries in em so they respond to text zoom as well as window width. */
export const media = {
  medium: `screen and (min-width: ${breakpointsPx.medium / 16}em)`,
  wide: `screen and (min-width: ${breakpointsPx.wide / 16}em)`,
} as const;

// Root theme: applied to :root so every page has the default (blue) frame's roles and all sizes.
createGlobalTheme(':root', vars, {
  color: { ...frameColors[defaultFrame] },
  font: {
    family: { ...fontFamily },
    size: mapRem(fontSizePx),
    lineHeight: Object.fromEntries(Object.entries(lineHeight).map(([k, v]) => [k, String(v)])) as Record<
      keyof typeof lineHeight,
      string
    >,
    weight: { regular: String(fontWeight.regular), bold: String(fontWeight.bold) },
  },
  space: mapRem(spacingPx),
  radius: { ...mapRem(radiiPx), pill: '9999px' },
  border: Object.fromEntries(Object.entries(borderWidthPx).map(([k, v]) => [k, `${v}px`])) as Record<
    keyof typeof borderWidthPx,
    string
  >,
  focus: { width: `${focusRing.widthPx}px`, offset: `${focusRing.offsetPx}px` },
  size: {
    touchTarget: rem(touchTarget.minPx),
    checkbox: rem(touchTarget.checkboxPx),
    sliderThumb: rem(touchTarget.sliderThumbPx),
    measure: `${measureCh}ch`,
  },
});

// Wider screens read body text at 20 px.
globalStyle(':root', {
  '@media': { [media.wide]: { vars: { [vars.font.size.body]: vars.font.size.bodyWide } } },
});

/** One class per frame: it swaps only the colour roles behind the contract. */
export const frameThemes: Readonly<Record<FrameName, string>> = {
  blue: createTheme(vars.color, { ...frameColors.blue }, 'frame-blue'),
  green: createTheme(vars.color, { ...frameColors.green }, 'frame-green'),
  purple: createTheme(vars.color, { ...frameColors.purple }, 'frame-purple'),
  orange: createTheme(vars.color, { ...frameColors.orange }, 'frame-orange'),
};

import { createThemeContract } from '@vanilla-extract/css';
import {
  borderWidthPx,
  fontSizePx,
  lineHeight,
  radiiPx,
  roleNames,
  spacingPx,
  type Role,
} from '../../../design-tokens';

function nulls<K extends string>(keys: readonly K[]): Record<K, null> {
  return Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
}
const keysOf = <T extends object>(o: T) => Object.keys(o) as Array<keyof T & string>;

/** The theme contract: every value a component may use. Frames swap only `color`. */
export const vars = createThemeContract({
  color: nulls<Role>(roleNames),
  font: {
    family: { body: null, numeric: null },
    size: nulls(keysOf(fontSizePx)),
    lineHeight: nulls(keysOf(lineHeight)),
    weight: { regular: null, bold: null },
  },
  space: nulls(keysOf(spacingPx)),
  radius: nulls(keysOf(radiiPx)),
  border: nulls(keysOf(borderWidthPx)),
  focus: { width: null, offset: null },
  size: { touchTarget: null, checkbox: null, sliderThumb: null, measure: null },
});

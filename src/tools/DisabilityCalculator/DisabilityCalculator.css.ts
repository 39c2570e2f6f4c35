import { style } from '@vanilla-extract/css';

/**
 * The kit Slider's root is a grid item without `min-width: 0`, so inside a Fieldset (a grid) its 16em
 * typed twin set a min-content width that overflowed a 320px screen. This wrapper lets it shrink.
 */
export const sliderWrap = style({ minWidth: 0 });

/** px → rem, so every size follows the visitor's chosen text size. */
export const rem = (px: number) => (px === 0 ? '0' : `${px / 16}rem`);

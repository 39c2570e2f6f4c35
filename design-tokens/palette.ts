/**
 * System palette (tier 1, after USWDS): colour families with numeric grades.
 * Grade 5 is nearly white, 90 nearly black; grades are roughly perceptual, so any
 * grade ≥ 70 on any grade ≤ 10 clears 7:1 (proved by contrast.test.ts through the frames).
 * Components never read this file: they use semantic roles via the theme contract.
 */
export const grades = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
export type Grade = (typeof grades)[number];
export type ColorScale = Readonly<Record<Grade, string>>;

export const neutral = {
  0: '#ffffff',
  5: '#f3f4f5',
  10: '#e6e8ea',
  20: '#c7cbcf',
  30: '#a9aeb3',
  40: '#8c9197',
  50: '#6f757b',
  60: '#565c62',
  70: '#3f454b',
  80: '#2a2f34',
  90: '#171a1d',
  100: '#000000',
} as const;

export const blue: ColorScale = {
  5: '#eef5fb',
  10: '#dbeaf7',
  20: '#b3d2ee',
  30: '#80b3e0',
  40: '#4d92cf',
  50: '#2672b8',
  60: '#0b5a9e',
  70: '#0a4781',
  80: '#0b3461',
  90: '#0a2140',
};

export const green: ColorScale = {
  5: '#eef7f0',
  10: '#d9eedf',
  20: '#b0dcbc',
  30: '#7fc493',
  40: '#4ea86b',
  50: '#2b8a4c',
  60: '#1b6e3a',
  70: '#15572e',
  80: '#104222',
  90: '#0a2b16',
};

export const purple: ColorScale = {
  5: '#f5f1fb',
  10: '#ebe2f7',
  20: '#d5c3ee',
  30: '#b99ae1',
  40: '#9d72d2',
  50: '#814fbf',
  60: '#6a38a6',
  70: '#552b88',
  80: '#401f69',
  90: '#2a1447',
};

export const orange: ColorScale = {
  5: '#fdf3ec',
  10: '#fbe5d6',
  20: '#f6c8a6',
  30: '#efa46f',
  40: '#e37f3c',
  50: '#c9621c',
  60: '#a14c12',
  70: '#7f3b0e',
  80: '#602c0b',
  90: '#3f1d07',
};

export const red: ColorScale = {
  5: '#fdf0ef',
  10: '#fadcd9',
  20: '#f3b5af',
  30: '#ea857c',
  40: '#dc564b',
  50: '#c23a2f',
  60: '#9f2c23',
  70: '#80231c',
  80: '#611a15',
  90: '#40110e',
};

export const yellow: ColorScale = {
  5: '#fdf8e6',
  10: '#faefc4',
  20: '#f4de86',
  30: '#e8c54a',
  40: '#cfa91f',
  50: '#a98a12',
  60: '#836b0d',
  70: '#65520a',
  80: '#4a3c07',
  90: '#302705',
};

export const palette = { neutral, blue, green, purple, orange, red, yellow } as const;
export type Palette = typeof palette;
export type ColorFamily = keyof Palette;

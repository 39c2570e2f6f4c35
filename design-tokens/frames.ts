import { palette, type Grade } from './palette.ts';
import type { Role } from './roles';

export const frameNames = ['blue', 'green', 'purple', 'orange'] as const;
export type FrameName = (typeof frameNames)[number];

/** A palette reference such as `blue.70` or `neutral.0`. */
export type PaletteRef =
  `neutral.${0 | Grade | 100}` | `${'blue' | 'green' | 'purple' | 'orange' | 'red' | 'yellow'}.${Grade}`;

export type FrameMapping = Readonly<Record<Role, PaletteRef>>;

/** Roles every frame shares: status colours must mean the same thing in every frame. */
const shared = {
  text: 'neutral.90',
  textMuted: 'neutral.70',
  background: 'neutral.0',
  controlBorder: 'neutral.60',
  critical: 'red.70',
  criticalSurface: 'red.5',
  success: 'green.80',
  successSurface: 'green.5',
  warning: 'yellow.80',
  warningSurface: 'yellow.5',
  neutralSurface: 'neutral.5',
} as const satisfies Partial<FrameMapping>;

function tinted(family: 'blue' | 'green' | 'purple' | 'orange'): FrameMapping {
  return {
    ...shared,
    surface: `${family}.5`,
    surfaceStrong: `${family}.10`,
    accent: `${family}.70`,
    accentHover: `${family}.80`,
    accentText: 'neutral.0',
    border: `${family}.30`,
    focus: `${family}.80`,
    link: `${family}.80`,
    linkHover: `${family}.90`,
  };
}

/** The four calculator frames as role → palette mappings (blue is the default). */
export const frames: Readonly<Record<FrameName, FrameMapping>> = {
  blue: tinted('blue'),
  green: tinted('green'),
  purple: tinted('purple'),
  orange: tinted('orange'),
};

export const defaultFrame: FrameName = 'blue';

export function resolvePaletteRef(ref: PaletteRef): string {
  const [family, grade] = ref.split('.') as [keyof typeof palette, string];
  const scale = palette[family] as Readonly<Record<number, string>>;
  const hex = scale[Number(grade)];
  if (!hex) throw new Error(`Unknown palette reference ${ref}`);
  return hex;
}

function resolve(mapping: FrameMapping): Readonly<Record<Role, string>> {
  return Object.fromEntries(Object.entries(mapping).map(([role, ref]) => [role, resolvePaletteRef(ref)])) as Record<
    Role,
    string
  >;
}

/** Each frame's roles resolved to hex values (what the theme layer consumes). */
export const frameColors: Readonly<Record<FrameName, Readonly<Record<Role, string>>>> = {
  blue: resolve(frames.blue),
  green: resolve(frames.green),
  purple: resolve(frames.purple),
  orange: resolve(frames.orange),
};

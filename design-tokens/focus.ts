import type { Role } from './roles';

/** Focus indicator: a solid ring at least 3 px wide, drawn outside the control. */
export const focusRing = {
  widthPx: 3,
  offsetPx: 3,
  colorRole: 'focus' satisfies Role,
} as const;

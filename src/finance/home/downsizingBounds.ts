// DOWNSIZING_BOUNDS (SPEC §9: downsizing constants are not shown, so these are ours), apart from the engine in downsizing.ts: a tool's field list,
// and so the My details page that lists every tool's fields, reads them without loading the engine.
import { MAX_MONEY } from '../core/num';

export const DOWNSIZING_BOUNDS = {
  money: { min: 0, max: MAX_MONEY },
  percent: { min: 0, max: 20, step: 0.1 },
} as const;

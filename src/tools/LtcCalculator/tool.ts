import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'ltc-insurance',
  load: () => import('./LtcCalculator').then((m) => ({ default: m.LtcCalculator })),
};

import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'reverse-mortgage',
  load: () => import('./ReverseMortgageCalculator').then((m) => ({ default: m.ReverseMortgageCalculator })),
};

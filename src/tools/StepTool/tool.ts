import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'step-tool',
  load: () => import('./StepTool').then((m) => ({ default: m.StepTool })),
};

import { defineTool } from '../defineTool';

export const tool = defineTool({
  id: 'step-tool',
  title: 'Step-by-step guide',
  description: 'A few questions an article configures, with an answer at the end.',
  frame: 'purple',
  page: false,
  load: () => import('./StepTool').then((m) => ({ default: m.StepTool })),
});

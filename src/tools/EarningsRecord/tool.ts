import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

/** The earnings record tool, said once: the registry, its page, stories, transcript and My details read this. */
export const tool = defineTool({
  id: 'earnings-record',
  title: 'Your benefit from your earnings record',
  description:
    'Paste or type your Social Security earnings record and see your exact benefit at full retirement age, worked out step by step.',
  frame: 'green',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  load: () => import('./EarningsRecord').then((m) => ({ default: m.EarningsRecord })),
});

import { defineTool } from '../defineTool';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'life-insurance',
  title: 'Life Insurance Needs Calculator',
  description: 'Estimate how much life insurance would protect the people who depend on you.',
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  load: () => import('./LifeInsuranceCalculator').then((m) => ({ default: m.LifeInsuranceCalculator })),
});

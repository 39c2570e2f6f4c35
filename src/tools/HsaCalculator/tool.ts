import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { HSA_BOUNDS } from '../../finance/health/hsaBounds';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: HSA_BOUNDS.limitYears,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { MEDICARE_COST_BOUNDS } from '../../finance/health/medicareCost';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: MEDICARE_COST_BOUNDS.year.options,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { REVERSE_MORTGAGE_BOUNDS } from '../../finance/home/reverseMortgage';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: REVERSE_MORTGAGE_BOUNDS.years,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { RMD_BOUNDS } from '../../finance/tax/rmd';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: RMD_BOUNDS.taxYears,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { INHERITED_TAX_YEARS } from '../../finance/estate/inheritedIraBounds';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: INHERITED_TAX_YEARS,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { TAX_IMPACT_BOUNDS } from '../../finance/tax/taxImpact';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: TAX_IMPACT_BOUNDS.taxYears,
});

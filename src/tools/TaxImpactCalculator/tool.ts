import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { TAX_IMPACT_BOUNDS } from '../../finance/tax/taxImpact';

export const tool = defineTool({
  ...meta,
  scenario,
  years: TAX_IMPACT_BOUNDS.taxYears,
});

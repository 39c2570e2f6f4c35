import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { INHERITED_TAX_YEARS } from '../../finance/estate/inheritedIraBounds';

export const tool = defineTool({
  ...meta,
  scenario,
  years: INHERITED_TAX_YEARS,
});

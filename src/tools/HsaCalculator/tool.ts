import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { HSA_BOUNDS } from '../../finance/health/hsaBounds';

export const tool = defineTool({
  ...meta,
  scenario,
  years: HSA_BOUNDS.limitYears,
});

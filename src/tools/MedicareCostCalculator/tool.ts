import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { MEDICARE_COST_BOUNDS } from '../../finance/health/medicareCost';

export const tool = defineTool({
  ...meta,
  scenario,
  years: MEDICARE_COST_BOUNDS.year.options,
});

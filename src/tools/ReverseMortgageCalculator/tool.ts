import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { REVERSE_MORTGAGE_BOUNDS } from '../../finance/home/reverseMortgage';

export const tool = defineTool({
  ...meta,
  scenario,
  years: REVERSE_MORTGAGE_BOUNDS.years,
});

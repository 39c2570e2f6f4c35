import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { RMD_BOUNDS } from '../../finance/tax/rmd';

export const tool = defineTool({
  ...meta,
  scenario,
  years: RMD_BOUNDS.taxYears,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';
import { WITHDRAWAL_BOUNDS } from '../../finance/tax/withdrawal';

export const tool = defineTool({
  ...meta,
  scenario,
  years: WITHDRAWAL_BOUNDS.taxYears,
});

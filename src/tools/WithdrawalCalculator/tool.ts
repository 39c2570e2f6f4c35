import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import { WITHDRAWAL_BOUNDS } from '../../finance/tax/withdrawal';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
  years: WITHDRAWAL_BOUNDS.taxYears,
});

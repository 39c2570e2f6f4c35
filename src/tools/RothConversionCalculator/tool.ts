import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  ...meta,
  defaults: DEFAULTS,
  fields: FIELDS,
  scenario,
});

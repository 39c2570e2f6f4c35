import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';

export const tool = defineTool({
  ...meta,
  scenario,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';

export const tool = defineTool({
  ...meta,
});

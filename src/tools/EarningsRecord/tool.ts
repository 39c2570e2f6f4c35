import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';

/** The earnings record tool, said once: the registry, its page, stories, transcript and My details read this. */
export const tool = defineTool({
  ...meta,
  scenario,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { DEFAULTS, FIELDS } from './fields';
import { planScenario } from './scenario';

export const tool = defineTool({
  ...meta,
  // The site's "Show in today's dollars" choice (TodaysDollars.tsx), kept with the inputs. This plan opens on
  // today's dollars, as it always showed them: spending is asked in today's dollars and history's prices vary.
  defaults: { ...DEFAULTS, todaysDollars: true as boolean },
  fields: FIELDS,
  scenario: planScenario,
});

import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { planScenario } from './scenario';

export const tool = defineTool({
  ...meta,
  // The site's "Show in today's dollars" choice (TodaysDollars.tsx), kept with the inputs. This plan opens on
  // today's dollars, as it always showed them: spending is asked in today's dollars and history's prices vary.
  defaults: { ...planScenario.defaults, todaysDollars: true as boolean },
  scenario: planScenario,
});

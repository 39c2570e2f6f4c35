import { defineTool } from '../defineTool';
import { TODAYS_DOLLARS_DEFAULT } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';

export const tool = defineTool({
  id: 'social-security',
  title: 'Social Security Claiming Age Calculator',
  description: 'Compare your monthly and lifetime benefits if you claim at any age from 62 to 70.',
  frame: 'purple',
  defaults: { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT },
  fields: FIELDS,
  scenario,
  load: () => import('./SocialSecurityCalculator').then((m) => ({ default: m.SocialSecurityCalculator })),
});

import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'social-security',
  load: () => import('./SocialSecurityCalculator').then((m) => ({ default: m.SocialSecurityCalculator })),
};

import { defineTool } from '../defineTool';

export const tool = defineTool({
  id: 'beneficiary-tracker',
  title: 'Beneficiary Designation Tracker',
  description: 'Keep a private list of who inherits each account, and when you last checked.',
  load: () => import('./BeneficiaryTracker').then((m) => ({ default: m.BeneficiaryTracker })),
});

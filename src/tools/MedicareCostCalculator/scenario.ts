import { calculateMedicareCost } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import type { ToolScenario } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';

/**
 * Medicare cost calculator inputs and key results in a scenario comparison, with the income-related
 * adjustment (IRMAA) and its tier. My details answers the filing status.
 */
const base = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['monthlyTotal', 'Premiums each month', 'currency'],
    ['annualTotal', 'Total for the year', 'currency'],
    ['irmaaTotal', 'Income-related adjustments (IRMAA) for the year', 'currency'],
    ['irmaaTier', 'IRMAA tier (0 = standard premium)', 'number'],
  ],
  (inputs) => {
    const r = calculateMedicareCost(inputs);
    return { ...r, irmaaTotal: r.irmaa.annualTotal, irmaaTier: r.irmaa.tier };
  },
);
export const scenario: ToolScenario<typeof DEFAULTS> = base;

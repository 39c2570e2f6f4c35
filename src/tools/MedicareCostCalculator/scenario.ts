import { calculateMedicareCost } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import type { ToolScenario } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/**
 * Medicare cost calculator inputs and key results in a scenario comparison, with the income-related
 * adjustment (IRMAA) and its tier. My details answers the filing status.
 */
const base = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['monthlyTotal', m.premiumsMonthlyLabel, 'currency'],
    ['annualTotal', m.annualTotalLabel, 'currency'],
    ['irmaaTotal', m.irmaaTotalRow, 'currency'],
    ['irmaaTier', m.irmaaTierRow, 'number'],
  ],
  (inputs) => {
    const r = calculateMedicareCost(inputs);
    return { ...r, irmaaTotal: r.irmaa.annualTotal, irmaaTier: r.irmaa.tier };
  },
);
export const scenario: ToolScenario<typeof DEFAULTS> = base;

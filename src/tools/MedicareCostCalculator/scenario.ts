import { calculateMedicareCost } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import type { FieldScenario } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** The calculation, with the income-related adjustment's yearly total and tier as key results of their own. */
function withIrmaa(inputs: typeof DEFAULTS) {
  const r = calculateMedicareCost(inputs);
  return { ...r, irmaaTotal: r.irmaa.annualTotal, irmaaTier: r.irmaa.tier };
}

/**
 * Medicare cost calculator inputs and key results in a scenario comparison, with the income-related
 * adjustment (IRMAA) and its tier. My details answers the filing status.
 */
const base = scenarioFromFields(DEFAULTS, FIELDS, withIrmaa, [
  ['monthlyTotal', m.premiumsMonthlyLabel, 'currency'],
  ['annualTotal', m.annualTotalLabel, 'currency'],
  ['irmaaTotal', m.irmaaTotalRow, 'currency'],
  ['irmaaTier', m.irmaaTierRow, 'number'],
]);
export const scenario: FieldScenario<typeof DEFAULTS> = base;

import { calculateWithdrawal } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import type { FieldScenario } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS, MY_DETAILS_IN_PAGE_ORDER } from './fields';
import * as m from './messages';

/** The calculation from the form's inputs, which keep the six accounts flat. */
export function computeWithdrawal({
  traditional401k,
  roth401k,
  traditionalIRA,
  rothIRA,
  taxable,
  hsa,
  taxYear,
  ...rest
}: typeof DEFAULTS) {
  return calculateWithdrawal({
    ...rest,
    taxYear,
    accounts: { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa },
  });
}

/** The key results the comparison shows, from the calculation's nested figures. */
function keyResults(inputs: typeof DEFAULTS) {
  const r = computeWithdrawal(inputs);
  return { taxSavings: r.taxSavings, totalTaxes: r.taxImpact.totalTaxes, shortfall: r.shortfall };
}

/** Article withdrawal calculator inputs and key results. */
export const scenario: FieldScenario<typeof DEFAULTS> = {
  ...scenarioFromFields(DEFAULTS, FIELDS, keyResults, [
    ['taxSavings', m.savedLabel, 'currency'],
    ['totalTaxes', m.rowTotalTax, 'currency'],
    ['shortfall', m.rowNotCovered, 'currency'],
  ]),
  // The same map as the My details page, in its order.
  myDetails: MY_DETAILS_IN_PAGE_ORDER,
};

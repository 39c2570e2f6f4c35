import { calculateWithdrawal, type TaxYear } from '../../finance';
import { scenarioFromFields } from '../shared/toolFields';
import type { ToolScenario } from '../shared/toolScenario';
import { DEFAULTS, FIELDS, myDetailsFields } from './fields';

/** Article withdrawal calculator inputs (the six accounts flat, as the tool keeps them) and key results. */
export const scenario: ToolScenario<typeof DEFAULTS> = {
  ...scenarioFromFields(
    DEFAULTS,
    FIELDS,
    [
      ['taxSavings', 'Tax saved with this order', 'currency'],
      ['totalTaxes', 'Total federal income tax', 'currency'],
      ['shortfall', 'Not covered', 'currency'],
    ],
    ({ traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa, taxYear, ...rest }) => {
      const r = calculateWithdrawal({ ...rest, taxYear: taxYear as TaxYear, accounts: { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa } });
      return { taxSavings: r.taxSavings, totalTaxes: r.taxImpact.totalTaxes, shortfall: r.shortfall };
    },
  ),
  // The same map as the My details page, in its order.
  myDetails: myDetailsFields.fields,
};

import { calculateWithdrawal, type TaxYear } from '../../finance';
import { WITHDRAWAL_DEFAULTS } from '../../finance/withdrawal';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

const { accounts: defaultAccounts, ...topDefaults } = WITHDRAWAL_DEFAULTS;

/** Article withdrawal calculator inputs (the six accounts flat, as the tool keeps them) and key results. */
export const scenario = defineScenario(
  { ...topDefaults, taxYear: topDefaults.taxYear as number, ...defaultAccounts },
  [
    ['age', 'Your age', 'years'],
    ['annualIncomeNeed', 'Yearly income you need', 'currency'],
    ['socialSecurity', 'Social Security benefits per year', 'currency'],
    ['pension', 'Pension income per year', 'currency'],
    ['taxYear', 'Tax year', 'year'],
    ['currentTaxBracket', 'Your tax bracket now', 'percent'],
    ['retirementTaxBracket', 'Your expected tax bracket in retirement', 'percent'],
    ['traditional401k', 'Traditional 401(k)', 'currency'],
    ['traditionalIRA', 'Traditional IRA', 'currency'],
    ['roth401k', 'Roth 401(k)', 'currency'],
    ['rothIRA', 'Roth IRA', 'currency'],
    ['taxable', 'Taxable brokerage and savings', 'currency'],
    ['hsa', 'Health savings account (HSA)', 'currency'],
    ['expectedReturn', 'Expected yearly return', 'percent'],
    ['inflation', 'Expected yearly inflation', 'percent'],
  ],
  [
    ['taxSavings', 'Tax saved with this order', 'currency'],
    ['totalTaxes', 'Total federal income tax', 'currency'],
    ['shortfall', 'Not covered', 'currency'],
  ],
  ({ traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa, taxYear, ...rest }) => {
    const r = calculateWithdrawal({ ...rest, taxYear: taxYear as TaxYear, accounts: { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa } });
    return { taxSavings: r.taxSavings, totalTaxes: r.taxImpact.totalTaxes, shortfall: r.shortfall };
  },
  myDetailsFields.fields,
);

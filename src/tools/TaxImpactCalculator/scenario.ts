import { calculateTaxImpact, type FilingStatus, type TaxYear } from '../../finance';
import { TAX_IMPACT_DEFAULTS } from '../../finance/taxImpact';
import { FILING_STATUS_WORDS, defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** Tax impact calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...TAX_IMPACT_DEFAULTS, filingStatus: TAX_IMPACT_DEFAULTS.filingStatus as string, taxYear: TAX_IMPACT_DEFAULTS.taxYear as number },
  [
    ['filingStatus', 'Filing status', 'text', FILING_STATUS_WORDS],
    ['age', 'Your age', 'years'],
    ['taxYear', 'Tax year', 'year'],
    ['socialSecurity', 'Social Security benefits', 'currency'],
    ['pensionIncome', 'Pension income', 'currency'],
    ['traditionalWithdrawals', 'Traditional IRA and 401(k) withdrawals', 'currency'],
    ['rothWithdrawals', 'Roth withdrawals', 'currency'],
    ['investmentIncome', 'Investment income', 'currency'],
    ['otherIncome', 'Other income', 'currency'],
  ],
  [
    ['totalTax', 'Federal income tax', 'currency'],
    ['taxableIncome', 'Taxable income', 'currency'],
    ['taxableSocialSecurity', 'Taxable Social Security', 'currency'],
  ],
  (inputs) => {
    const r = calculateTaxImpact({ ...inputs, filingStatus: inputs.filingStatus as FilingStatus, taxYear: inputs.taxYear as TaxYear });
    return { totalTax: r.totalTax, taxableIncome: r.taxableIncome, taxableSocialSecurity: r.taxableSocialSecurity };
  },
  myDetailsFields.fields,
);

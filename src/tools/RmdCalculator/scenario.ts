import { calculateRmd } from '../../finance';
import { RMD_DEFAULTS, type RmdTaxYear } from '../../finance/rmd';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** RMD calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...RMD_DEFAULTS, taxYear: RMD_DEFAULTS.taxYear as number },
  [
    ['age', 'Your age at the end of the tax year', 'years'],
    ['balance', 'Account balance on 31 December of the year before', 'currency'],
    ['taxYear', 'Tax year', 'year'],
  ],
  [
    ['rmdAmount', 'Required minimum distribution for the year', 'currency'],
    ['monthlyAmount', 'Monthly amount', 'currency'],
  ],
  (inputs) => {
    const r = calculateRmd({ ...inputs, taxYear: inputs.taxYear as RmdTaxYear });
    return { rmdAmount: r.rmdAmount, monthlyAmount: r.monthlyAmount };
  },
  myDetailsFields.fields,
);

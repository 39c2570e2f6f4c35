import { calculateRothConversion } from '../../finance';
import { ROTH_DEFAULTS } from '../../finance/roth';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

/** Roth conversion calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...ROTH_DEFAULTS },
  [
    ['currentAge', 'Your age', 'years'],
    ['iraBalance', 'Traditional IRA balance', 'currency'],
    ['conversionAmount', 'Amount to convert', 'currency'],
    ['currentTaxBracket', 'Your tax bracket now', 'percent'],
    ['retirementTaxBracket', 'Your expected tax bracket in retirement', 'percent'],
    ['returnRate', 'Expected yearly return', 'percent'],
    ['yearsUntilRetirement', 'Years until retirement', 'years'],
  ],
  [
    ['taxCost', 'Tax you pay now on the conversion', 'currency'],
    ['rothValue', 'Roth IRA value at retirement', 'currency'],
    ['netBenefit', 'Net benefit of converting', 'currency'],
  ],
  (inputs) => {
    const r = calculateRothConversion(inputs);
    return { taxCost: r.taxCost, rothValue: r.rothValue, netBenefit: r.netBenefit };
  },
  myDetailsFields.fields,
);

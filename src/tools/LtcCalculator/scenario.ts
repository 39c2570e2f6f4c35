import { calculateLtc } from '../../finance';
import { LTC_DEFAULTS } from '../../finance/ltc';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/options';
import { defineScenario, optionWords } from '../shared/toolScenario';
import { REGION_NAMES as REGIONS, SETTING_NAMES as SETTINGS } from './choiceNames';
import { myDetailsFields } from './fields';

const INFLATION = { none: 'None', simple: 'Simple', compound: 'Compound', cpi: 'CPI (follows the Consumer Price Index)' };

/** LTC insurance calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...LTC_DEFAULTS, benefitPeriod: String(LTC_DEFAULTS.benefitPeriod) },
  [
    ['age', 'Your age', 'years'],
    ['gender', 'Gender', 'text', optionWords(GENDER_OPTIONS)],
    ['state', 'Where you live', 'text', REGIONS],
    ['healthStatus', 'Your health', 'text', optionWords(HEALTH_OPTIONS)],
    ['careSetting', 'Type of care', 'text', SETTINGS],
    ['careDuration', 'How long care might last', 'years'],
    ['dailyBenefit', 'Daily benefit', 'currency'],
    ['eliminationPeriod', 'Waiting period before benefits start (days)', 'number'],
    ['inflationProtection', 'Inflation protection', 'text', INFLATION],
    ['benefitPeriod', 'How long benefits are paid (years)', 'text', { lifetime: 'Lifetime' }],
  ],
  [
    ['totalCareCost', 'Total cost of care', 'currency'],
    ['monthlyPremium', 'Estimated monthly premium', 'currency'],
    ['potentialSavings', 'Potential savings with insurance', 'currency'],
  ],
  (inputs) => {
    const r = calculateLtc(inputs);
    return { totalCareCost: r.totalCareCost, monthlyPremium: r.monthlyPremium, potentialSavings: r.potentialSavings };
  },
  myDetailsFields.fields,
);

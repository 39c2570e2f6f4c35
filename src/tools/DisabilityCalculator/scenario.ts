import { calculateDisability } from '../../finance';
import { DISABILITY_DEFAULTS } from '../../finance/disability';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/options';
import { defineScenario, optionWords } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

const OCCUPATIONS = { professional: 'Professional (office-based)', managerial: 'Managerial', sales: 'Sales', technical: 'Technical', manual: 'Manual work', 'high-risk': 'High-risk work' };
const WAITS = { 30: '30 days', 60: '60 days', 90: '90 days', 180: '180 days', 365: '1 year' };
const PERIODS = { '2-years': '2 years', '5-years': '5 years', 'to-65': 'To age 65', lifetime: 'Lifetime' };

/** Disability calculator inputs and key results in a scenario comparison. */
export const scenario = defineScenario(
  { ...DISABILITY_DEFAULTS },
  [
    ['age', 'Your age', 'years'],
    ['gender', 'Gender', 'text', optionWords(GENDER_OPTIONS)],
    ['occupation', 'Type of work', 'text', OCCUPATIONS],
    ['healthStatus', 'Your health', 'text', optionWords(HEALTH_OPTIONS)],
    ['annualIncome', 'Yearly income before tax', 'currency'],
    ['monthlyExpenses', 'Monthly living expenses', 'currency'],
    ['existingCoverage', 'Disability cover you already have (monthly benefit)', 'currency'],
    ['eliminationPeriod', 'Waiting period before benefits start', 'text', WAITS],
    ['benefitPeriod', 'How long benefits are paid', 'text', PERIODS],
    ['coverageAmount', 'Share of income to replace', 'percent'],
  ],
  [
    ['monthlyBenefit', 'Monthly benefit', 'currency'],
    ['monthlyPremium', 'Estimated monthly premium', 'currency'],
    ['coverageGap', 'Coverage gap (monthly)', 'currency'],
  ],
  (inputs) => {
    const r = calculateDisability(inputs);
    return { monthlyBenefit: r.monthlyBenefit, monthlyPremium: r.monthlyPremium, coverageGap: r.coverageGap };
  },
  myDetailsFields.fields,
);

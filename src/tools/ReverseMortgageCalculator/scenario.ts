import { calculateReverseMortgage } from '../../finance';
import { REVERSE_MORTGAGE_DEFAULTS } from '../../finance/reverseMortgage';
import { todayIso } from '../shared/today';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

const { year: _year, today: _today, ...numericDefaults } = REVERSE_MORTGAGE_DEFAULTS;

/** Reverse mortgage calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = defineScenario(
  numericDefaults,
  [
    ['homeValue', 'Home value', 'currency'],
    ['mortgageBalance', 'Mortgage still owed', 'currency'],
    ['youngestBorrowerAge', 'Age of the youngest borrower', 'years'],
    ['expectedRate', 'Expected interest rate', 'percent'],
    ['closingCosts', 'Other closing costs', 'currency'],
  ],
  [
    ['principalLimit', 'Principal limit (the most you can borrow)', 'currency'],
    ['netAvailable', 'Money available to you', 'currency'],
    ['monthlyTenurePayment', 'Monthly payment for life (tenure)', 'currency'],
  ],
  (inputs) => {
    const r = calculateReverseMortgage({ ...inputs, today: todayIso() });
    return { principalLimit: r.principalLimit, netAvailable: r.netAvailable, monthlyTenurePayment: r.monthlyTenurePayment };
  },
  myDetailsFields.fields,
);

import { calculateHomeEquity } from '../../finance';
import { HOME_EQUITY_DEFAULTS } from '../../finance/homeEquity';
import { todayIso } from '../shared/today';
import { defineScenario } from '../shared/toolScenario';
import { myDetailsFields } from './fields';

const { today: _today, ...numericDefaults } = HOME_EQUITY_DEFAULTS;

/** Home equity calculator inputs and key results in a scenario comparison (both sides as of today). */
export const scenario = defineScenario(
  numericDefaults,
  [
    ['homeValue', 'Home value', 'currency'],
    ['mortgageBalance', 'Mortgage balance', 'currency'],
    ['interestRate', 'Interest rate', 'percent'],
    ['loanTerm', 'Original loan term', 'years'],
    ['yearsRemaining', 'Years remaining on the loan', 'years'],
    ['annualAppreciation', 'Yearly change in home value', 'percent'],
    ['yearsProjection', 'Years to project', 'years'],
  ],
  [
    ['currentEquity', 'Equity today', 'currency'],
    ['availableEquity', 'Equity you could borrow against', 'currency'],
    ['totalInterest', 'Interest still to pay', 'currency'],
  ],
  (inputs) => {
    const r = calculateHomeEquity({ ...inputs, today: todayIso() });
    return { currentEquity: r.currentEquity, availableEquity: r.availableEquity, totalInterest: r.totalInterest };
  },
  myDetailsFields.fields,
);

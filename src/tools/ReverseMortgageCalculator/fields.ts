import { youngestAgeInYear } from '../../finance/core/myDetails';
import { REVERSE_MORTGAGE_BOUNDS as b, type ReverseMortgageInput } from '../../finance/home/reverseMortgage';
import {
  HECM_EXPECTED_RATE_CEILING,
  HECM_EXPECTED_RATE_FLOOR,
  HECM_FALLBACK_INPUTS,
  HECM_MIN_AGE,
} from '../../finance/rules/home/hecm';
import { formatNumber } from '../../kit/format';
import * as m from './messages';
import { defineToolFields, fromAnswer, type FormDefaults, yearsBetween, moneyBetween } from '../shared/core/toolFields';

/**
 * The inputs a visitor sets (and a scenario keeps); the FHA limit year follows today's date, so it is not a visitor
 * input. The form opens on our example loan: a 400,000 home, the youngest borrower 70, 50,000 still owed, a 6 %
 * expected rate and 3,000 of third-party closing costs (the product's own estimate): the calculation's fallback
 * inputs (HECM_FALLBACK_INPUTS in rules/home/hecm.ts, their one home).
 */
export const DEFAULTS: FormDefaults<Omit<ReverseMortgageInput, 'year' | 'today'>> = { ...HECM_FALLBACK_INPUTS };

/** The reverse mortgage calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'homeValue',
    label: m.homeValueLabel,
    ...moneyBetween(b.homeValue),
    decimals: 0,
    hint: m.homeValueHint,
    myDetails: fromAnswer('homeValue'),
  },
  {
    id: 'mortgageBalance',
    label: m.mortgageBalanceLabel,
    ...moneyBetween(b.mortgageBalance),
    decimals: 0,
    hint: m.mortgageBalanceHint,
    myDetails: fromAnswer('mortgageBalance'),
  },
  {
    id: 'youngestBorrowerAge',
    label: m.youngestAgeLabel,
    ...yearsBetween(b.youngestBorrowerAge),
    hint: () => m.youngestAgeHint({ minAge: HECM_MIN_AGE }),
    // Not saved back: the youngest borrower's age cannot say whose birth year it is.
    myDetails: {
      from: ['birthYear', 'spouseBirthYear'],
      how: 'the younger of you and your spouse (when married), at the end of this year',
      derive: (d, { currentYear }) => youngestAgeInYear([d.birthYear, d.spouseBirthYear], currentYear),
    },
  },
  {
    id: 'expectedRate',
    label: m.expectedRateLabel,
    kind: 'number',
    unit: '%',
    decimals: 3,
    step: b.expectedRate.step,
    min: b.expectedRate.min,
    max: b.expectedRate.max,
    hint: () =>
      m.expectedRateHint({
        floor: formatNumber(HECM_EXPECTED_RATE_FLOOR, 3),
        ceiling: formatNumber(HECM_EXPECTED_RATE_CEILING, 3),
      }),
  },
  {
    id: 'closingCosts',
    label: m.closingCostsLabel,
    ...moneyBetween(b.closingCosts),
    decimals: 0,
    hint: m.closingCostsHint,
  },
]);

import { youngestAgeInYear } from '../../finance/core/myDetails';
import { REVERSE_MORTGAGE_BOUNDS as b, type ReverseMortgageInput } from '../../finance/home/reverseMortgage';
import { HECM_FALLBACK_INPUTS } from '../../finance/rules/home/hecm';
import { defineToolFields, fromAnswer, type FormDefaults } from '../shared/core/toolFields';

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
    label: 'Home value',
    kind: 'money',
    min: b.homeValue.min,
    max: b.homeValue.max,
    decimals: 0,
    hint: 'What the home would sell for today.',
    myDetails: fromAnswer('homeValue'),
  },
  {
    id: 'mortgageBalance',
    label: 'Mortgage still owed',
    kind: 'money',
    min: b.mortgageBalance.min,
    max: b.mortgageBalance.max,
    decimals: 0,
    hint: 'It must be paid off from the reverse mortgage. Enter 0 if none.',
    myDetails: fromAnswer('mortgageBalance'),
  },
  {
    id: 'youngestBorrowerAge',
    label: 'Age of the youngest borrower',
    kind: 'number',
    unit: 'years',
    min: b.youngestBorrowerAge.min,
    max: b.youngestBorrowerAge.max,
    hint: 'Every borrower must be at least 62.',
    // Not saved back: the youngest borrower's age cannot say whose birth year it is.
    myDetails: {
      from: ['birthYear', 'spouseBirthYear'],
      how: 'the younger of you and your spouse (when married), at the end of this year',
      derive: (d, { currentYear }) => youngestAgeInYear([d.birthYear, d.spouseBirthYear], currentYear),
    },
  },
  {
    id: 'expectedRate',
    label: 'Expected interest rate',
    kind: 'number',
    unit: '%',
    decimals: 3,
    step: b.expectedRate.step,
    min: b.expectedRate.min,
    max: b.expectedRate.max,
    hint: "The 10-year rate plus the lender's margin; lenders quote it. HUD's table covers 3 % to 18.875 %.",
  },
  {
    id: 'closingCosts',
    label: 'Other closing costs',
    kind: 'money',
    min: b.closingCosts.min,
    max: b.closingCosts.max,
    decimals: 0,
    hint: 'Appraisal, title, recording and similar fees.',
  },
]);

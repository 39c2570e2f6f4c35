import { HOME_EQUITY_BOUNDS as b } from '../../finance/home/homeEquityBounds';
import type { HomeEquityInput } from '../../finance/home/homeEquity';
import { HE_FALLBACK_INPUTS } from '../../finance/rules/home/homeEquity';
import { defineToolFields, fromAnswer, type FormDefaults } from '../shared/core/toolFields';

/**
 * The inputs a visitor sets (and a scenario keeps): the date is always today's. The form opens on the spec's defaults
 * (SPEC §9: value 400,000, balance 250,000, 6.5 %, a 30-year term with 20 years left, 3 % growth, 5 years ahead),
 * the same the calculation takes for a missing input (HE_FALLBACK_INPUTS in rules/home/homeEquity.ts, their one home).
 */
export const DEFAULTS: FormDefaults<Omit<HomeEquityInput, 'today'>> = { ...HE_FALLBACK_INPUTS };

/** The home equity calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'homeValue',
    label: 'Home value',
    kind: 'money',
    min: b.homeValue.min,
    max: b.homeValue.max,
    hint: 'What the home would sell for today.',
    myDetails: fromAnswer('homeValue'),
  },
  {
    id: 'mortgageBalance',
    label: 'Mortgage balance',
    kind: 'money',
    min: b.mortgageBalance.min,
    max: b.mortgageBalance.max,
    hint: 'What you still owe. Enter 0 if the home is paid off.',
    myDetails: fromAnswer('mortgageBalance'),
  },
  {
    id: 'interestRate',
    label: 'Interest rate',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.interestRate.step,
    min: b.interestRate.min,
    max: b.interestRate.max,
  },
  {
    id: 'loanTerm',
    label: 'Original loan term',
    kind: 'number',
    unit: 'years',
    min: b.loanTerm.min,
    max: b.loanTerm.max,
  },
  {
    id: 'yearsRemaining',
    label: 'Years remaining on the loan',
    kind: 'number',
    unit: 'years',
    min: b.yearsRemaining.min,
    max: b.yearsRemaining.max,
  },
  {
    id: 'annualAppreciation',
    label: 'Yearly change in home value',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.annualAppreciation.step,
    min: b.annualAppreciation.min,
    max: b.annualAppreciation.max,
    hint: 'Home prices have risen about 3 to 5 percent a year over long periods, with big swings.',
  },
  {
    id: 'yearsProjection',
    label: 'Years to project',
    kind: 'number',
    unit: 'years',
    min: b.yearsProjection.min,
    max: b.yearsProjection.max,
  },
]);

import { HOME_EQUITY_BOUNDS as b } from '../../finance/home/homeEquityBounds';
import type { HomeEquityInput } from '../../finance/home/homeEquity';
import { HE_FALLBACK_INPUTS } from '../../finance/rules/home/homeEquity';
import {
  defineToolFields,
  fromAnswer,
  type FormDefaults,
  yearsBetween,
  percentBetween,
  moneyBetween,
} from '../shared/core/toolFields';
import * as m from './messages';

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
    label: m.homeValueLabel,
    ...moneyBetween(b.homeValue),
    hint: m.homeValueHint,
    myDetails: fromAnswer('homeValue'),
  },
  {
    id: 'mortgageBalance',
    label: m.mortgageBalanceLabel,
    ...moneyBetween(b.mortgageBalance),
    hint: m.mortgageBalanceHint,
    myDetails: fromAnswer('mortgageBalance'),
  },
  { id: 'interestRate', label: m.interestRateLabel, ...percentBetween(b.interestRate) },
  { id: 'loanTerm', label: m.loanTermLabel, ...yearsBetween(b.loanTerm) },
  { id: 'yearsRemaining', label: m.yearsRemainingLabel, ...yearsBetween(b.yearsRemaining) },
  {
    id: 'annualAppreciation',
    label: m.appreciationLabel,
    ...percentBetween(b.annualAppreciation),
    hint: m.appreciationHint,
  },
  { id: 'yearsProjection', label: m.yearsProjectionLabel, ...yearsBetween(b.yearsProjection) },
]);

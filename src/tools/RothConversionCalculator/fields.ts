import type { ToolOption } from '../shared/core/toolFields';
import { ROTH_BOUNDS as b, type RothConversionInput } from '../../finance/tax/roth';
import { ROTH_FALLBACK } from '../../finance/rules/tax/roth';
import {
  defineToolFields,
  fromAnswer,
  ageThisYear,
  fromHouseholdYearlyBenefit,
  type FormDefaults,
  yearsBetween,
  percentBetween,
} from '../shared/core/toolFields';
import { FILING_STATUS_WORDS } from '../shared/core/toolScenario';
import { formatPercent } from '../../kit/format';
import * as m from './messages';

const BRACKET_OPTIONS: ToolOption[] = b.brackets.map((r) => ({ value: String(r), label: () => formatPercent(r) }));

/**
 * The form opens on the spec's default inputs (SPEC §9: age 55, an IRA of 500,000, a 100,000 conversion, brackets
 * 22 % now and later, 7 % return, 10 years), for a single filer whose income is not entered yet (ours: the two income
 * boxes open blank, which is not the same answer as $0; issue I6, item 2). A shared or saved filing
 * status is read back as one of the offered ones (toolSchema.ts). The age, brackets, years and filing status are the
 * calculation's fallback inputs (ROTH_FALLBACK in rules/tax/roth.ts, their one home).
 */
export const DEFAULTS: FormDefaults<Required<RothConversionInput>> = {
  currentAge: ROTH_FALLBACK.currentAge,
  iraBalance: 500_000,
  conversionAmount: 100_000,
  currentTaxBracket: ROTH_FALLBACK.currentTaxBracket,
  retirementTaxBracket: ROTH_FALLBACK.retirementTaxBracket,
  returnRate: 7,
  yearsUntilRetirement: ROTH_FALLBACK.yearsUntilRetirement,
  filingStatus: ROTH_FALLBACK.filingStatus,
  otherIncome: null,
  socialSecurity: null,
};
const STATUS_OPTIONS: ToolOption[] = b.filingStatuses.map((value) => ({
  value,
  label: () => FILING_STATUS_WORDS[value] ?? value,
}));
const money = { kind: 'money', decimals: 0, step: b.money.step, min: b.money.min, max: b.money.max } as const;
// A bracket reads as a percentage in the comparison (a value no longer offered is read back as the default).
const bracket = { kind: 'select', options: BRACKET_OPTIONS, compare: { format: { style: 'percent' } } } as const;

/** The Roth conversion calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'currentAge', label: m.currentAgeLabel, ...ageThisYear(b.currentAge) },
  {
    id: 'iraBalance',
    label: m.iraBalanceLabel,
    ...money,
    myDetails: fromAnswer('traditionalSavings', 'the traditional IRA and 401(k) total'),
  },
  // Its most allowed is the IRA balance as well: the form gives it.
  { id: 'conversionAmount', label: m.conversionAmountLabel, ...money, hint: m.conversionAmountHint },
  { id: 'currentTaxBracket', label: m.currentTaxBracketLabel, ...bracket },
  { id: 'retirementTaxBracket', label: m.retirementTaxBracketLabel, ...bracket },
  { id: 'returnRate', label: m.returnRateLabel, ...percentBetween(b.returnRate) },
  {
    id: 'yearsUntilRetirement',
    label: m.yearsUntilRetirementLabel,
    ...yearsBetween(b.yearsUntilRetirement),
    hint: m.yearsUntilRetirementHint,
  },
  {
    id: 'filingStatus',
    label: m.filingStatusLabel,
    kind: 'select',
    options: STATUS_OPTIONS,
    hint: m.filingStatusHint,
    myDetails: fromAnswer('filingStatus'),
  },
  { id: 'otherIncome', label: m.otherIncomeLabel, ...money, hint: m.otherIncomeHint, blank: m.notEntered },
  {
    id: 'socialSecurity',
    label: m.socialSecurityLabel,
    ...money,
    hint: m.socialSecurityHint,
    blank: m.notEntered,
    // "For both of you when filing jointly": a couple's two benefits added (issue I3 item 4, one benefit for every tool).
    myDetails: fromHouseholdYearlyBenefit(
      'yours and, filing jointly, your spouse’s: each 12 times the benefit paid now, else 12 times the benefit from the earnings record',
    ),
  },
]);

import type { HsaInput } from '../../finance/health/hsa';
import { HSA_BOUNDS as b } from '../../finance/health/hsaBounds';
import { HSA_FALLBACK_INPUTS, HSA_TOOL_YEARS, type HsaLimitYear } from '../../finance/rules/health/hsaLimits';
import { newestYear } from '../../finance/rules/core/years';
import {
  defineToolFields,
  fromAnswer,
  ageThisYear,
  type FormDefaults,
  type ToolOption,
  yearsBetween,
  percentBetween,
  taxYearChoice,
} from '../shared/core/toolFields';
import * as m from './messages';

const COVERAGE_WORDS = { self: m.coverageSelf, family: m.coverageFamily };
const COVERAGE_OPTIONS: ToolOption[] = b.coverageTypes.map((c) => ({ value: c, label: COVERAGE_WORDS[c] }));
const BRACKET_OPTIONS: ToolOption[] = b.brackets.map((r) => ({
  value: String(r),
  label: () => m.bracketOption({ rate: r }),
}));
const YEAR_OPTIONS: ToolOption[] = b.limitYears.map((y) => ({ value: String(y), label: String(y) }));

/**
 * The form opens on the spec's default inputs (SPEC §9: age 35, nothing saved yet, 4,150 a year, self-only cover, retire
 * at 65, 7 % return, brackets 22 and 12 %, expenses 5,000 a year; HSA_FALLBACK_INPUTS in rules/health/hsaLimits.ts, their one
 * home, which the calculation takes for a missing input) and on the newest limit year the rules hold.
 */
export const DEFAULTS: FormDefaults<Required<HsaInput>> = {
  ...HSA_FALLBACK_INPUTS,
  limitYear: newestYear(HSA_TOOL_YEARS, 'hsa') as HsaLimitYear,
};
// A bracket reads as a percentage in the comparison (a value no longer offered is read back as the default).
const bracket = { kind: 'select', options: BRACKET_OPTIONS, compare: { format: { style: 'percent' } } } as const;

/** The HSA calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'age', label: m.ageLabel, ...ageThisYear(b.age) },
  { id: 'coverageType', label: m.coverageLabel, kind: 'select', options: COVERAGE_OPTIONS, hint: m.coverageHint },
  { id: 'limitYear', label: m.limitYearLabel, ...taxYearChoice(YEAR_OPTIONS), hint: m.limitYearHint },
  {
    id: 'currentHSA',
    label: m.currentHSALabel,
    kind: 'money',
    decimals: 0,
    min: b.money.min,
    max: b.money.max,
    hint: m.currentHSAHint,
    myDetails: fromAnswer('hsaBalance'),
  },
  // Its most allowed and hint follow the coverage, age and year chosen: the form gives them.
  {
    id: 'annualContribution',
    label: m.contributionLabel,
    kind: 'money',
    decimals: 0,
    min: b.money.min,
    max: b.money.max,
  },
  {
    id: 'healthcareExpenses',
    label: m.expensesLabel,
    kind: 'money',
    decimals: 0,
    min: b.money.min,
    max: b.money.max,
    hint: m.expensesHint,
  },
  { id: 'retirementAge', label: m.retirementAgeLabel, ...yearsBetween(b.retirementAge) },
  { id: 'expectedReturn', label: m.returnLabel, ...percentBetween(b.expectedReturn), hint: m.returnHint },
  { id: 'currentTaxBracket', label: m.currentBracketLabel, ...bracket },
  { id: 'retirementTaxBracket', label: m.retirementBracketLabel, ...bracket },
]);

import { CALENDAR_YEAR } from '../../kit/format';
import type { SelectOption } from '../../kit';
import type { CoverageType } from '../../finance';
import type { HsaInput } from '../../finance/health/hsa';
import { HSA_BOUNDS as b } from '../../finance/health/hsaBounds';
import { HSA_FALLBACK_INPUTS, HSA_TOOL_YEARS, type HsaLimitYear } from '../../finance/rules/health/hsaLimits';
import { newestYear } from '../../finance/rules/core/years';
import { defineToolFields, fromAnswer, fromBirthYear, type FormDefaults } from '../shared/core/toolFields';

export const COVERAGE_WORDS: Record<CoverageType, string> = { self: 'Self-only', family: 'Family' };
const COVERAGE_OPTIONS: SelectOption[] = b.coverageTypes.map((c) => ({
  value: c,
  label: `${COVERAGE_WORDS[c]} coverage`,
}));
const BRACKET_OPTIONS: SelectOption[] = b.brackets.map((r) => ({ value: String(r), label: `${r}%` }));
const YEAR_OPTIONS: SelectOption[] = b.limitYears.map((y) => ({ value: String(y), label: String(y) }));

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
  {
    id: 'age',
    label: 'Your age',
    kind: 'number',
    unit: 'years',
    min: b.age.min,
    max: b.age.max,
    myDetails: fromBirthYear('age at the end of this year'),
  },
  {
    id: 'coverageType',
    label: 'Health plan coverage',
    kind: 'select',
    options: COVERAGE_OPTIONS,
    hint: 'Family coverage means your high-deductible plan covers at least one other person.',
  },
  {
    id: 'limitYear',
    label: 'Contribution limits for',
    kind: 'select',
    options: YEAR_OPTIONS,
    hint: 'The IRS sets new limits each year.',
    compare: { format: CALENDAR_YEAR },
  },
  {
    id: 'currentHSA',
    label: 'HSA balance today',
    kind: 'money',
    decimals: 0,
    min: b.money.min,
    max: b.money.max,
    hint: 'Enter 0 if you are just starting.',
    myDetails: fromAnswer('hsaBalance'),
  },
  // Its most allowed and hint follow the coverage, age and year chosen: the form gives them.
  {
    id: 'annualContribution',
    label: 'Yearly contribution',
    kind: 'money',
    decimals: 0,
    min: b.money.min,
    max: b.money.max,
  },
  {
    id: 'healthcareExpenses',
    label: 'Yearly healthcare expenses',
    kind: 'money',
    decimals: 0,
    min: b.money.min,
    max: b.money.max,
    hint: 'What you spend on medical care in a typical year.',
  },
  {
    id: 'retirementAge',
    label: 'Age you plan to retire',
    kind: 'number',
    unit: 'years',
    min: b.retirementAge.min,
    max: b.retirementAge.max,
  },
  {
    id: 'expectedReturn',
    label: 'Expected yearly return',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.expectedReturn.step,
    min: b.expectedReturn.min,
    max: b.expectedReturn.max,
    hint: 'Money left in cash earns little; invested money has grown more over long periods, with ups and downs.',
  },
  { id: 'currentTaxBracket', label: 'Tax bracket now', ...bracket },
  { id: 'retirementTaxBracket', label: 'Tax bracket in retirement', ...bracket },
]);

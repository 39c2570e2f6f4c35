import type { SelectOption } from '../../kit';
import { WITHDRAWAL_BOUNDS as b } from '../../finance/tax/withdrawal';
import { WITHDRAWAL_FALLBACK_INPUTS } from '../../finance/rules/tax/withdrawal';
import { newestYear } from '../../finance/rules/core/years';
import type { MyDetails, MyDetailsKey } from '../../storage';
import type { MyDetailsFieldMap } from '../shared/core/myDetailsFields';
import {
  defineToolFields,
  fromAnswer,
  ageThisYear,
  fromYearlyBenefit,
  myDetailsMap,
  type MyDetailsSource,
  percentBetween,
  taxYearChoice,
} from '../shared/core/toolFields';
import * as m from './messages';

const BRACKET_OPTIONS: SelectOption[] = b.brackets.map((r) => ({ value: String(r), label: `${r}%` }));
const YEAR_OPTIONS: SelectOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

/**
 * The form opens on the product's own example (age 65, an 80,000 need, Social Security 30,000, no pension, brackets
 * 22 and 12 %, six example balances, 6 % return, 3 % inflation) in the newest tax year the rules hold. The age and
 * brackets are the calculation's fallback inputs (WITHDRAWAL_FALLBACK_INPUTS in rules/tax/withdrawal.ts, their one home).
 * The URL fragment holds flat fields only, so the six accounts sit beside the other inputs.
 */
export const DEFAULTS = {
  age: WITHDRAWAL_FALLBACK_INPUTS.age,
  annualIncomeNeed: 80_000,
  socialSecurity: 30_000,
  pension: 0,
  currentTaxBracket: WITHDRAWAL_FALLBACK_INPUTS.currentTaxBracket,
  retirementTaxBracket: WITHDRAWAL_FALLBACK_INPUTS.retirementTaxBracket,
  expectedReturn: 6,
  inflation: 3,
  taxYear: newestYear(b.taxYears, 'withdrawal-calculator'),
  traditional401k: 500_000,
  roth401k: 100_000,
  traditionalIRA: 200_000,
  rothIRA: 50_000,
  taxable: 300_000,
  hsa: 50_000,
};

const money = { kind: 'money', decimals: 0, min: b.money.min, max: b.money.max } as const;
// A bracket reads as a percentage in the comparison (a value no longer offered is read back as the default).
const bracket = { kind: 'select', options: BRACKET_OPTIONS, compare: { format: { style: 'percent' } } } as const;

// My details keeps one total per kind of account; the tool splits IRA from 401(k). The total goes in
// the IRA box and the 401(k) box becomes 0, so the example 401(k) balance is not added on top.
function emptiedBy(key: MyDetailsKey, totalIn: string): MyDetailsSource {
  return {
    from: [key],
    how: `0: the whole total is entered under ${totalIn}`,
    derive: (d) => (d[key] === undefined ? undefined : 0),
  };
}

/** The IRA box takes the whole total, and is saved back as the total of both boxes, as My details keeps it. */
function wholeTotal(
  key: 'traditionalSavings' | 'rothSavings',
  how: string,
  otherBox: 'traditional401k' | 'roth401k',
): MyDetailsSource {
  return {
    ...fromAnswer(key, how),
    toMyDetails: (ira, { inputs }) => ({ [key]: Number(ira) + Number(inputs[otherBox]) }) as Partial<MyDetails>,
  };
}

/** The article withdrawal calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'age', label: m.ageLabel, ...ageThisYear(b.age) },
  { id: 'annualIncomeNeed', label: m.annualIncomeNeedLabel, ...money, hint: m.annualIncomeNeedHint },
  {
    id: 'socialSecurity',
    label: m.socialSecurityLabel,
    ...money,
    myDetails: fromYearlyBenefit(
      '12 times the benefit you are paid now, else the yearly benefit at full retirement age',
    ),
  },
  { id: 'pension', label: m.pensionLabel, ...money, myDetails: fromAnswer('pensionYearly') },
  { id: 'taxYear', label: m.taxYearLabel, ...taxYearChoice(YEAR_OPTIONS), hint: m.taxYearHint },
  { id: 'currentTaxBracket', label: m.currentTaxBracketLabel, ...bracket },
  { id: 'retirementTaxBracket', label: m.retirementTaxBracketLabel, ...bracket },
  {
    id: 'traditional401k',
    label: m.traditional401kLabel,
    ...money,
    myDetails: emptiedBy('traditionalSavings', 'Traditional IRA'),
  },
  {
    id: 'traditionalIRA',
    label: m.traditionalIraLabel,
    ...money,
    myDetails: wholeTotal('traditionalSavings', 'the whole traditional IRA and 401(k) total', 'traditional401k'),
  },
  { id: 'roth401k', label: m.roth401kLabel, ...money, myDetails: emptiedBy('rothSavings', 'Roth IRA') },
  {
    id: 'rothIRA',
    label: m.rothIraLabel,
    ...money,
    myDetails: wholeTotal('rothSavings', 'the whole Roth IRA and Roth 401(k) total', 'roth401k'),
  },
  { id: 'taxable', label: m.taxableLabel, ...money, myDetails: fromAnswer('taxableSavings') },
  { id: 'hsa', label: m.hsaLabel, ...money, myDetails: fromAnswer('hsaBalance') },
  { id: 'expectedReturn', label: m.expectedReturnLabel, ...percentBetween(b.expectedReturn) },
  { id: 'inflation', label: m.inflationLabel, ...percentBetween(b.inflation) },
]);

type Answered = keyof typeof DEFAULTS & string;
const answered: MyDetailsFieldMap<Answered> = myDetailsMap(FIELDS);
// The My details page names each IRA box (it takes the whole total) before the 401(k) box it empties.
const PAGE_ORDER: readonly Answered[] = [
  'age',
  'socialSecurity',
  'pension',
  'traditionalIRA',
  'traditional401k',
  'rothIRA',
  'roth401k',
];

/** The fields My details answers, in the My details page's order. */
export const MY_DETAILS_IN_PAGE_ORDER = {
  ...Object.fromEntries(PAGE_ORDER.map((id) => [id, answered[id]])),
  ...answered,
} as MyDetailsFieldMap<Answered>;

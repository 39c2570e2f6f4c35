import type { SelectOption } from '../../kit';
import { RMD_BOUNDS as b, RMD_DEFAULTS } from '../../finance/rmd';
import { defineToolFields, fromAnswer, fromBirthYear, myDetailsFromFields } from '../shared/toolFields';

const YEAR_OPTIONS: SelectOption[] = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

// The tax year widened to a number, so a saved or shared year reads back as one.
export const DEFAULTS = { ...RMD_DEFAULTS, taxYear: RMD_DEFAULTS.taxYear as number };

/** The RMD calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'age',
    label: 'Your age at the end of the tax year',
    kind: 'number',
    unit: 'years',
    // No lower clamp: SPEC §5 wants an age under 70 to calculate nothing, not to become 70.
    min: 0,
    max: b.age.max,
    hint: 'Must be at least 70½. Use your age on 31 December of the tax year.',
    myDetails: fromBirthYear('age on 31 December of the tax year chosen in the tool', ({ inputs }) => Number(inputs.taxYear)),
  },
  {
    id: 'balance',
    label: 'Account balance on 31 December of the year before',
    kind: 'money',
    min: b.balance.min,
    max: b.balance.max,
    decimals: 2,
    step: 1000,
    hint: 'Traditional IRA or 401(k) balance.',
    myDetails: fromAnswer('traditionalSavings'),
  },
  { id: 'taxYear', label: 'Tax year', kind: 'select', options: YEAR_OPTIONS, compare: { format: 'year' } },
]);

/** RMD calculator fields that My details answers. */
export const myDetailsFields = myDetailsFromFields('rmd', FIELDS);

import { defineToolFields, fromAnswer, fromBirthYear } from '../core/toolFields';

/**
 * A made-up tool's fields, one of each kind, for the shared field tests and stories (not used by
 * the site).
 */
export const EXAMPLE_DEFAULTS = {
  age: 70,
  homeValue: 300_000,
  savings: 250_000,
  rate: 4.5,
  waitDays: 90,
  plan: 'basic',
  share: 60,
  years: 20,
};

export const EXAMPLE_FIELDS = defineToolFields(EXAMPLE_DEFAULTS, [
  {
    id: 'age',
    label: 'Your age',
    kind: 'number',
    unit: 'years',
    min: 50,
    max: 100,
    myDetails: fromBirthYear('age at the end of the tax year', (c) => Number(c.inputs.taxYear ?? c.currentYear)),
  },
  {
    id: 'homeValue',
    label: 'Home value',
    kind: 'money',
    min: 0,
    max: 5_000_000,
    decimals: 0,
    hint: 'What the home would sell for today.',
    myDetails: fromAnswer('homeValue'),
  },
  {
    id: 'savings',
    label: 'Savings today',
    kind: 'money',
    min: 0,
    max: 1e9,
    myDetails: fromAnswer('traditionalSavings', 'traditional savings only'),
  },
  { id: 'rate', label: 'Expected return', kind: 'number', unit: '%', decimals: 1 },
  {
    id: 'waitDays',
    label: 'Waiting period',
    kind: 'select',
    hint: 'A longer wait costs less.',
    options: [
      { value: '30', label: '30 days' },
      { value: '90', label: '90 days' },
    ],
  },
  {
    id: 'plan',
    label: 'Plan',
    kind: 'select',
    options: [
      { value: 'basic', label: 'Basic plan' },
      { value: 'full', label: 'Full plan' },
    ],
    compare: { label: 'Plan chosen' },
  },
  {
    id: 'share',
    label: 'Share to replace',
    kind: 'slider',
    format: { style: 'percent' },
    min: 40,
    max: 80,
    hint: 'Policies usually replace 40 to 80 percent of income.',
  },
  {
    id: 'years',
    label: 'Years to plan for',
    kind: 'select',
    options: [{ value: '20', label: 'Twenty years' }],
    compare: { format: { style: 'years' } },
  },
]);

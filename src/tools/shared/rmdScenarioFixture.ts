/**
 * Test fixture (not used by the site): the RMD calculator's inputs and key result as the scenario
 * tests save and compare them.
 */
import type { ComparisonField, ComparisonResultField } from './scenarios';

export const RMD_DEFAULTS = { age: 72, balance: 500_000, taxYear: 2024 };

export const RMD_FIELDS: ComparisonField[] = [
  { key: 'age', label: 'Your age at the end of the tax year', format: 'years' },
  { key: 'balance', label: 'Account balance', format: 'currency' },
  { key: 'taxYear', label: 'Tax year', format: 'year' },
];

export const RMD_RESULTS: ComparisonResultField[] = [{ key: 'rmdAmount', label: 'RMD for the year', format: 'currency' }];

/**
 * Test fixture (not used by the site): the RMD calculator's inputs and key result as the scenario
 * tests save and compare them.
 */
import { CALENDAR_YEAR } from '../../../kit';
import type { ComparisonField, ComparisonResultField } from '../core/comparisonFields';

export const RMD_DEFAULTS = { age: 72, balance: 500_000, taxYear: 2024 };

export const RMD_FIELDS: ComparisonField[] = [
  { key: 'age', label: 'Your age at the end of the tax year', format: { style: 'years' } },
  { key: 'balance', label: 'Account balance', format: { style: 'currency' } },
  { key: 'taxYear', label: 'Tax year', format: CALENDAR_YEAR },
];

export const RMD_RESULTS: ComparisonResultField[] = [
  { key: 'rmdAmount', label: 'RMD for the year', format: { style: 'currency' } },
];

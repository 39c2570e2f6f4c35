import { bench, describe } from 'vitest';
import { calculateTaxImpact, TAX_IMPACT_DEFAULTS } from './taxImpact';
import { calculateWithdrawal, WITHDRAWAL_DEFAULTS } from './withdrawal';
import { planWithdrawals, PLANNER_DEFAULTS } from './withdrawalPlanner';
import { calculateRmd, RMD_DEFAULTS } from './rmd';
import { calculateRothConversion, ROTH_DEFAULTS } from './roth';
import { calculateHsa, HSA_DEFAULTS } from './hsa';
import { computeOrdinaryTax, taxableSocialSecurity } from './tax';

describe('finance engine (part A) on SPEC defaults', () => {
  bench('computeOrdinaryTax', () => {
    computeOrdinaryTax(59_800, 'single', 2023);
  });
  bench('taxableSocialSecurity', () => {
    taxableSocialSecurity({ benefits: 30_000, otherIncome: 50_000, status: 'single' });
  });
  bench('calculateTaxImpact', () => {
    calculateTaxImpact({
      ...TAX_IMPACT_DEFAULTS,
      socialSecurity: 30_000,
      pensionIncome: 20_000,
      traditionalWithdrawals: 30_000,
    });
  });
  bench('calculateWithdrawal', () => {
    calculateWithdrawal(WITHDRAWAL_DEFAULTS);
  });
  bench('planWithdrawals', () => {
    planWithdrawals(PLANNER_DEFAULTS);
  });
  bench('calculateRmd', () => {
    calculateRmd(RMD_DEFAULTS);
  });
  bench('calculateRothConversion', () => {
    calculateRothConversion(ROTH_DEFAULTS);
  });
  bench('calculateHsa', () => {
    calculateHsa(HSA_DEFAULTS);
  });
});

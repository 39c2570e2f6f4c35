import { bench, describe } from 'vitest';
import { calculateTaxImpact } from './tax/taxImpact';
import { calculateWithdrawal } from './tax/withdrawal';
import { planWithdrawals } from './tax/withdrawalPlanner';
import { calculateRmd } from './tax/rmd';
import { calculateRothConversion } from './tax/roth';
import { calculateHsa } from './health/hsa';
import { computeOrdinaryTax, taxableSocialSecurity } from './tax/tax';

// The tools' starting inputs (SPEC §9 defaults where it names them), written out for the engine alone.
const accounts = {
  traditional401k: 500_000,
  roth401k: 100_000,
  traditionalIRA: 200_000,
  rothIRA: 50_000,
  taxable: 300_000,
  hsa: 50_000,
};

describe('finance engine (part A) on SPEC defaults', () => {
  bench('computeOrdinaryTax', () => {
    computeOrdinaryTax(59_800, 'single', 2023);
  });
  bench('taxableSocialSecurity', () => {
    taxableSocialSecurity({ benefits: 30_000, otherIncome: 50_000, status: 'single' });
  });
  bench('calculateTaxImpact', () => {
    calculateTaxImpact({
      filingStatus: 'single',
      age: 65,
      taxYear: 2026,
      socialSecurity: 30_000,
      pensionIncome: 20_000,
      traditionalWithdrawals: 30_000,
    });
  });
  bench('calculateWithdrawal', () => {
    calculateWithdrawal({
      age: 65,
      annualIncomeNeed: 80_000,
      socialSecurity: 30_000,
      pension: 0,
      currentTaxBracket: 22,
      retirementTaxBracket: 12,
      accounts,
      expectedReturn: 6,
      inflation: 3,
      taxYear: 2026,
    });
  });
  bench('planWithdrawals', () => {
    planWithdrawals({
      taxYear: 2026,
      currentAge: 65,
      filingStatus: 'marriedJoint',
      annualIncome: 60_000,
      traditionalBalance: 400_000,
      rothBalance: 150_000,
      taxableBalance: 200_000,
    });
  });
  bench('calculateRmd', () => {
    calculateRmd({ age: 72, balance: 500_000, taxYear: 2026 });
  });
  bench('calculateRothConversion', () => {
    calculateRothConversion({
      currentAge: 55,
      iraBalance: 500_000,
      conversionAmount: 100_000,
      currentTaxBracket: 22,
      retirementTaxBracket: 22,
      returnRate: 7,
      yearsUntilRetirement: 10,
    });
  });
  bench('calculateHsa', () => {
    calculateHsa({
      age: 35,
      currentHSA: 0,
      annualContribution: 4_150,
      coverageType: 'self',
      retirementAge: 65,
      expectedReturn: 7,
      currentTaxBracket: 22,
      retirementTaxBracket: 12,
      healthcareExpenses: 5_000,
      limitYear: 2026,
    });
  });
});

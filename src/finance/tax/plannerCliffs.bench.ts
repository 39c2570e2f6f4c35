/**
 * Issue H2, item 10: the withdrawal planner's Calculate now works out IRMAA (two-year lookback) and the widow's tax
 * every year. These benches time the engine alone on the heaviest plans (62 to 95, then to 110: Social Security for
 * both, a death, RMDs and IRMAA crossings); the whole click is measured in the browser by scripts/responsiveness.mjs.
 * Run: npx vitest bench --run src/finance/tax/plannerCliffs.bench.ts
 */
import { bench, describe } from 'vitest';
import { planWithdrawals, type PlannerInput } from './withdrawalPlanner';
import { widowsTax } from './widowsTax';

/** The planner's starting inputs (SPEC §9: age 65, joint, need 60,000, balances 400,000, 150,000 and 200,000), in 2026. */
const START: PlannerInput = {
  taxYear: 2026,
  currentAge: 65,
  filingStatus: 'marriedJoint',
  annualIncome: 60_000,
  traditionalBalance: 400_000,
  rothBalance: 150_000,
  taxableBalance: 200_000,
  socialSecurity: 0,
  spouseSocialSecurity: 0,
  deathYear: 0,
};

const couple = {
  ...START,
  currentAge: 62,
  spouseAge: 60,
  // In all: 60,000 of Social Security and 150,000 from savings.
  annualIncome: 210_000,
  traditionalBalance: 6_000_000,
  rothBalance: 500_000,
  taxableBalance: 500_000,
  socialSecurity: 36_000,
  spouseSocialSecurity: 24_000,
};

describe('withdrawal planner with IRMAA and the widow’s tax (to 95, and to 110)', () => {
  bench('planWithdrawals: defaults (13 years, run out at 77)', () => {
    planWithdrawals(START);
  });
  bench('planWithdrawals: until the younger is 95 (36 years), both benefits, RMDs, IRMAA crossings', () => {
    planWithdrawals(couple);
  });
  bench('planWithdrawals: until the younger is 110 (51 years)', () => {
    planWithdrawals({ ...couple, planToAge: 110 });
  });
  bench('planWithdrawals: the same with a death in 2030 (survivor benefit, single returns, baseline)', () => {
    planWithdrawals({ ...couple, deathYear: 2030 });
  });
});

describe('tax impact with the widow’s tax', () => {
  bench('widowsTax: joint, a death in 2027, three survivor years', () => {
    widowsTax({
      filingStatus: 'marriedJoint',
      age: 70,
      spouseAge: 70,
      socialSecurity: 48_000,
      spouseSocialSecurity: 18_000,
      traditionalWithdrawals: 120_000,
      taxYear: 2026,
      deathYear: 2027,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MEDICARE_BY_YEAR } from '../finance/rules/health/medicare';
import { DEFAULTS as DISABILITY } from './DisabilityCalculator/fields';
import { DEFAULTS as HEALTHCARE } from './HealthcareCostCalculator/fields';
import { DEFAULTS as HOME_EQUITY } from './HomeEquityCalculator/fields';
import { DEFAULTS as HOME_MODIFICATION } from './HomeModificationPlanner/scenario';
import { DEFAULTS as HSA } from './HsaCalculator/fields';
import { DEFAULTS as LTC } from './LtcCalculator/fields';
import { DEFAULTS as MEDICARE } from './MedicareCostCalculator/fields';
import { DEFAULTS as RMD } from './RmdCalculator/fields';
import { DEFAULTS as ROTH } from './RothConversionCalculator/fields';
import { DEFAULTS as PLANNER } from './WithdrawalPlanner/fields';

/**
 * The values each form opens on are the tool's own (its `fields.ts` DEFAULTS), not the engine's. Where the spec names
 * them, the forms keep its figures. The years a form offers, and the one it opens on, are checked against the rules
 * calendar in toolYears.node.test.ts, from each tool's definition.
 */
describe('the forms open on the spec’s defaults where it names them', () => {
  it('LTC (SPEC §3: age 55, male, national, excellent health, home care, 3 years, $200, 90 days, compound, 3 years)', () => {
    expect(LTC).toEqual({
      age: 55,
      gender: 'male',
      state: 'national',
      healthStatus: 'excellent',
      careSetting: 'home',
      careDuration: 3,
      dailyBenefit: 200,
      eliminationPeriod: 90,
      inflationProtection: 'compound',
      benefitPeriod: '3',
    });
  });

  it('home equity (SPEC §9: value 400,000, balance 250,000, 6.5 %, 30-year term, 20 years left, 3 %, 5 years)', () => {
    expect(HOME_EQUITY).toEqual({
      homeValue: 400000,
      mortgageBalance: 250000,
      interestRate: 6.5,
      loanTerm: 30,
      yearsRemaining: 20,
      annualAppreciation: 3,
      yearsProjection: 5,
    });
  });

  it('healthcare cost (SPEC §9: age 65, retirement 67, Part D 45, Medigap 125), with Part B on the newest CMS premium (RULES.md: 2026, 202.90)', () => {
    expect(HEALTHCARE.medicareB).toBe(202.9);
    expect(HEALTHCARE.medicareB).toBe(MEDICARE_BY_YEAR[2026].partBPremium);
    expect(HEALTHCARE).toMatchObject({ currentAge: 65, retirementAge: 67, lifeExpectancy: 85, medicareD: 45 });
    expect(HEALTHCARE).toMatchObject({ medigap: 125, outOfPocket: 2500, inflationRate: 6.5, ltcCost: 55000 });
  });

  it('home modification (SPEC §9 sets a 5,000 budget; SPEC §5 makes 6 months the default timeline)', () => {
    expect(HOME_MODIFICATION).toEqual({ budget: 5000, timeline: '6-months' });
  });

  it('HSA, Roth, RMD, disability and the planner keep the figures SPEC §9 lists for them', () => {
    expect(HSA).toMatchObject({ age: 35, annualContribution: 4150, retirementAge: 65, expectedReturn: 7 });
    expect(HSA).toMatchObject({ currentTaxBracket: 22, retirementTaxBracket: 12, healthcareExpenses: 5000 });
    expect(ROTH).toMatchObject({ currentAge: 55, iraBalance: 500000, conversionAmount: 100000, returnRate: 7 });
    expect(ROTH).toMatchObject({ currentTaxBracket: 22, retirementTaxBracket: 22, yearsUntilRetirement: 10 });
    // The RMD form opens on the first age with an RMD due in the newest year (issue H3), not the spec's 72 in 2024.
    expect(RMD).toMatchObject({ balance: 500000, age: 73, taxYear: 2026 });
    expect(DISABILITY).toMatchObject({ age: 35, annualIncome: 75000, monthlyExpenses: 5000, coverageAmount: 60 });
    expect(DISABILITY).toMatchObject({ eliminationPeriod: 90, benefitPeriod: 'to-65' });
    // With no Social Security (the default) the spec's 60,000 need is the need in all.
    expect(PLANNER).toMatchObject({ currentAge: 65, filingStatus: 'marriedJoint', incomeNeedInAll: 60000 });
    expect(PLANNER).toMatchObject({ traditionalBalance: 400000, rothBalance: 150000, taxableBalance: 200000 });
  });

  it('the Medicare form opens on its year’s CMS figures (RULES.md: 2026 Part B 202.90, deductible 283, Part D 38.99)', () => {
    expect(MEDICARE).toMatchObject({ partBPremium: 202.9, partBDeductible: 283, partDPremium: 38.99 });
  });
});

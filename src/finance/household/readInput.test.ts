/** Issue I1 item 8: bad input gives an error fact (a code and numbers), never NaN; the plan goes on with the value used. */
import { describe, it, expect } from 'vitest';
import { readHouseholdInput } from './readInput';
import { householdAnswer } from './answers';
import { HOUSEHOLD_FALLBACK } from '../rules/household/plan';
import type { HouseholdInput } from './types';

const BASE: HouseholdInput = {
  firstYear: 2026,
  a: {
    birthYear: 1961,
    birthMonth: 4,
    traditional: 500_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_500, claimAge: 67 },
  },
  b: null,
  planningAge: 95,
  roth: 50_000,
  taxable: 100_000,
  taxableBasisShare: 0.5,
  cash: 20_000,
  annualSpending: 50_000,
  stockSharePercent: 60,
  feePercent: 0.2,
  steady: { returnPercent: 5, inflationPercent: 2.5 },
};

describe('readHouseholdInput — error facts', () => {
  it('clean input: no error; ages at the end of the first year; the plan runs to the planning age', () => {
    const { plan, errors } = readHouseholdInput(BASE);
    expect(errors).toEqual([]);
    expect(plan.people[0]!.age).toBe(65);
    expect(plan.people[0]!.lastAge).toBe(95);
    expect(plan.people[0]!.ss).toEqual({ kind: 'atFullRetirementAge', pia: 2_500, claimMonths: 804 });
    expect(plan.stockShare).toBe(0.6);
  });
  it('a planning age below today’s age: planningAgeBelowAge, and the plan runs to today’s age', () => {
    const { plan, errors } = readHouseholdInput({ ...BASE, planningAge: 62 });
    expect(errors).toEqual([{ code: 'planningAgeBelowAge', person: 'a', planningAge: 62, age: 65, used: 65 }]);
    expect(plan.planningAge).toBe(65);
  });
  it('a claiming age outside 62–70: claimAgeOutOfRange with the age used (the nearest allowed)', () => {
    const early = readHouseholdInput({
      ...BASE,
      a: { ...BASE.a, socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_000, claimAge: 60 } },
    });
    expect(early.errors).toEqual([
      { code: 'claimAgeOutOfRange', person: 'a', claimAge: 60, min: 62, max: 70, used: 62 },
    ]);
    const late = readHouseholdInput({
      ...BASE,
      a: { ...BASE.a, socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_000, claimAge: 72.5 } },
    });
    expect(late.errors[0]).toMatchObject({ code: 'claimAgeOutOfRange', used: 70 });
    expect(late.plan.people[0]!.ss).toMatchObject({ claimMonths: 840 });
  });
  it('negative savings or spending: negativeAmount per field, counted as 0', () => {
    const { plan, errors } = readHouseholdInput({
      ...BASE,
      roth: -5,
      annualSpending: -1_000,
      a: { ...BASE.a, traditional: -1 },
    });
    expect(errors.map((e) => e.code === 'negativeAmount' && e.field)).toEqual([
      'a.traditional',
      'roth',
      'annualSpending',
    ]);
    expect([plan.roth, plan.spending, plan.people[0]!.traditional]).toEqual([0, 0, 0]);
  });
  it('a death age before today or after the planning age is an error, and the person lives to the planning age', () => {
    const { plan, errors } = readHouseholdInput({ ...BASE, a: { ...BASE.a, deathAge: 60 } });
    expect(errors).toEqual([{ code: 'deathAgeOutOfRange', person: 'a', deathAge: 60, min: 65, max: 95, used: null }]);
    expect(plan.people[0]!.lastAge).toBe(95);
  });
  it('nothing readable: the fallbacks (planning age 95, 1,000 paths, the fill of the 12 % bracket), no NaN', () => {
    const { plan } = readHouseholdInput('not a plan');
    expect(plan.planningAge).toBe(HOUSEHOLD_FALLBACK.planningAge);
    expect(plan.paths).toBe(1_000);
    expect(plan.order).toBe('fillLowBrackets');
    expect(plan.fillRate).toBe(12);
    expect(plan.people).toHaveLength(1);
  });
});

describe('spending above what can be carried: the facts say how long it lasts', () => {
  it('100,000 a year from 200,000 and no income: every start runs out, the worst within a few years, none reach 95', () => {
    const answer = householdAnswer({
      ...BASE,
      a: { ...BASE.a, traditional: 0, socialSecurity: { kind: 'alreadyPaid', monthly: 0 } },
      roth: 200_000,
      taxable: 0,
      cash: 0,
      annualSpending: 100_000,
      monteCarlo: { paths: 50, seed: 3 },
    });
    expect(answer.history.successCount).toBe(0);
    expect(answer.history.worst!.lasted).toBe(false);
    // Roth only (no tax): 100,000 at the start of year 1 and of year 2 cannot both be covered by 200,000 unless
    // the first year's market more than covers the second year's inflation; at most 3 years in any start.
    expect(answer.history.starts.every((s) => s.lastedYears >= 1 && s.lastedYears <= 3)).toBe(true);
    expect(answer.history.worst!.ranOutAgeA).toBe(65 + answer.history.worst!.lastedYears);
    expect(answer.safeSpending.amount).toBeLessThan(100_000);
  });
});

import { DEFAULTS, FIELDS } from './fields';
import { computePlan } from './plan';
import { mergeKnown } from '../shared/core/toolState';

/**
 * Inputs saved before issue I6 (this tab's inputs, a saved scenario, a shared link) had no spouse's age or end age,
 * and their `annualIncome` was the need from savings, on top of Social Security. They still open, and mean what the
 * reader meant: the need in all is that need plus the benefits, and the spouse is the reader's age (the old plan's
 * assumption).
 */
const read = (raw: Record<string, unknown>) => mergeKnown(DEFAULTS, raw, FIELDS);

describe('the planner’s inputs saved before it asked for the need in all and both ages', () => {
  const before = {
    currentAge: 70,
    filingStatus: 'marriedJoint',
    taxYear: 2026,
    annualIncome: 60_000,
    traditionalBalance: 2_000_000,
    rothBalance: 0,
    taxableBalance: 0,
    socialSecurity: 30_000,
    spouseSocialSecurity: 18_000,
    deathYear: 0,
  };

  it('a joint record: need in all 60,000 + 30,000 + 18,000 = 108,000; the spouse 70 like you; a plan to 95', () => {
    expect(read(before)).toMatchObject({ incomeNeedInAll: 108_000, spouseAge: 70, planToAge: 95, currentAge: 70 });
    expect(read(before)).not.toHaveProperty('annualIncome');
  });

  it('the plan it opens on takes the same 60,000 a year from savings as before', () => {
    const plan = computePlan(read(before));
    expect(plan.needFromSavings).toBe(60_000);
    expect(plan.rows[0]!.traditionalWithdrawal).toBe(60_000);
  });

  it('a single filer’s record leaves out the spouse’s benefit, as the old plan did: 60,000 + 30,000', () => {
    expect(read({ ...before, filingStatus: 'single' }).incomeNeedInAll).toBe(90_000);
  });

  it('a link’s text is read the same way; a record without a need opens on the default', () => {
    expect(read({ annualIncome: '50000', socialSecurity: '12000', currentAge: '66' })).toMatchObject({
      incomeNeedInAll: 62_000,
      spouseAge: 66,
    });
    expect(read({ currentAge: 72 })).toMatchObject({ incomeNeedInAll: DEFAULTS.incomeNeedInAll, spouseAge: 72 });
  });

  it('a record saved now keeps its own figures', () => {
    const now = { ...DEFAULTS, incomeNeedInAll: 72_000, socialSecurity: 46_200, spouseAge: 63 };
    expect(read(now)).toMatchObject({ incomeNeedInAll: 72_000, spouseAge: 63 });
  });

  it('corrupt values never crash: each falls back to its default', () => {
    expect(read({ annualIncome: 'lots', socialSecurity: {}, currentAge: null })).toEqual(DEFAULTS);
  });
});

describe('the planner’s key results for the comparison and My plan', () => {
  it('lead with how long the savings last, beside the plan’s length and what is left (issue I6)', async () => {
    const { scenario } = await import('./scenario');
    expect(scenario.resultFields.slice(0, 3).map((f) => [f.key, f.label])).toEqual([
      ['yearsSavingsLast', 'Years your savings last'],
      ['planYears', 'Years in the plan'],
      ['leftAtEnd', 'Left at the end of the plan'],
    ]);
    // The defaults run out in their 13th year (withdrawalPlanner.test.ts): 12.5 of 31 years, nothing left.
    expect(scenario.results(DEFAULTS)).toMatchObject({ yearsSavingsLast: 12.5, planYears: 31, leftAtEnd: 0 });
  });
});

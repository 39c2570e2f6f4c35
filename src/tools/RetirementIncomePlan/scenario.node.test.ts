import { householdHeadline } from '../../finance/household';
import { DEFAULTS } from './fields';
import { householdInput } from './plan';
import { planFirstYear, planScenario } from './scenario';

describe('the plan in a scenario comparison and in My plan', () => {
  it('works out nothing before the engine has loaded, then the same counts as the page', async () => {
    // Before prepare: no figures (the comparison waits for prepare, never shows a made-up 0).
    expect(Number.isNaN(planScenario.results(DEFAULTS).startsLasted)).toBe(true);
    await planScenario.prepare();
    const headline = householdHeadline(householdInput(DEFAULTS, planFirstYear()));
    expect(planScenario.results(DEFAULTS)).toEqual({
      startsLasted: headline.history.successCount,
      startsTested: headline.history.total,
      worstYearsLasted: headline.history.worst!.lastedYears,
    });
  });

  it('the plan opens on this calendar year, within the years the engine holds', () => {
    expect(planFirstYear(new Date(2026, 10, 27))).toBe(2026);
    expect(planFirstYear(new Date(1999, 0, 1))).toBe(2020);
  });

  it('a couple becomes one person when the spouse’s age is 0, and a one-off sign follows its kind', () => {
    expect(householdInput({ ...DEFAULTS, spouseAge: 0 }, 2026).b).toBeNull();
    const spend = householdInput({ ...DEFAULTS, oneOff: 'spend', oneOffAmount: 30_000, oneOffAge: 70 }, 2026);
    expect(spend.oneOffs).toEqual([{ owner: 'a', age: 70, amount: -30_000, gainShare: 0 }]);
    expect(householdInput(DEFAULTS, 2026).a.birthYear).toBe(2026 - DEFAULTS.age);
  });
});

import { describe, expect, it } from 'vitest';
import { compareCoupleClaiming } from '../../finance/socialSecurity/socialSecurityCouple';
import { decodeToolHash, mergeKnown } from '../shared/core/toolState';
import { scenario as plannerScenario, computePlan } from '../WithdrawalPlanner/scenario';
import { coupleClaimingInput } from './coupleInput';
import { DEFAULTS } from './fields';
import { survivorLinks } from './survivorLinks';

const NOVEMBER_2026 = { year: 2026, month: 11 };
// The readers' couple (issue I6): Carlos, a man born March 1959, PIA $2,600; Ruth, a woman born January 1962, PIA $1,250.
const READERS = {
  ...DEFAULTS,
  mode: 'couple' as const,
  birthYear: 1959,
  birthMonth: 3,
  fraBenefit: 2600,
  yourSex: 'male' as const,
  spouseBirthYear: 1962,
  spouseBirthMonth: 1,
  spouseFraBenefit: 1250,
  spouseSex: 'female' as const,
};
const hashOf = (link: string) => link.slice(link.indexOf('#'));

describe('“If one of us dies” links to the survivor’s whole income (issue I6, item 11)', () => {
  const result = compareCoupleClaiming(coupleClaimingInput(READERS, NOVEMBER_2026));

  it('Carlos dies at 78 (1959 + 78 = 2037): the planner opens on Ruth as “you” (64 at the end of 2026, Carlos 67), married filing jointly, with both yearly benefits of the best pair and the death in 2037', () => {
    const links = survivorLinks({ ...READERS, whoDies: 'you', dyingAge: 78 }, result, NOVEMBER_2026);
    expect(links).toMatchObject({ deathYear: 2037, survivor: 'spouse' });
    // The best pair pays Carlos $3,172 a month from 69 y 7 m (a man's table age at death 83.1): $38,064 a year.
    expect(links.yearlyYou).toBe(38_064);
    expect(links.yearlySpouse).toBe(Math.round((result.amounts.ownB + result.amounts.spousalB) * 12));
    expect(links.planner.startsWith('/tools/withdrawal-planner#tool=withdrawal-planner&v=2&')).toBe(true);
    const fields = decodeToolHash('withdrawal-planner', hashOf(links.planner))!;
    expect(fields).toMatchObject({
      filingStatus: 'marriedJoint',
      currentAge: '64',
      spouseAge: '67',
      socialSecurity: String(links.yearlySpouse),
      spouseSocialSecurity: '38064',
      deathYear: '2037',
      taxYear: '2026',
    });
    // The planner reads the link into its own form and plans the survivor's years from the death.
    const inputs = mergeKnown(plannerScenario.defaults, fields, plannerScenario.fieldList);
    expect(inputs).toMatchObject({ currentAge: 64, spouseAge: 67, deathYear: 2037, spouseSocialSecurity: 38_064 });
    const plan = computePlan(inputs);
    expect(plan.widow?.deathYear).toBe(2037);
    // Both ages in 2037, the year of the death; from 2038 the planner's spouse is gone.
    expect(plan.rows.find((r) => r.calendarYear === 2037)).toMatchObject({ age: 75, spouseAge: 78 });
    expect(plan.rows.find((r) => r.calendarYear === 2038)).toMatchObject({ age: 76, spouseAge: null });
  });

  it('Ruth dies at 80 (1962 + 80 = 2042): the planner follows Carlos, the survivor, as “you”', () => {
    const links = survivorLinks({ ...READERS, whoDies: 'spouse', dyingAge: 80 }, result, NOVEMBER_2026);
    expect(links).toMatchObject({ deathYear: 2042, survivor: 'you' });
    expect(decodeToolHash('withdrawal-planner', hashOf(links.planner))).toMatchObject({
      currentAge: '67',
      spouseAge: '64',
      socialSecurity: '38064',
      deathYear: '2042',
    });
  });

  it('the household plan (issue I1) gets both ages, both benefits at full retirement age, the best pair’s claiming ages and the age of the death', () => {
    const links = survivorLinks({ ...READERS, whoDies: 'you', dyingAge: 78 }, result, NOVEMBER_2026);
    expect(links.incomePlan.startsWith('/tools/retirement-income-plan#tool=retirement-income-plan&v=2&')).toBe(true);
    expect(decodeToolHash('retirement-income-plan', hashOf(links.incomePlan))).toEqual({
      age: '67',
      spouseAge: '64',
      socialSecurity: '2600',
      spouseSocialSecurity: '1250',
      claimAge: '69.58',
      spouseClaimAge: '65.17',
      deathAge: '78',
    });
  });
});

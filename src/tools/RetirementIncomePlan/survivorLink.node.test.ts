/**
 * The Social Security tool's "If one of us dies" link (SocialSecurityCalculator/survivorLinks.ts) opens this plan
 * with the death it compared: the plan reads deathAge / spouseDeathAge into its "age at first death" fields, and the
 * engine then plans the survivor's years from that age (issue I1 item 1: the survivor benefit after a first death at a
 * chosen age, and single filing from the next year).
 */
import { describe, expect, it } from 'vitest';
import { compareCoupleClaiming } from '../../finance/socialSecurity/socialSecurityCouple';
import { householdYears } from '../../finance/household/answers';
import { decodeToolHash, mergeKnown } from '../shared/core/toolState';
import { coupleClaimingInput } from '../SocialSecurityCalculator/coupleInput';
import { DEFAULTS as SS_DEFAULTS } from '../SocialSecurityCalculator/fields';
import { survivorLinks } from '../SocialSecurityCalculator/survivorLinks';
import { householdInput } from './plan';
import { tool } from './tool';

const NOVEMBER_2026 = { year: 2026, month: 11 };
// The readers' couple (issue I6): Carlos, born March 1959, PIA $2,600; Ruth, born January 1962, PIA $1,250.
const READERS = {
  ...SS_DEFAULTS,
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
const result = compareCoupleClaiming(coupleClaimingInput(READERS, NOVEMBER_2026));

/** The plan the link opens, as the page reads it (the tool's schema), in its steady market from 2026. */
function planFromLink(link: string) {
  const fields = decodeToolHash('retirement-income-plan', link.slice(link.indexOf('#')))!;
  const inputs = mergeKnown(tool.defaults, fields, tool.fields);
  return { inputs, years: householdYears(householdInput(inputs, 2026), { mode: 'steady' }) };
}

describe('the Social Security tool’s survivor link reproduces the death in the plan', () => {
  it('Carlos (“you”) dies at 78, in 2037: joint that year, single from 2038, Ruth then paid his larger check', () => {
    const links = survivorLinks({ ...READERS, whoDies: 'you', dyingAge: 78 }, result, NOVEMBER_2026);
    const { inputs, years } = planFromLink(links.incomePlan);
    expect(inputs).toMatchObject({ age: 67, spouseAge: 64, deathAge: 78, spouseDeathAge: null, claimAge: 69.58 });
    expect(years.errors).toEqual([]);
    const row = (year: number) => years.rows.find((r) => r.year === year)!;
    expect(row(2037)).toMatchObject({ ageA: 78, ageB: 75, filingStatus: 'marriedJoint' });
    expect(row(2038)).toMatchObject({ ageA: null, ageB: 76, filingStatus: 'single', socialSecurityA: 0 });
    // Before the death, Carlos's own check (claimed at 69 y 7 m) is the larger; after it, Ruth's is at least that
    // check (the widow's benefit), in the same year's dollars.
    const before = row(2036);
    const after = row(2039);
    expect(before.socialSecurityA).toBeGreaterThan(before.socialSecurityB);
    expect(after.socialSecurityB / after.priceIndex).toBeGreaterThanOrEqual(
      (before.socialSecurityA / before.priceIndex) * 0.999,
    );
  });

  it('Ruth (the spouse) dies at 80, in 2042: the plan follows Carlos alone from 2043', () => {
    const links = survivorLinks({ ...READERS, whoDies: 'spouse', dyingAge: 80 }, result, NOVEMBER_2026);
    const { inputs, years } = planFromLink(links.incomePlan);
    expect(inputs).toMatchObject({ deathAge: null, spouseDeathAge: 80 });
    const row = (year: number) => years.rows.find((r) => r.year === year)!;
    expect(row(2042)).toMatchObject({ ageA: 83, ageB: 80, filingStatus: 'marriedJoint' });
    expect(row(2043)).toMatchObject({ ageA: 84, ageB: null, filingStatus: 'single', socialSecurityB: 0 });
  });

  it('without a death in the link, both live to the planning age: joint until the older one is 95 (2054)', () => {
    const { inputs, years } = planFromLink(
      '/tools/retirement-income-plan#tool=retirement-income-plan&v=2&age=67&spouseAge=64',
    );
    expect(inputs).toMatchObject({ deathAge: null, spouseDeathAge: null });
    const joint = years.rows.filter((r) => r.filingStatus === 'marriedJoint');
    expect(joint.map((r) => r.year)).toEqual(Array.from({ length: 2054 - 2026 + 1 }, (_, i) => 2026 + i));
    expect(joint.every((r) => r.ageA !== null && r.ageB !== null)).toBe(true);
  });
});

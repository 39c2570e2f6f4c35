import { describe, expect, it } from 'vitest';
import { compareCoupleClaiming } from '../finance/socialSecurity/socialSecurityCouple';
import { scenario } from '../tools/SocialSecurityCalculator/scenario';
import { coupleKeyResults } from '../tools/SocialSecurityCalculator/coupleScenario';
import { mergeKnown } from '../tools/shared/core/toolState';
import { claimAgeWords, coupleVariant } from './myPlanCouple';
import { toolSection } from './myPlanModel';
import { PLAN_TOOLS } from './myPlanTools';

const TODAY = { year: 2026, month: 1 };
// The couple engine's own hand-worked household (socialSecurityCouple.test.ts): Pat (PIA 2,400) and Sam
// (PIA 900), both born January 1964, both assumed to die at 90, no discount.
const COUPLE = mergeKnown(scenario.defaults, {
  mode: 'couple',
  birthYear: 1964,
  birthMonth: 1,
  fraBenefit: 2400,
  spouseBirthYear: 1964,
  spouseBirthMonth: 1,
  spouseFraBenefit: 900,
  yourDeathAge: 90,
  spouseDeathAge: 90,
  realDiscountPercent: 0,
});

describe('My plan: the Social Security calculator’s couple mode', () => {
  it('is only for couple mode', () => {
    expect(coupleVariant({ ...COUPLE, mode: 'single' }, TODAY)).toBeNull();
  });

  it('hand-worked: you at 70 (2,400 × 1.24 = 2,976 for 240 months), your spouse at 67 (900 for 276 months, plus the 1,200 − 900 = 300 spouse’s benefit for 240 months once both have filed) → 714,240 + 248,400 + 72,000 = 1,034,640 (SSA; 0 % discount)', () => {
    const v = coupleVariant(COUPLE, TODAY)!;
    const engine = compareCoupleClaiming({
      a: { name: 'You', birthYear: 1964, birthMonth: 1, pia: 2400, deathAge: 90 },
      b: { name: 'Your spouse', birthYear: 1964, birthMonth: 1, pia: 900, deathAge: 90 },
      realDiscountPercent: 0,
      today: TODAY,
    });
    expect(engine.best).toMatchObject({ claimA: 70 * 12, claimB: 67 * 12, presentValue: 1_034_640 });
    expect(v.results).toEqual(
      expect.arrayContaining([
        { label: 'Best pair of claiming ages', value: 'You 70, your spouse 67' },
        { label: 'Your monthly benefit from that age', value: '$2,976' },
        { label: 'Your spouse’s monthly benefit from that age', value: '$900' },
        { label: 'Spouse’s benefit your spouse adds, once both have filed', value: '$300' },
        { label: 'Household benefits, worth today', value: '$1,034,640' },
      ]),
    );
    expect(v.dollars).toMatch(/^In today’s dollars/);
    expect(v.question).toBe(
      'Ask whether claiming Social Security with you at 70, your spouse at 67 suits your health and savings: in your figures it gives the household the most, worth $1,034,640 today.',
    );
  });

  it('adds both claiming dates (the spouse’s from My plan, else from the tool’s own birth month) and the HSA stop for a claim after 65 (Part A backdated 6 months)', () => {
    const v = coupleVariant(COUPLE, TODAY)!;
    const you = { year: 1964, month: 1, day: 15 };
    const dates = v.dates(you);
    expect(dates.find((d) => d.id === 'ss-couple-claim-you')?.date).toBe('2034-01-01');
    expect(dates.find((d) => d.id === 'ss-couple-claim-spouse')?.date).toBe('2031-01-01');
    expect(dates.find((d) => d.id === 'hsa-stop-before-couple-claim')?.date).toBe('2033-07-01');
    expect(v.dates(you, { year: 1965, month: 3, day: 10 }).find((d) => d.id === 'ss-couple-claim-spouse')?.date).toBe(
      '2032-03-01',
    );
    expect(new Set(dates.map((d) => d.id)).size).toBe(dates.length);
  });

  it('asks to check the answers, never NaN, for a spouse born in the future or unreadable years', () => {
    const v = coupleVariant({ ...COUPLE, spouseBirthYear: 2030 }, TODAY)!;
    expect(v.results[0]!.value).toBe(
      'Not worked out: the calculator asks you to check your answers. Your spouse’s birth year 2030 is in the future: enter the year your spouse was born.',
    );
    expect(v.dates({ year: 1964, month: 1 })).toEqual([]);
    const odd = coupleVariant({ ...COUPLE, fraBenefit: 'x', yourDeathAge: '', realDiscountPercent: -5 }, TODAY)!;
    expect(odd.results.every((r) => !/NaN|Infinity/.test(r.value))).toBe(true);
  });

  it('replaces the one-person figures in the section, and keeps the inputs, their date and the link', () => {
    const entry = PLAN_TOOLS.find((e) => e.toolId === 'social-security')!;
    const section = toolSection(entry, scenario as never, { inputs: COUPLE, scenarios: [], corrupt: false }, (inputs) =>
      coupleVariant(inputs, TODAY),
    );
    expect(section.status).toBe('done');
    if (section.status !== 'done') return;
    expect(section.results[0]).toEqual({ label: 'Best pair of claiming ages', value: 'You 70, your spouse 67' });
    expect(section.inputs.find((i) => i.label === 'Your spouse’s monthly benefit at full retirement age')?.value).toBe(
      '$900',
    );
    expect(section.inputs.map((i) => i.label)).not.toContain('Age to plan up to (life expectancy)');
    const single = toolSection(entry, scenario as never, {
      inputs: { ...COUPLE, mode: 'single' },
      scenarios: [],
      corrupt: false,
    });
    expect(single.status === 'done' && single.inputs.map((i) => i.label)).toEqual([
      'Year you were born',
      'Monthly benefit at full retirement age',
      'Month you were born',
      'Age to plan up to (life expectancy)',
      'Yearly cost-of-living increase',
      'Plan for',
    ]);
    expect(section.link).toMatch(/^\/tools\/social-security#tool=social-security&v=2&.*mode=couple/);
    expect(section.question({})).toContain('you at 70, your spouse at 67');
  });

  it('the readers’ couple (issue I6): Carlos, a man born March 1959 with a PIA of $2,600, and Ruth, a woman born 1 January 1962 with $1,250, ages at death from the life table, in November 2026 — My plan shows the tool’s pair, 69 y 7 m and 65 y 2 m, $3,172 and $1,097, worth $736,998 (it showed 69 and 65 y 7 m, $3,051 and $1,132, $713,568 when it left out their sex)', () => {
    const stored = {
      mode: 'couple',
      birthYear: 1959,
      birthMonth: 3,
      fraBenefit: 2600,
      yourSex: 'male',
      spouseBirthYear: 1962,
      spouseBirthMonth: 1,
      spouseFraBenefit: 1250,
      spouseSex: 'female',
    };
    const november = { year: 2026, month: 11 };
    const inputs = mergeKnown(scenario.defaults, stored);
    const tool = coupleKeyResults(inputs, new Date(2026, 10, 27));
    expect(tool).toMatchObject({ bestClaimYou: 69 + 7 / 12, bestClaimSpouse: 65 + 2 / 12 });
    expect(Math.round(tool.householdWorth)).toBe(736_998);
    const v = coupleVariant(inputs, november)!;
    expect(v.results.slice(0, 3)).toEqual([
      { label: 'Best pair of claiming ages', value: 'You 69 and 7 months, your spouse 65 and 2 months' },
      { label: 'Your monthly benefit from that age', value: '$3,172' },
      { label: 'Your spouse’s monthly benefit from that age', value: '$1,097' },
    ]);
    expect(v.results).toContainEqual({ label: 'Household benefits, worth today', value: '$736,998' });
    // The calendar's claim dates follow the same pair: March 1959 + 69 y 7 m = October 2028; Ruth, born on
    // the 1st, reaches 65 y 2 m in February 2027 (20 CFR 404.2(c)(4): an age is reached the day before).
    const dates = v.dates({ year: 1959, month: 3, day: 20 }, { year: 1962, month: 1, day: 1 });
    expect(dates.find((d) => d.id === 'ss-couple-claim-you')?.date).toBe('2028-10-01');
    expect(dates.find((d) => d.id === 'ss-couple-claim-spouse')?.date).toBe('2027-02-01');
  });

  it('words claiming ages in months', () => {
    expect(claimAgeWords(67 * 12 + 4)).toBe('67 and 4 months');
    expect(claimAgeWords(62 * 12 + 1)).toBe('62 and 1 month');
  });
});

describe('My plan: whether each section’s figures are in today’s dollars', () => {
  const entry = (id: string) => PLAN_TOOLS.find((e) => e.toolId === id)!;
  const dollarsOf = (id: string, inputs: Record<string, unknown>) => {
    const s = toolSection(entry(id), scenario as never, {
      inputs: { ...mergeKnown(scenario.defaults, inputs), ...inputs },
      scenarios: [],
      corrupt: false,
    });
    return s.status === 'done' ? s.dollars : '';
  };

  it('Social Security for one person: today’s dollars with no cost-of-living increase (the tool says so), not with one; the tool’s own today’s-dollars choice is named', () => {
    expect(dollarsOf('social-security', { colaPercent: 0 })).toBe(
      'In today’s dollars: with no yearly cost-of-living increase entered, the tool counts every payment at today’s prices.',
    );
    expect(dollarsOf('social-security', { colaPercent: 2.5 })).toMatch(
      /^Not in today’s dollars: payments rise 2\.5% a year/,
    );
    expect(dollarsOf('social-security', { colaPercent: 2.5, todaysDollars: true })).toMatch(
      /In the tool you chose to see today’s dollars; the link opens it that way\.$/,
    );
  });

  it('the health-care cost at retirement includes health-care inflation; a reverse mortgage’s amounts are today’s', () => {
    expect(entry('healthcare-cost').dollars?.({ inflationRate: 5 })).toBe(
      'Not in today’s dollars: the cost at retirement and the totals include health-care price rises of 5% a year, as the tool shows them.',
    );
    expect(entry('reverse-mortgage').dollars?.({})).toMatch(/^In today’s dollars/);
  });
});

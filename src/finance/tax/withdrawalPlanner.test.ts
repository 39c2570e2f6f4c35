import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { planWithdrawals, type PlannerInput } from './withdrawalPlanner';
import { survivorBenefit } from '../socialSecurity/socialSecuritySpouse';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo } from '../testing/financeTestKit';

/** SPEC §9's default inputs (age 65, joint, need 60,000, balances 400,000, 150,000 and 200,000), in 2026. */
const SPEC_2026: PlannerInput = {
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
/** SPEC §9's known answers are on the 2023 tables; the planner itself opens on the calendar's newest year. */
const SPEC_DEFAULTS: PlannerInput = { ...SPEC_2026, taxYear: 2023 };
const run = (over: Partial<PlannerInput>) => planWithdrawals({ ...SPEC_DEFAULTS, ...over });

describe('planWithdrawals — 2026 defaults (Rev. Proc. 2025-32; senior deduction P.L. 119-21 §70103)', () => {
  it('opens on 2026: joint, both 65+ → deduction 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500; age 69 tax 10 % × 12,500 = 1,250', () => {
    const r = planWithdrawals(SPEC_2026);
    expect(r.taxYear).toBe(2026);
    // 65 in 2026: born 1961, so RMDs start at 75 (SECURE 2.0 §107), not 73. Before the fix the rows at 73 and 74
    // reported RMDs of 120,000 / 26.5 = 4,528.30 and 60,000 / 25.5 = 2,352.94; now both are 0. The withdrawals and
    // taxes do not change: the 60,000 need is larger than either RMD, so the traditional account gave 60,000 anyway.
    expect(r.birthYear).toBe(1961);
    expect(r.rmdStartAge).toBe(75);
    expect(r.rows[8]).toMatchObject({ age: 73, rmd: 0, traditionalWithdrawal: 60_000 });
    expect(r.rows[9]).toMatchObject({ age: 74, rmd: 0, traditionalWithdrawal: 60_000 });
    // Age 68: 40,000 traditional + 15 % × 20,000 taxable = 43,000 ordinary, under the 47,500 deduction.
    expect(r.rows[3]!.taxOwed).toBe(0);
    // Age 69: 60,000 traditional − 47,500 = 12,500, all in the 10 % bracket (joint top 24,800).
    expect(r.rows[4]!.taxOwed).toBeCloseTo(1_250, 9);
    // Ages 69–74 pay 1,250 each (the RMD at 73+ stays under the 60,000 need); Roth pays from 75: 6 × 1,250.
    expect(r.totalTaxes).toBeCloseTo(7_500, 9);
    expect(r.totalAfterTaxIncome).toBeCloseTo(742_500, 9);
    expect(r.taxEfficiency).toBe(99);
  });

  it('the defaults run out at 77: taxable 65–68, traditional 68–74, Roth 75–77 pays 60,000, 60,000, then 30,000 of 60,000', () => {
    // 200,000 taxable: 60,000 × 3 + 20,000; 400,000 traditional: 40,000 + 60,000 × 6 (ages 69–74); 150,000 Roth: 60,000 × 2 + 30,000.
    const r = planWithdrawals(SPEC_2026);
    expect(r.planToAge).toBe(95);
    expect(r.planYears).toBe(31); // 65 to 95, both years counted
    expect(r.totalYears).toBe(13);
    expect(r.outcome).toEqual({
      lasted: false,
      yearIndex: 12,
      calendarYear: 2038,
      age: 77,
      spouseAge: 77,
      paid: 30_000,
      needed: 60_000,
    });
    // 12 whole years (65–76) and half of the 13th.
    expect(r.yearsSavingsLast).toBe(12.5);
    expect(r.leftAtEnd).toBe(0);
    expect(r.rows[12]!.shortfall).toBe(30_000);
    expect(r.rows.slice(0, 12).every((row) => row.shortfall === 0)).toBe(true);
  });
});

describe('planWithdrawals — RMDs start at your own RMD age (SECURE 2.0 §107; the RMD tool’s rmdStartAge)', () => {
  // Single, no Social Security, 2,000,000 traditional only, need 30,000, 2026 tables.
  const alone = (currentAge: number, over: Partial<PlannerInput> = {}) =>
    planWithdrawals({
      taxYear: 2026,
      currentAge,
      filingStatus: 'single',
      annualIncome: 30_000,
      traditionalBalance: 2_000_000,
      rothBalance: 0,
      taxableBalance: 0,
      ...over,
    });
  const firstRmdAge = (r: ReturnType<typeof alone>) => r.rows.find((row) => row.rmd > 0)?.age;

  it('born 1959 (67 in 2026) → the first RMD at 73; born 1960 (66) → at 75; born 1961 (65) → at 75', () => {
    expect(firstRmdAge(alone(67))).toBe(73);
    expect(alone(67).rmdStartAge).toBe(73);
    expect(firstRmdAge(alone(66))).toBe(75);
    expect(alone(66).rmdStartAge).toBe(75);
    expect(firstRmdAge(alone(65))).toBe(75);
  });

  it('born 1961: the figures that change at 73, 74 and 75, worked by hand', () => {
    // Every year: single 65+ in 2026 → deduction 16,100 + 2,050 + senior 6,000 (MAGI under 75,000) = 24,150.
    // Ages 65–72: 30,000 a year → taxable 5,850 → 10 % = 585; 2,000,000 − 8 × 30,000 = 1,760,000 left at 72.
    const r = alone(65);
    expect(r.rows[7]).toMatchObject({ age: 72, traditionalBalance: 1_760_000 });
    // Age 73 (2034). Before the fix: RMD 1,760,000 ÷ 26.5 = 66,415.09 withdrawn; taxable 66,415.09 − 24,150 = 42,265.09
    //   → 1,240 + 12 % × 29,865.09 = 4,823.81. Now: no RMD before 75, so the need alone, 30,000 → tax 585.
    expect(r.rows[8]).toMatchObject({ age: 73, calendarYear: 2034, rmd: 0, traditionalWithdrawal: 30_000 });
    expect(r.rows[8]!.taxOwed).toBeCloseTo(585, 9);
    // Age 74. Before: (1,760,000 − 66,415.09) ÷ 25.5 = 66,415.09 again, tax 4,823.81. Now: 30,000, tax 585; 1,700,000 left.
    expect(r.rows[9]).toMatchObject({ age: 74, rmd: 0, traditionalWithdrawal: 30_000, traditionalBalance: 1_700_000 });
    expect(r.rows[9]!.taxOwed).toBeCloseTo(585, 9);
    // Age 75, the first RMD: 1,700,000 ÷ 24.6 = 69,105.69 (before: 1,627,169.81 ÷ 24.6 = 66,145.12, tax 4,791.41);
    //   taxable 69,105.69 − 24,150 = 44,955.69 → 1,240 + 12 % × 32,555.69 = 5,146.68.
    expect(r.rows[10]!.age).toBe(75);
    expect(r.rows[10]!.rmd).toBeCloseTo(69_105.69, 2);
    expect(r.rows[10]!.traditionalWithdrawal).toBeCloseTo(69_105.69, 2);
    expect(r.rows[10]!.taxOwed).toBeCloseTo(5_146.68, 2);
  });

  it('the facts name the RMD age of the birth year: 75 for 1961, 73 for 1959', () => {
    const facts = (r: ReturnType<typeof alone>) => [
      r.recommendations.find((t) => t.id === 'planForRmds'),
      r.assumptions.find((a) => a.id === 'rmds'),
      r.formulas[1],
    ];
    expect(facts(alone(65))).toEqual([
      { id: 'planForRmds', startAge: 75 },
      expect.objectContaining({ id: 'rmds', startAge: 75, birthYear: 1961, joint: 'no' }),
      { id: 'beforeRmds', startAge: 75 },
    ]);
    expect(facts(alone(67))).toEqual([
      { id: 'planForRmds', startAge: 73 },
      expect.objectContaining({ id: 'rmds', startAge: 73, birthYear: 1959, joint: 'no' }),
      { id: 'beforeRmds', startAge: 73 },
    ]);
  });

  it('a couple: the traditional balance is yours, so its RMDs follow your birth year, not your spouse’s', () => {
    // You 66 (born 1960 → 75), your spouse 70 (born 1956 → 73): the first RMD comes when you are 75, in 2035.
    const r = alone(66, { filingStatus: 'marriedJoint', spouseAge: 70, annualIncome: 10_000 });
    const first = r.rows.find((row) => row.rmd > 0)!;
    expect(first).toMatchObject({ age: 75, spouseAge: 79, calendarYear: 2035 });
    expect(r.assumptions.find((a) => a.id === 'rmds')).toMatchObject({ startAge: 75, birthYear: 1960, joint: 'yes' });
  });
});

describe('planWithdrawals — known answers (hand-worked; 2023 tables Rev. Proc. 2022-38, divisors Pub. 590-B Table III)', () => {
  it('defaults: taxable first, then traditional; 13 years; taxes 19,686; efficiency 97.4 %', () => {
    const r = planWithdrawals(SPEC_DEFAULTS);
    expect(r.totalYears).toBe(13);
    expect(r.rows[0]).toMatchObject({
      year: 1,
      age: 65,
      taxableWithdrawal: 60_000,
      traditionalWithdrawal: 0,
      taxOwed: 0,
      taxableBalance: 140_000,
    });
    // Age 68: 20,000 taxable + 40,000 traditional; 40,000 + 15 % × 20,000 − (27,700 + 2 × 1,500) = 12,300 → 1,230
    expect(r.rows[3]).toMatchObject({ age: 68, taxableWithdrawal: 20_000, traditionalWithdrawal: 40_000 });
    expect(r.rows[3]!.taxOwed).toBeCloseTo(1_230, 9);
    // Age 69: 60,000 − 30,700 = 29,300 → 2,200 + 12 % × 7,300 = 3,076
    expect(r.rows[4]!.taxOwed).toBeCloseTo(3_076, 9);
    expect(r.totalTaxes).toBeCloseTo(19_686, 6);
    expect(r.totalAfterTaxIncome).toBeCloseTo(730_314, 6);
    expect(r.taxEfficiency).toBe(97.4);
    expect(r.taxSavings).toBe(0);
  });

  it('Pub. 590-B Table III: the age-73 row reports RMD = 120,000 / 26.5', () => {
    expect(planWithdrawals(SPEC_DEFAULTS).rows[8]!.rmd).toBeCloseTo(120_000 / 26.5, 9);
  });

  it('RMD above need (Table III age 80 → 20.2): single 80, need 10,000, traditional 500,000 → withdraw 24,752.48, tax 905.25', () => {
    const r = run({
      currentAge: 80,
      filingStatus: 'single',
      annualIncome: 10_000,
      traditionalBalance: 500_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(500_000 / 20.2, 9);
    expect(r.rows[0]!.taxOwed).toBeCloseTo((500_000 / 20.2 - 15_700) * 0.1, 6);
  });

  it('Table III age 73 → 26.5: need 0, traditional 265,000 → RMD 10,000 in year 1; 74 → 255,000 / 25.5', () => {
    const r = run({ currentAge: 73, annualIncome: 0, traditionalBalance: 265_000, rothBalance: 0, taxableBalance: 0 });
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(10_000, 9);
    expect(r.rows[1]!.traditionalWithdrawal).toBeCloseTo(255_000 / 25.5, 9);
    expect(r.rows[0]!.taxOwed).toBe(0);
  });

  it('Table III ages 100 → 6.4 and 101 → 6.0 (not 27.4 − 0.5/yr)', () => {
    const r = run({
      currentAge: 100,
      planToAge: 101,
      annualIncome: 0,
      traditionalBalance: 64_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(10_000, 9);
    expect(r.rows[1]!.traditionalWithdrawal).toBeCloseTo(9_000, 9);
  });

  it('order before 73: taxable, traditional, Roth — single 60, need 50,000 → 30,000 / 10,000 / 10,000, tax 65', () => {
    const r = run({
      currentAge: 60,
      filingStatus: 'single',
      annualIncome: 50_000,
      taxableBalance: 30_000,
      traditionalBalance: 10_000,
      rothBalance: 100_000,
    });
    expect(r.rows[0]).toMatchObject({
      taxableWithdrawal: 30_000,
      traditionalWithdrawal: 10_000,
      rothWithdrawal: 10_000,
    });
    expect(r.rows[0]!.taxOwed).toBeCloseTo(65, 9); // 10,000 + 4,500 − 13,850 = 650 → 10 %
  });

  it('married separate uses its own 35 % top (346,875): 500,000 traditional at 60 → 144,832.50 (single would be 142,047)', () => {
    const mfs = run({
      currentAge: 60,
      filingStatus: 'marriedSeparate',
      annualIncome: 500_000,
      traditionalBalance: 1_000_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    const single = run({
      currentAge: 60,
      filingStatus: 'single',
      annualIncome: 500_000,
      traditionalBalance: 1_000_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    expect(mfs.rows[0]!.taxOwed).toBeCloseTo(144_832.5, 6);
    expect(single.rows[0]!.taxOwed).toBeCloseTo(142_047, 6);
  });

  it('issue I6: to the age you choose (95 unless chosen, at most 110, at least this year), not SPEC §9’s fixed 30 years; stops when all accounts are empty', () => {
    const roth = { annualIncome: 1_000, traditionalBalance: 0, taxableBalance: 0, rothBalance: 1e6 };
    // 65 to 95, both years counted: 31 rows, the last at 95.
    expect(run(roth).totalYears).toBe(31);
    expect(run(roth).rows.at(-1)!.age).toBe(95);
    expect(run({ ...roth, planToAge: 80 }).totalYears).toBe(16);
    expect(run({ ...roth, planToAge: 500 }).rows.at(-1)!.age).toBe(110);
    // An end age before today's age plans this year only.
    expect(run({ ...roth, currentAge: 90, spouseAge: 90, planToAge: 60 })).toMatchObject({
      planToAge: 90,
      totalYears: 1,
    });
    const empty = run({ traditionalBalance: 0, taxableBalance: 0, rothBalance: 0 });
    expect(empty).toMatchObject({ totalYears: 0, totalTaxes: 0, taxEfficiency: 0, outcome: null, yearsSavingsLast: 0 });
  });

  it('SPEC §9 recommendations: all four at 65 with balances; only the annual review at 75 with Roth only', () => {
    expect(planWithdrawals(SPEC_DEFAULTS).recommendations).toHaveLength(4);
    expect(run({ currentAge: 71 }).recommendations).toHaveLength(3); // no Roth-conversion advice at 70+
    expect(run({ currentAge: 73 }).recommendations).toHaveLength(2); // nor RMD planning from 73
    expect(run({ currentAge: 75, traditionalBalance: 0, taxableBalance: 0 }).recommendations).toEqual([
      { id: 'reviewYearly' },
    ]);
  });

  it('head of household is not a planner choice (SPEC §5 offers three statuses) → married joint; startYear numbers rows', () => {
    const r = run({ filingStatus: 'headOfHousehold' as never, startYear: 2026 });
    expect(r.rows[3]!.taxOwed).toBeCloseTo(1_230, 9);
    expect(r.rows[0]!.year).toBe(2026);
  });
});

describe('planWithdrawals — edges', () => {
  it('taxable money alone still runs the plan: 100,000 at 30,000 a year → 30,000 × 3 + 10,000, four rows numbered from the start year', () => {
    const r = run({
      currentAge: 60,
      annualIncome: 30_000,
      traditionalBalance: 0,
      rothBalance: 0,
      taxableBalance: 100_000,
      startYear: 2026,
    });
    expect(r.rows.map((row) => row.taxableWithdrawal)).toEqual([30_000, 30_000, 30_000, 10_000]);
    expect(r.rows.map((row) => row.year)).toEqual([2026, 2027, 2028, 2029]);
  });

  it('from 73, what traditional and taxable leave comes from Roth: 75, need 50,000 → 10,000 + 15,000 + 25,000', () => {
    const row = run({
      currentAge: 75,
      filingStatus: 'single',
      annualIncome: 50_000,
      traditionalBalance: 10_000,
      taxableBalance: 15_000,
      rothBalance: 100_000,
    }).rows[0]!;
    expect([row.traditionalWithdrawal, row.taxableWithdrawal, row.rothWithdrawal]).toEqual([10_000, 15_000, 25_000]);
  });

  it('26 USC §63(f) from exactly 65 (Rev. Proc. 2022-38): single 65, 40,000 traditional → 40,000 − 15,700 = 24,300 → tax 2,696', () => {
    const r = run({
      currentAge: 65,
      filingStatus: 'single',
      annualIncome: 40_000,
      traditionalBalance: 100_000,
      taxableBalance: 0,
      rothBalance: 0,
    });
    expect(r.rows[0]!.taxOwed).toBeCloseTo(2_696, 9); // 1,100 + 13,300 × 12 %
  });
});

describe('planWithdrawals — advice and explanation', () => {
  it('SPEC §9 advice and its age edges: Roth conversions before 70 (69 yes, 70 no); RMD planning before 73 (72 yes, 73 no)', () => {
    expect(planWithdrawals(SPEC_2026).recommendations).toEqual([
      { id: 'rothConversions', age: 70 }, // PLANNER_ROTH_ADVICE_AGE
      { id: 'taxableFirst' },
      { id: 'planForRmds', startAge: 75 }, // 65 in 2026: born 1961 (SECURE 2.0 §107)
      { id: 'reviewYearly' },
    ]);
    // In 2023 (run's tax year) 72 is born 1951 (RMDs at 73) and 73 is born 1950 (at 72).
    const advice = (currentAge: number) => run({ currentAge }).recommendations;
    expect(advice(69)).toContainEqual({ id: 'rothConversions', age: 70 });
    expect(advice(70).map((a) => a.id)).not.toContain('rothConversions');
    expect(advice(72)).toContainEqual({ id: 'planForRmds', startAge: 73 });
    expect(advice(73).map((a) => a.id)).not.toContain('planForRmds');
    expect(run({ traditionalBalance: 0 }).recommendations.map((a) => a.id)).not.toContain('rothConversions');
  });

  it('the RMD facts name the age of the person’s birth year (SECURE 2.0 §107): born 1959 → 73, born 1960 → 75', () => {
    const facts = (currentAge: number) => {
      const r = run({ currentAge, startYear: 2026 });
      return [r.recommendations, r.assumptions.find((a) => a.id === 'rmds'), r.formulas.slice(1, 3)] as const;
    };
    const [advice67, assumption67, formulas67] = facts(67); // born 1959
    expect(advice67).toContainEqual({ id: 'planForRmds', startAge: 73 });
    expect(assumption67).toMatchObject({ startAge: 73, birthYear: 1959 });
    expect(formulas67).toEqual([
      { id: 'beforeRmds', startAge: 73 },
      { id: 'fromRmds', startAge: 73 },
    ]);
    const [advice66, assumption66, formulas66] = facts(66); // born 1960
    expect(advice66).toContainEqual({ id: 'planForRmds', startAge: 75 });
    expect(assumption66).toMatchObject({ startAge: 75, birthYear: 1960 });
    expect(formulas66).toEqual([
      { id: 'beforeRmds', startAge: 75 },
      { id: 'fromRmds', startAge: 75 },
    ]);
  });

  it('the widow’s-tax assumption says a joint return is allowed for the year of the death and the smaller check stops from the death', () => {
    const r = planWithdrawals({ ...SPEC_2026, socialSecurity: 24_000, spouseSocialSecurity: 12_000, deathYear: 2028 });
    const widow = r.assumptions.find((a) => a.id === 'ifOneDies')!;
    expect(widow).toMatchObject({ deathYear: 2028 });
    // The joint return for the year of death (26 USC §6013(d)(1)(B)), single from the year after (§7703(a)(1)).
    expect('source' in widow && widow.source).toContain('§7703(a)(1)');
    expect(planWithdrawals(SPEC_2026).assumptions.map((a) => a.id)).not.toContain('ifOneDies');
  });

  it('"How this is calculated": the 2023 tables, the 15 % taxable share, RMDs from 73, the need in all, the horizon to 95; the order of accounts', () => {
    const r = planWithdrawals({ ...SPEC_2026, taxYear: 2023, socialSecurity: 20_000 });
    expect(r.assumptions.map((a) => a.id)).toEqual([
      'taxYear',
      'age65',
      'taxableAccount',
      'rmds',
      'incomeNeed',
      'growth',
      'horizon',
      'socialSecurity',
      'medicare',
    ]);
    expect(r.assumptions[0]).toMatchObject({ id: 'taxYear', taxYear: 2023 });
    expect(r.assumptions[0]).toMatchObject({ source: expect.stringContaining('Rev. Proc. 2022-38') });
    expect(r.assumptions[1]).toMatchObject({ source: '26 USC §63(f)' });
    expect(r.assumptions[2]).toEqual({ id: 'taxableAccount', percent: 15 });
    // 65 in 2023: born 1958, so 73 (SECURE 2.0 §107); a couple's traditional balance is taken as yours.
    expect(r.assumptions[3]).toMatchObject({ id: 'rmds', startAge: 73, birthYear: 1958, joint: 'yes' });
    expect(r.assumptions[4]).toEqual({
      id: 'incomeNeed',
      need: 60_000,
      socialSecurity: 20_000,
      fromSavings: 40_000,
      excess: 'no',
    });
    expect(r.assumptions[6]).toEqual({ id: 'horizon', years: 31, last: 2053, couple: 'yes', age: 95 });
    expect(r.formulas).toEqual([
      { id: 'needFromSavings' },
      { id: 'beforeRmds', startAge: 73 },
      { id: 'fromRmds', startAge: 73 },
      { id: 'taxableIncome', gainShare: 0.15 },
      { id: 'medicareSurcharge' },
      { id: 'afterTax' },
      { id: 'taxEfficiency' },
    ]);
  });
});

describe('planWithdrawals — properties', () => {
  const keys = [
    'currentAge',
    'filingStatus',
    'annualIncome',
    'traditionalBalance',
    'rothBalance',
    'taxableBalance',
    'socialSecurity',
    'spouseSocialSecurity',
    'deathYear',
    'taxYear',
    'startYear',
    'spouseAge',
    'planToAge',
  ] as const;
  it('hostile input → finite, non-negative rows; balances never rise; ≤ 61 rows (50 to 110); efficiency 0–100', () => {
    fc.assert(
      fc.property(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
        const r = planWithdrawals(input as never);
        expectAllFinite(r);
        expect(r.rows.length).toBeLessThanOrEqual(r.planYears);
        expect(r.planYears).toBeLessThanOrEqual(61);
        expect(r.yearsSavingsLast).toBeGreaterThanOrEqual(0);
        expect(r.yearsSavingsLast).toBeLessThanOrEqual(r.planYears);
        expect(r.taxEfficiency).toBeGreaterThanOrEqual(0);
        expect(r.taxEfficiency).toBeLessThanOrEqual(100);
        let prev = Infinity;
        for (const row of r.rows) {
          for (const k of [
            'traditionalWithdrawal',
            'rothWithdrawal',
            'taxableWithdrawal',
            'taxOwed',
            'medicareSurcharge',
            'socialSecurity',
            'traditionalBalance',
            'rothBalance',
            'taxableBalance',
          ] as const)
            expect(row[k]).toBeGreaterThanOrEqual(0);
          const total = row.traditionalBalance + row.rothBalance + row.taxableBalance;
          expect(total).toBeLessThanOrEqual(prev);
          prev = total;
        }
      }),
      { numRuns: 60 },
    );
  });
  it('more traditional money at the same need never lowers first-year tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 100 }), amountUpTo(1e6), amountUpTo(1e6), (age, t, extra) => {
        const a = run({ currentAge: age, annualIncome: 80_000, taxableBalance: 0, traditionalBalance: t });
        const b = run({ currentAge: age, annualIncome: 80_000, taxableBalance: 0, traditionalBalance: t + extra });
        expect((b.rows[0]?.taxOwed ?? 0) + 1e-6).toBeGreaterThanOrEqual(a.rows[0]?.taxOwed ?? 0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('planWithdrawals — Medicare premiums (IRMAA) with the two-year lookback (CMS 2026 fact sheet; later years use the 2026 table)', () => {
  // Single, 71, 10,000,000 traditional, need 100,000, 2026 tables for every row.
  const plan = () =>
    planWithdrawals({
      currentAge: 71,
      filingStatus: 'single',
      annualIncome: 100_000,
      traditionalBalance: 10_000_000,
      rothBalance: 0,
      taxableBalance: 0,
      taxYear: 2026,
    });

  it('2026–2029 premiums follow MAGI 100,000 (2024–2025 assumed as 2026): under 109,000, no surcharge', () => {
    const r = plan();
    expect(r.rows.slice(0, 4).map((row) => row.medicareSurcharge)).toEqual([0, 0, 0, 0]);
    // The RMD year (73, 2028): 10,000,000 − 2 × 100,000 = 9,800,000 ÷ 26.5 = 369,811.32; its premiums (2028) still use 2026.
    expect(r.rows[2]!.magi).toBeCloseTo(9_800_000 / 26.5, 6);
    expect(r.rows[2]!.medicareTier).toBe(0);
  });

  it('2030 premiums follow the 2028 RMD year: 369,811 is in the individual 205,000–500,000 tier (4): (649.20 − 202.90 + 83.30) × 12 = 6,355.20', () => {
    const r = plan();
    expect(r.rows[4]!.calendarYear).toBe(2030);
    expect(r.rows[4]!.medicareTier).toBe(4);
    expect(r.rows[4]!.medicareSurcharge).toBeCloseTo(6_355.2, 9);
    expect(r.rows[4]!.afterTaxIncome).toBeCloseTo(r.rows[4]!.totalIncome - r.rows[4]!.taxOwed - 6_355.2, 6);
    expect(r.irmaaCrossings[0]).toMatchObject({ incomeYear: 2028, premiumYear: 2030, tier: 4 });
    expect(r.irmaaCrossings[0]!.surcharge).toBeCloseTo(6_355.2, 9);
  });

  it('room to the next cliffs in 2026: 109,000 − 100,000 = 9,000 to IRMAA; taxable 100,000 − 22,650 = 77,350 → 105,700 − 77,350 = 28,350 to the 24 % bracket', () => {
    // Deduction: 16,100 + 2,050 (65+) + senior 6,000 − 6 % × (100,000 − 75,000) = 4,500 → 22,650.
    const first = plan().rows[0]!;
    expect(first.roomToNextIrmaa).toBe(9_000);
    expect(first.taxableIncome).toBeCloseTo(77_350, 9);
    expect(first.roomToNextBracket).toBeCloseTo(28_350, 9);
  });

  it('no surcharge before 65, even on a large income', () => {
    const r = planWithdrawals({
      currentAge: 60,
      filingStatus: 'single',
      annualIncome: 600_000,
      traditionalBalance: 10_000_000,
      rothBalance: 0,
      taxableBalance: 0,
      taxYear: 2026,
    });
    expect(r.rows.slice(0, 5).every((row) => row.medicareSurcharge === 0)).toBe(true);
    expect(r.rows[5]!.medicareTier).toBe(5);
  });
});

describe('planWithdrawals — the widow’s tax ("If one of us dies in [year]")', () => {
  // Joint, both 70 in 2026, 2,000,000 traditional, 60,000 a year from savings (no RMD before 73): a need of 108,000 in all,
  // of which Social Security pays 30,000 + 18,000; death in 2027.
  const couple = {
    currentAge: 70,
    filingStatus: 'marriedJoint' as const,
    annualIncome: 108_000,
    traditionalBalance: 2_000_000,
    rothBalance: 0,
    taxableBalance: 0,
    taxYear: 2026 as const,
    socialSecurity: 30_000,
    spouseSocialSecurity: 18_000,
  };

  it('worked by hand for 2028: tax 5,804 as a couple → 8,347.60 for the survivor, on 18,000 less income', () => {
    // Both living (joint, 2026 tables): benefits 48,000; provisional ½ × 48,000 + 60,000 = 84,000, over 32,000 by 52,000;
    //   taxable benefits min(24,000, ½ × 12,000) + 85 % × 40,000 = 40,000 (cap 40,800) → AGI 100,000;
    //   deduction 32,200 + 2 × 1,650 + 2 × 6,000 (senior, under 150,000) = 47,500 → taxable 52,500 → 2,480 + 12 % × 27,700 = 5,804.
    // Survivor (single from 2028, the year after the death): keeps the larger benefit, 30,000; provisional 15,000 + 60,000 = 75,000,
    //   over 25,000 by 50,000 → 4,500 + 85 % × 41,000 = 39,350, capped at 25,500 → AGI 85,500;
    //   deduction 16,100 + 2,050 + (6,000 − 6 % × 10,500 = 5,370) = 23,520 → taxable 61,980 → 1,240 + 4,560 + 22 % × 11,580 = 8,347.60.
    const r = planWithdrawals({ ...couple, deathYear: 2027 });
    expect(r.widow?.error).toBeNull();
    // After the death the plan keeps taking the same 60,000 from savings (until the RMD at 73, born 1956, is larger).
    expect(r.rows.slice(0, 3).map((row) => row.traditionalWithdrawal)).toEqual([60_000, 60_000, 60_000]);
    expect(r.rows[2]!.spouseAge).toBeNull();
    expect(r.rows[1]).toMatchObject({ calendarYear: 2027, filingStatus: 'marriedJoint', socialSecurity: 48_000 });
    expect(r.rows[1]!.taxOwed).toBeCloseTo(5_804, 6);
    expect(r.rows[2]).toMatchObject({ calendarYear: 2028, filingStatus: 'single', socialSecurity: 30_000 });
    expect(r.rows[2]!.taxOwed).toBeCloseTo(8_347.6, 6);
    const first = r.widow!.years[0]!;
    expect(first.year).toBe(2028);
    expect(first.incomeChange).toBeCloseTo(-18_000, 9);
    expect(first.taxChange).toBeCloseTo(2_543.6, 6);
    // Premiums: 2028 and 2029 follow the joint returns of 2026–2027 (MAGI 100,000 < 218,000); 2030 the single 2028 return (85,500 < 109,000).
    expect(first.premiumChange).toBe(0);
    expect(r.assumptions.find((a) => a.id === 'ifOneDies')).toMatchObject({ deathYear: 2027 });
  });

  it('the survivor meets the single IRMAA thresholds two years on: 120,000 from savings → MAGI 160,800 joint (tier 0) → single 145,500 (tier 2 from 2030)', () => {
    // Survivor 2028: provisional 15,000 + 120,000, taxable benefits capped at 25,500 → MAGI 145,500: over 137,000 → tier 2.
    // Per person: 405.80 − 202.90 + 37.50 = 240.40 × 12 = 2,884.80 from 2030 (2028's single return).
    const r = planWithdrawals({ ...couple, annualIncome: 168_000, deathYear: 2027 });
    expect(r.needFromSavings).toBe(120_000);
    expect(r.rows[4]!.calendarYear).toBe(2030);
    expect(r.rows[4]!.medicareSurcharge).toBeCloseTo(2_884.8, 9);
    expect(r.widow!.years.find((y) => y.year === 2030)!.premiumChange).toBeCloseTo(2_884.8, 9);
  });

  it('the survivor’s Social Security follows H1’s survivor rules (survivorBenefit): a younger survivor gets a reduced widow’s benefit', () => {
    // You 62 in 2026 (born 1964: survivor full retirement age 67, SSA; rules/socialSecurity/socialSecurityAge.ts), 12,000 a year;
    // your spouse 24,000 (2,000 a month, taken as the full amount). Death in 2026; in 2027 you are 63, 48 months early:
    // reduction 2,000 × 48 × 0.285 ÷ 84 = 325.714… → 325.80 (rounded up to the dime, POMS RS 00615.301) → 1,674.20 a month
    // = 20,090.40 a year, more than your own 12,000, so you get the widow's benefit (20 CFR 404.407).
    const young = { ...couple, currentAge: 62, socialSecurity: 12_000, spouseSocialSecurity: 24_000, deathYear: 2026 };
    const r = planWithdrawals(young);
    expect(r.rows[0]!.socialSecurity).toBe(36_000);
    expect(r.rows[1]).toMatchObject({ calendarYear: 2027, age: 63, filingStatus: 'single' });
    expect(r.rows[1]!.socialSecurity).toBeCloseTo(20_090.4, 9);
    // The benefit is fixed when it starts: still 20,090.40 at 64.
    expect(r.rows[2]!.socialSecurity).toBeCloseTo(20_090.4, 9);
    expect(r.widow!.years[0]!.incomeChange).toBeCloseTo(20_090.4 - 36_000, 9);
    // The same widow's benefit straight from survivorBenefit.
    expect(
      survivorBenefit({
        deceasedPia: 2_000,
        deceasedBirthDate: '1964-07-02',
        deceasedClaimAgeMonths: 67 * 12,
        deceasedDeathAgeMonths: 67 * 12,
        survivorBirthDate: '1964-07-02',
        survivorStartAgeMonths: 63 * 12,
      }),
    ).toBe(1_674.2);
    // At or past the survivor's full retirement age the widow's benefit is the spouse's own: the survivor keeps the larger.
    expect(planWithdrawals({ ...young, currentAge: 70, deathYear: 2026 }).rows[1]!.socialSecurity).toBe(24_000);
    // Your own benefit larger than the widow's: you keep your own.
    expect(
      planWithdrawals({ ...young, socialSecurity: 24_000, spouseSocialSecurity: 12_000 }).rows[1]!.socialSecurity,
    ).toBe(24_000);
  });

  it('a survivor under 60 gets the widow’s benefit only from 60 (20 CFR 404.335)', () => {
    // You 58 in 2026, no own benefit, your spouse 24,000; death in 2026: nothing at 59, then at 60 (survivor FRA 67,
    // 84 months early): 2,000 − 2,000 × 84 × 0.285 ÷ 84 = 1,430 a month (71.5 %) = 17,160 a year.
    const r = planWithdrawals({
      ...couple,
      currentAge: 58,
      socialSecurity: 0,
      spouseSocialSecurity: 24_000,
      deathYear: 2026,
    });
    expect(r.rows[1]).toMatchObject({ age: 59, socialSecurity: 0 });
    expect(r.rows[2]!.age).toBe(60);
    expect(r.rows[2]!.socialSecurity).toBeCloseTo(17_160, 9);
  });

  it('bad years get a sentence, never NaN: before the plan or after it; without a joint return the year is set aside (the form asks it only then)', () => {
    expect(planWithdrawals({ ...couple, deathYear: 2020 }).widow?.error).toEqual({
      id: 'beforeStart',
      deathYear: 2020,
      first: 2026,
    });
    // A year the reader is asked to correct changes nothing in the plan: both of you, joint returns, every year.
    const before = planWithdrawals({ ...couple, deathYear: 2020 });
    const none = planWithdrawals({ ...couple, deathYear: 0 });
    expect(before.rows).toEqual(none.rows);
    expect(before.totalTaxes).toBe(none.totalTaxes);
    const long = planWithdrawals({ ...couple, deathYear: 2090 });
    expect(long.widow?.error).toEqual({
      id: 'afterEnd',
      deathYear: 2090,
      first: 2026,
      last: long.rows.at(-1)!.calendarYear,
    });
    expect(long.assumptions.map((a) => a.id)).not.toContain('ifOneDies');
    expect(planWithdrawals({ ...couple, filingStatus: 'single', deathYear: 2027 }).widow).toBeNull();
    expect(planWithdrawals({ ...couple, deathYear: 0 }).widow).toBeNull();
  });
});

describe('planWithdrawals — the need in all, with Social Security paying part of it (issue I6)', () => {
  it('a need of 72,000 in all with 46,200 of Social Security takes 25,800 from savings', () => {
    // Single, 66 in 2026, taxable savings only: the first year draws 25,800 from the taxable account.
    const r = planWithdrawals({
      taxYear: 2026,
      currentAge: 66,
      filingStatus: 'single',
      annualIncome: 72_000,
      socialSecurity: 46_200,
      traditionalBalance: 0,
      rothBalance: 0,
      taxableBalance: 500_000,
    });
    expect(r).toMatchObject({ incomeNeed: 72_000, socialSecurityPaid: 46_200, needFromSavings: 25_800 });
    expect(r.rows[0]).toMatchObject({ taxableWithdrawal: 25_800, socialSecurity: 46_200, totalIncome: 72_000 });
  });

  it('a couple’s two benefits both pay part of it; a spouse’s benefit counts only on a joint return', () => {
    const base = {
      taxYear: 2026 as const,
      currentAge: 66,
      annualIncome: 80_000,
      socialSecurity: 30_000,
      spouseSocialSecurity: 20_000,
      traditionalBalance: 0,
      rothBalance: 500_000,
      taxableBalance: 0,
    };
    expect(planWithdrawals({ ...base, filingStatus: 'marriedJoint' }).needFromSavings).toBe(30_000);
    expect(planWithdrawals({ ...base, filingStatus: 'single' }).needFromSavings).toBe(50_000);
  });

  it('benefits above the need: nothing from savings but the RMDs, and the savings last the whole plan', () => {
    // 80, born 1946 (RMDs from 70½, table age 80 → 20.2): 202,000 ÷ 20.2 = 10,000 is the year's only withdrawal.
    const r = planWithdrawals({
      taxYear: 2026,
      currentAge: 80,
      filingStatus: 'single',
      annualIncome: 30_000,
      socialSecurity: 40_000,
      traditionalBalance: 202_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    expect(r.needFromSavings).toBe(0);
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(10_000, 9);
    expect(r.outcome).toMatchObject({ lasted: true, age: 95 });
    expect(r.yearsSavingsLast).toBe(16);
  });
});

describe('planWithdrawals — what happened: lasted, or ran out when (issue I6)', () => {
  // Single, 65 in 2026, Roth only (no tax), no Social Security.
  const roth = (rothBalance: number, annualIncome: number, over: Partial<PlannerInput> = {}) =>
    planWithdrawals({
      taxYear: 2026,
      currentAge: 65,
      filingStatus: 'single',
      annualIncome,
      traditionalBalance: 0,
      rothBalance,
      taxableBalance: 0,
      ...over,
    });

  it('the issue’s reader: 976,000 at 30,000 a year to 94 lasts the whole plan, with 76,000 left at 94', () => {
    // 65 to 94 is 30 years: 30 × 30,000 = 900,000 taken; 976,000 − 900,000 = 76,000 left.
    const r = roth(976_000, 30_000, { planToAge: 94 });
    expect(r.outcome).toEqual({
      lasted: true,
      yearIndex: 29,
      calendarYear: 2055,
      age: 94,
      spouseAge: null,
      left: 76_000,
    });
    expect(r).toMatchObject({ planYears: 30, yearsSavingsLast: 30, leftAtEnd: 76_000 });
  });

  it('ran out partway through a year: 100,000 at 30,000 a year → 3 whole years, then 10,000 of 30,000 in 2029 (3.3 years)', () => {
    const r = roth(100_000, 30_000);
    expect(r.outcome).toMatchObject({ lasted: false, calendarYear: 2029, age: 68, paid: 10_000, needed: 30_000 });
    // 3 + 10,000 / 30,000 = 3.33…, rounded down to a tenth.
    expect(r.yearsSavingsLast).toBe(3.3);
    expect(r.leftAtEnd).toBe(0);
  });

  it('emptied exactly at a year’s end: 90,000 at 30,000 → three years, then nothing paid in 2029', () => {
    const r = roth(90_000, 30_000);
    expect(r.rows).toHaveLength(3);
    expect(r.outcome).toMatchObject({ lasted: false, yearIndex: 3, calendarYear: 2029, age: 68, paid: 0 });
    expect(r.yearsSavingsLast).toBe(3);
  });

  it('emptied exactly at the plan’s last year: lasted, with nothing left', () => {
    const r = roth(90_000, 30_000, { planToAge: 67 });
    expect(r.outcome).toMatchObject({ lasted: true, age: 67, left: 0 });
  });
});

describe('planWithdrawals — both spouses’ ages (issue I6)', () => {
  // Joint, 2026: you 67 (born 1959), your spouse 63; 60,000 a year from traditional only.
  const couple = (over: Partial<PlannerInput> = {}) =>
    planWithdrawals({
      taxYear: 2026,
      currentAge: 67,
      spouseAge: 63,
      filingStatus: 'marriedJoint',
      annualIncome: 60_000,
      traditionalBalance: 3_000_000,
      rothBalance: 0,
      taxableBalance: 0,
      ...over,
    });

  it('each row has both ages; the plan runs until the younger (your spouse) is 95: 33 years, you 99 at the end', () => {
    const r = couple();
    expect(r.rows[0]).toMatchObject({ age: 67, spouseAge: 63 });
    expect(r).toMatchObject({ planToAge: 95, planYears: 33 });
    expect(r.rows.at(-1)).toMatchObject({ age: 99, spouseAge: 95, calendarYear: 2058 });
    expect(r.outcome).toMatchObject({ lasted: true, age: 99, spouseAge: 95 });
  });

  it('the 65+ deduction per person: one of you 65+ in 2026 → 32,200 + 1,650 + 6,000 = 39,850 → tax 2,015; both from 2028 → 47,500 → 1,250', () => {
    const r = couple();
    // 60,000 − 39,850 = 20,150 at 10 % (joint 10 % bracket tops at 24,800).
    expect(r.rows[0]!.taxOwed).toBeCloseTo(2_015, 9);
    // 2027: your spouse is 64, still one person.
    expect(r.rows[1]!.taxOwed).toBeCloseTo(2_015, 9);
    // 2028: your spouse is 65: 60,000 − 47,500 = 12,500 → 1,250.
    expect(r.rows[2]).toMatchObject({ calendarYear: 2028, spouseAge: 65 });
    expect(r.rows[2]!.taxOwed).toBeCloseTo(1_250, 9);
  });

  it('Medicare’s surcharge is paid by each of you on Medicare: one payer until your spouse is 65, then two', () => {
    // 600,000 a year from savings: joint MAGI far above 218,000 every year, the same tier every year.
    const r = couple({ annualIncome: 600_000 });
    const one = r.rows[0]!.medicareSurcharge;
    expect(one).toBeGreaterThan(0);
    expect(r.rows[1]!.medicareSurcharge).toBeCloseTo(one, 9);
    expect(r.rows[2]!.medicareSurcharge).toBeCloseTo(2 * one, 9);
  });

  it('a spouse’s age is used only on a joint return; without one, your spouse is taken as your age', () => {
    expect(couple({ filingStatus: 'single' }).rows[0]!.spouseAge).toBeNull();
    expect(couple({ filingStatus: 'single' }).planYears).toBe(29); // you, 67 to 95
    expect(couple({ spouseAge: undefined }).rows[0]!.spouseAge).toBe(67);
  });
});

describe('planWithdrawals — how long the savings last, as properties', () => {
  const status = fc.constantFrom('single' as const, 'marriedJoint' as const, 'marriedSeparate' as const);
  const plan = fc.record({
    currentAge: fc.integer({ min: 50, max: 100 }),
    spouseAge: fc.integer({ min: 50, max: 100 }),
    planToAge: fc.integer({ min: 50, max: 110 }),
    filingStatus: status,
    annualIncome: amountUpTo(300_000),
    socialSecurity: amountUpTo(60_000),
    spouseSocialSecurity: amountUpTo(60_000),
    traditionalBalance: amountUpTo(3e6),
    rothBalance: amountUpTo(1e6),
    taxableBalance: amountUpTo(1e6),
    taxYear: fc.constantFrom(2023 as const, 2024 as const, 2025 as const, 2026 as const),
  });

  it('more spending never makes the savings last longer', () => {
    fc.assert(
      fc.property(plan, amountUpTo(200_000), (p, more) => {
        const a = planWithdrawals(p);
        const b = planWithdrawals({ ...p, annualIncome: p.annualIncome + more });
        expect(b.yearsSavingsLast).toBeLessThanOrEqual(a.yearsSavingsLast);
      }),
      { numRuns: 80 },
    );
  });

  it('a larger balance, in any account, never makes them last a shorter time', () => {
    const account = fc.constantFrom('traditionalBalance' as const, 'rothBalance' as const, 'taxableBalance' as const);
    fc.assert(
      fc.property(plan, account, amountUpTo(1e6), (p, key, more) => {
        const a = planWithdrawals(p);
        const b = planWithdrawals({ ...p, [key]: p[key] + more });
        expect(b.yearsSavingsLast).toBeGreaterThanOrEqual(a.yearsSavingsLast);
      }),
      { numRuns: 80 },
    );
  });

  it('never NaN; lasted means the plan’s years, ran out means fewer; the rows never pass the plan', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const r = planWithdrawals(p);
        expectAllFinite(r);
        expect(r.rows.length).toBeLessThanOrEqual(r.planYears);
        if (r.outcome?.lasted) expect(r.yearsSavingsLast).toBe(r.planYears);
        else if (r.outcome) expect(r.yearsSavingsLast).toBeLessThan(r.planYears);
      }),
      { numRuns: 80 },
    );
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { calculateRmd, rmdDivisor, rmdDivisorTable } from './rmd';
import { rmdStartAge, uniformLifetimeDivisor } from '../rules/tax/rmdTable';
import { jointLifeExpectancy } from '../rules/tax/jointLifeExpectancy';
import { expectAllFinite, hostileRecord, hostileValue, forAll } from '../testing/financeTestKit';

describe('Uniform Lifetime Table and start age — known answers', () => {
  it('IRS Pub. 590-B Table III: 72 → 27.4, 73 → 26.5, 75 → 24.6, 100 → 6.4, 119 → 2.3', () => {
    expect([72, 73, 75, 100, 119].map(uniformLifetimeDivisor)).toEqual([27.4, 26.5, 24.6, 6.4, 2.3]);
  });
  it('IRS Pub. 590-B Table III: 120 and over → 2.0; below 72 there is no divisor (never 1)', () => {
    expect(uniformLifetimeDivisor(120)).toBe(2.0);
    expect(uniformLifetimeDivisor(130)).toBe(2.0);
    expect(uniformLifetimeDivisor(71)).toBeNull();
    expect(uniformLifetimeDivisor(NaN)).toBeNull();
  });
  it('SECURE Act §114 / SECURE 2.0 §107: start age by birth year', () => {
    expect(rmdStartAge(1948)).toBe(70.5);
    expect(rmdStartAge(1949, 3)).toBe(70.5);
    expect(rmdStartAge(1949)).toBe(72);
    expect(rmdStartAge(1950)).toBe(72);
    expect(rmdStartAge(1951)).toBe(73);
    expect(rmdStartAge(1959)).toBe(73);
    expect(rmdStartAge(1960)).toBe(75);
  });
  it('SECURE Act §114: the 1949 cut-off is 1 July (June → 70½, July → 72); the month matters only in 1949', () => {
    expect(rmdStartAge(1949, 6)).toBe(70.5);
    expect(rmdStartAge(1949, 7)).toBe(72);
    expect(rmdStartAge(1949, 12)).toBe(72);
    expect(rmdStartAge(1950, 3)).toBe(72);
    expect(rmdStartAge(1960, 1)).toBe(75);
  });
  it('a non-finite age has no divisor (not the 120-and-over 2.0)', () => {
    expect(uniformLifetimeDivisor(Infinity)).toBeNull();
    expect(uniformLifetimeDivisor(-Infinity)).toBeNull();
  });
});

/** The spec's example (SPEC §9: age 72, a 500,000 balance), without a tax year. */
const SPEC_EXAMPLE = { age: 72, balance: 500_000 };

describe('calculateRmd — known answers', () => {
  it('with no tax year, the newest held, 2026: 72 in 2026 → born 1954, start age 73 (SECURE 2.0 §107): not due yet, first RMD 500,000 / 26.5', () => {
    const r = calculateRmd(SPEC_EXAMPLE);
    expect(calculateRmd({ ...SPEC_EXAMPLE, taxYear: 2026 })).toEqual(r);
    expect(r.taxYear).toBe(2026);
    expect(r).toMatchObject({
      status: 'not-due-yet',
      birthYear: 1954,
      startAge: 73,
      lifeExpectancyFactor: 26.5,
      penaltyRate: 25,
      correctedPenaltyRate: 10,
    });
    expect(r.rmdAmount).toBeCloseTo(500_000 / 26.5, 9);
  });

  it('Pub. 590-B Table III, tax year 2026: 73 (born 1953) → due, 500,000 / 26.5 = 18,867.92', () => {
    const r = calculateRmd({ age: 73, balance: 500_000, taxYear: 2026 });
    expect(r.status).toBe('due');
    expect(r.rmdAmount).toBeCloseTo(18_867.92, 2);
  });

  it('spec defaults (72 in 2024, born 1952): not due yet, first RMD at 73 on today’s balance = 500,000 / 26.5 (Pub. 590-B)', () => {
    const r = calculateRmd({ ...SPEC_EXAMPLE, taxYear: 2024 });
    expect(r.status).toBe('not-due-yet');
    expect(r.startAge).toBe(73);
    expect(r.lifeExpectancyFactor).toBe(26.5);
    expect(r.rmdAmount).toBeCloseTo(500_000 / 26.5, 9);
    expect(r.note).toMatchObject({ id: 'notDueYet', taxYear: 2024 });
    expect(r.projectedRMDs[0]).toEqual({ age: 72, rmdAmount: 0, balance: 500_000 });
    expect(r.assumptions.find((a) => a.id === 'uniformTable')).toEqual({
      id: 'uniformTable',
      age: 73,
      divisor: 26.5,
      source: '26 CFR 1.401(a)(9)-9(c); IRS Pub. 590-B Appendix B, Table III (2022+)',
    });
    expect(r.projectedRMDs[1]!.rmdAmount).toBeCloseTo((500_000 * 1.05) / 26.5, 6);
  });

  it('Pub. 590-B Table III: 73 in 2024 (born 1951) → due, 26.5, monthly = RMD / 12', () => {
    const r = calculateRmd({ age: 73, balance: 265_000, taxYear: 2024 });
    expect(r.status).toBe('due');
    expect(r.rmdAmount).toBeCloseTo(10_000, 9);
    expect(r.monthlyAmount).toBeCloseTo(10_000 / 12, 9);
  });

  it('Pub. 590-B Table III: 72 in 2022 (born 1950, SECURE Act start 72) → due, 27.4; excise 50 % for 2022', () => {
    const r = calculateRmd({ age: 72, balance: 500_000, taxYear: 2022 });
    expect(r.status).toBe('due');
    expect(r.rmdAmount).toBeCloseTo(18_248.175182, 5);
    expect(r.penaltyRate).toBe(50);
  });

  it('Pub. 590-B Table III: 75 in 2024 → 24.6 → 20,325.20; projection grows 5 % after each withdrawal (SPEC §9: 10 years at 5 %)', () => {
    const r = calculateRmd({ age: 75, balance: 500_000, taxYear: 2024 });
    expect(r.rmdAmount).toBeCloseTo(20_325.203252, 5);
    expect(r.projectedRMDs).toHaveLength(10);
    expect(r.projectedRMDs[1]!.balance).toBeCloseTo((500_000 - 500_000 / 24.6) * 1.05, 6);
    expect(r.projectedRMDs[1]!.rmdAmount).toBeCloseTo(r.projectedRMDs[1]!.balance / 23.7, 6);
    expect(r.penaltyRate).toBe(25);
    expect(r.correctedPenaltyRate).toBe(10);
  });

  it('RULES.md: 70 in 2024 (born 1954) → not due, start 73, divisor 26.5 — never divides by 1', () => {
    const r = calculateRmd({ age: 70, balance: 100_000, taxYear: 2024 });
    expect(r.status).toBe('not-due-yet');
    expect(r.rmdAge).toBe(73);
    expect(r.rmdAmount).toBeCloseTo(100_000 / 26.5, 9);
    expect(r.projectedRMDs.slice(0, 3).map((p) => p.rmdAmount)).toEqual([0, 0, 0]);
  });

  it('SECURE 2.0 §107: 71 in 2023 (born 1952) → not due; 74 in 2024 (born 1950) → due at 25.5', () => {
    expect(calculateRmd({ age: 71, balance: 1_000, taxYear: 2023 }).status).toBe('not-due-yet');
    const r = calculateRmd({ age: 74, balance: 255_000, taxYear: 2024 });
    expect(r.status).toBe('due');
    expect(r.rmdAmount).toBeCloseTo(10_000, 9);
  });

  it('Pub. 590-B Table III: 110 → 3.5; the projection reaches 119 → 2.3', () => {
    const r = calculateRmd({ age: 110, balance: 35_000, taxYear: 2024 });
    expect(r.rmdAmount).toBeCloseTo(10_000, 9);
    expect(r.projectedRMDs[9]!.age).toBe(119);
    expect(r.projectedRMDs[9]!.rmdAmount).toBeCloseTo(r.projectedRMDs[9]!.balance / 2.3, 6);
  });

  it('SPEC §5: nothing calculated when age is empty or below 70, or balance is 0; age above 110 clamps to 110', () => {
    expect(calculateRmd({ age: 69, balance: 1_000 }).status).toBe('not-calculated');
    expect(calculateRmd({ age: '' as never, balance: 1_000 }).status).toBe('not-calculated');
    expect(calculateRmd({ age: 75, balance: 0 }).status).toBe('not-calculated');
    expect(calculateRmd({ age: 75, balance: 0 }).projectedRMDs).toEqual([]);
    expect(calculateRmd({ age: 500, balance: 35_000 }).lifeExpectancyFactor).toBe(3.5);
    expect(calculateRmd({ age: 75, balance: 1_000, taxYear: 2030 as never }).taxYear).toBe(2026);
  });
});

// The engine reports facts (which sentence, which figures); the tool words them in the reader's
// language: src/tools/RmdCalculator/rmdWords.node.test.ts checks the sentences, in English and Spanish.
describe('calculateRmd — what it tells the reader, as facts', () => {
  it('SECURE 2.0 §302: missed-RMD excise 25 %, 10 % if corrected, from 2023; 50 % with no reduction for 2022', () => {
    expect(calculateRmd({ age: 75, balance: 100_000, taxYear: 2023 })).toMatchObject({
      penaltyRate: 25,
      correctedPenaltyRate: 10,
    });
    expect(calculateRmd({ age: 75, balance: 100_000, taxYear: 2022 })).toMatchObject({
      penaltyRate: 50,
      correctedPenaltyRate: 50,
    });
  });

  it('due: the note names the year, age, Pub. 590-B divisor and the excise tax (with the corrected rate from 2023)', () => {
    expect(calculateRmd({ age: 75, balance: 500_000, taxYear: 2024 }).note).toEqual({
      id: 'due',
      taxYear: 2024,
      age: 75,
      divisor: 24.6,
      penaltyRate: 25,
      correctedPenaltyRate: 10,
    });
    expect(calculateRmd({ age: 75, balance: 500_000, taxYear: 2022 }).note).toEqual({
      id: 'due',
      taxYear: 2022,
      age: 75,
      divisor: 24.6,
      penaltyRate: 50,
      correctedPenaltyRate: null,
    });
  });

  it('not due: born 1952, RMDs start at 73 in 2025; first RMD about 500,000 / 26.5 = $18,868', () => {
    // The spec's example year (2024) passed explicitly: the tool now opens on 2026 (rules calendar).
    const notDue = calculateRmd({ ...SPEC_EXAMPLE, taxYear: 2024 }).note;
    expect(notDue).toMatchObject({ id: 'notDueYet', taxYear: 2024, birthYear: 1952, startAge: 73, firstYear: 2025 });
    expect(notDue).toHaveProperty('divisor', 26.5);
    expect(notDue.id === 'notDueYet' && Math.round(notDue.rmdAmount)).toBe(18_868);
    // Under 70: one rule, the reader's own (born 1966 → 75, SECURE 2.0 §107), not a minimum age to type.
    expect(calculateRmd({ age: 60, balance: 1 }).note).toEqual({
      id: 'tooYoung',
      taxYear: 2026,
      birthYear: 1966,
      startAge: 75,
      firstYear: 2041,
    });
    expect(calculateRmd({ age: '' as never, balance: 1 }).note).toEqual({ id: 'enterAge' });
    // A blank balance is not entered; a $0 typed is an answer (issue I6, item 2): an empty account has no RMD.
    for (const blank of [null, undefined, ''])
      expect(calculateRmd({ age: 75, balance: blank as never }).note, String(blank)).toEqual({ id: 'enterBalance' });
    const empty = calculateRmd({ age: 75, balance: 0 });
    expect(empty.status).toBe('not-calculated');
    expect(empty.note).toEqual({ id: 'emptyAccount', taxYear: 2026, balanceYear: 2025 });
  });

  it('"How this is calculated": tax year, divisor, start age (70.5 for someone born in 1948), growth, excise', () => {
    const r = calculateRmd({ age: 74, balance: 100_000, taxYear: 2022 });
    const withoutSource = (fact: object) =>
      Object.fromEntries(Object.entries(fact).filter(([key]) => key !== 'source'));
    expect(r.assumptions.map(withoutSource)).toEqual([
      { id: 'taxYear', taxYear: 2022 },
      { id: 'uniformTable', age: 74, divisor: 25.5 },
      { id: 'startAge', startAge: 70.5, birthYear: 1948 },
      { id: 'growth', growthRate: 5 },
      { id: 'excise', penaltyRate: 50, correctedPenaltyRate: null },
    ]);
    expect(r.assumptions[2]).toHaveProperty('source', expect.stringMatching(/SECURE Act §114/));
    expect(calculateRmd({ age: 75, balance: 100_000, taxYear: 2023 }).assumptions[4]).toMatchObject({
      penaltyRate: 25,
      correctedPenaltyRate: 10,
    });
    expect(calculateRmd({ ...SPEC_EXAMPLE, taxYear: 2024 }).assumptions[2]).toMatchObject({
      startAge: 73,
      birthYear: 1952,
    });
    expect(r.formulas).toEqual([{ id: 'rmd' }, { id: 'monthly' }, { id: 'nextBalance', growthFactor: 1.05 }]);
  });
});

describe('calculateRmd — properties', () => {
  it('hostile input → finite numbers, non-negative amounts', () => {
    forAll(fc.oneof(hostileRecord(['age', 'balance', 'taxYear'] as const), hostileValue), (input) => {
      const r = calculateRmd(input as never);
      expectAllFinite(r);
      expect(r.rmdAmount).toBeGreaterThanOrEqual(0);
      for (const p of r.projectedRMDs) {
        expect(p.rmdAmount).toBeGreaterThanOrEqual(0);
        expect(p.balance).toBeGreaterThanOrEqual(0);
      }
    });
  });
  it('more balance → larger RMD (same age and year)', () => {
    forAll(
      fc.integer({ min: 70, max: 110 }),
      fc.constantFrom(2022, 2023, 2024 as const),
      fc.double({ min: 1, max: 1e9, noNaN: true }),
      fc.double({ min: 1, max: 1e9, noNaN: true }),
      (age, taxYear, a, extra) => {
        expect(calculateRmd({ age, taxYear, balance: a + extra }).rmdAmount).toBeGreaterThan(
          calculateRmd({ age, taxYear, balance: a }).rmdAmount,
        );
      },
    );
  });
});

describe('RMD table helpers — properties', () => {
  it('divisor is null below 72, finite and non-increasing from 72 on; start age is one of 70½/72/73/75 and never falls with birth year', () => {
    forAll(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 1900, max: 2100 }), (age, year) => {
      const d = uniformLifetimeDivisor(age);
      if (age < 72) expect(d).toBeNull();
      else {
        expect(d).not.toBeNull();
        expect(d!).toBeLessThanOrEqual(uniformLifetimeDivisor(Math.max(72, age - 1))!);
      }
      expect([70.5, 72, 73, 75]).toContain(rmdStartAge(year));
      expect(rmdStartAge(year + 1)).toBeGreaterThanOrEqual(rmdStartAge(year));
    });
  });
});

describe('rmdDivisor — Uniform table or Table II (younger sole-beneficiary spouse)', () => {
  it('IRS Pub. 590-B (2025), chapter 1 "Figuring the Owner\'s Required Minimum Distribution", Table II example: owner 75, spouse 64 (11 years younger) → 25.3', () => {
    expect(rmdDivisor({ ownerAge: 75, spouseSoleBeneficiaryAge: 64 })).toBe(25.3);
  });
  it('not the sole beneficiary (null) → Uniform Lifetime Table: 75 → 24.6, 73 → 26.5', () => {
    expect(rmdDivisor({ ownerAge: 75, spouseSoleBeneficiaryAge: null })).toBe(24.6);
    expect(rmdDivisor({ ownerAge: 73, spouseSoleBeneficiaryAge: null })).toBe(26.5);
  });
  it('boundary: spouse exactly 10 years younger → Uniform table (75/65 → 24.6); exactly 11 → Table II (75/64 → 25.3)', () => {
    expect(rmdDivisor({ ownerAge: 75, spouseSoleBeneficiaryAge: 65 })).toBe(24.6);
    expect(rmdDivisor({ ownerAge: 75, spouseSoleBeneficiaryAge: 64 })).toBe(25.3);
    expect(rmdDivisorTable(75, 65)).toBe('uniform');
    expect(rmdDivisorTable(75, 64)).toBe('joint');
  });
  it('spouse older or the same age → Uniform table; hand-worked Table II: owner 80, spouse 60 → J(80, 60) = 27.1 vs Uniform 20.2', () => {
    expect(rmdDivisor({ ownerAge: 75, spouseSoleBeneficiaryAge: 80 })).toBe(24.6);
    expect(rmdDivisor({ ownerAge: 80, spouseSoleBeneficiaryAge: 60 })).toBe(jointLifeExpectancy(80, 60));
    expect(rmdDivisor({ ownerAge: 80, spouseSoleBeneficiaryAge: null })).toBe(20.2);
    expect(rmdDivisor({ ownerAge: 80, spouseSoleBeneficiaryAge: 60 })).toBeGreaterThan(20.2);
  });
  it('120 and over → 2.0; under 72 → J(age, age − 10), which the Uniform table is built from (never 1, never NaN)', () => {
    expect(rmdDivisor({ ownerAge: 125, spouseSoleBeneficiaryAge: null })).toBe(2.0);
    expect(rmdDivisor({ ownerAge: 70, spouseSoleBeneficiaryAge: null })).toBe(jointLifeExpectancy(70, 60));
  });
  it('property: any ages → a positive finite divisor; Table II never gives a smaller divisor than the Uniform table', () => {
    forAll(fc.integer({ min: 72, max: 130 }), fc.option(fc.integer({ min: 0, max: 130 })), (ownerAge, spouse) => {
      const d = rmdDivisor({ ownerAge, spouseSoleBeneficiaryAge: spouse });
      expect(Number.isFinite(d) && d > 0).toBe(true);
      expect(d).toBeGreaterThanOrEqual(rmdDivisor({ ownerAge, spouseSoleBeneficiaryAge: null }));
    });
    forAll(fc.double(), fc.oneof(fc.constant(null), fc.double()), (ownerAge, spouse) => {
      const d = rmdDivisor({ ownerAge, spouseSoleBeneficiaryAge: spouse });
      expect(Number.isFinite(d) && d > 0).toBe(true);
    });
  });
});

describe('calculateRmd — sole-beneficiary spouse more than 10 years younger (Table II)', () => {
  it('Pub. 590-B example ages: owner 75, spouse 64 → 25.3 instead of 24.6; says so and by how much', () => {
    const r = calculateRmd({ age: 75, balance: 253_000, taxYear: 2026, spouseSoleBeneficiary: true, spouseAge: 64 });
    expect(r).toMatchObject({ status: 'due', divisorTable: 'joint', lifeExpectancyFactor: 25.3, uniformFactor: 24.6 });
    expect(r.rmdAmount).toBeCloseTo(10_000, 9);
    expect(r.uniformRmdAmount).toBeCloseTo(253_000 / 24.6, 9);
    expect(r.spouseNote).toMatchObject({ id: 'jointTable', gapYears: 10 });
    expect(
      r.spouseNote?.id === 'jointTable' && [
        Math.round(r.spouseNote.savings),
        Math.round(r.spouseNote.uniformRmdAmount),
      ],
    ).toEqual([285, 10_285]);
    expect(r.assumptions.find((a) => a.id === 'jointTable')).toMatchObject({ age: 75, spouseAge: 64, divisor: 25.3 });
    // The projection ages the spouse too: 76 / 65 → J(76, 65).
    expect(r.projectedRMDs[1]!.rmdAmount).toBeCloseTo(r.projectedRMDs[1]!.balance / jointLifeExpectancy(76, 65)!, 9);
  });
  it('exactly 10 years younger → Uniform table; not the sole beneficiary → Uniform table; no spouse age given → Uniform table', () => {
    expect(calculateRmd({ age: 75, balance: 100_000, spouseSoleBeneficiary: true, spouseAge: 65 })).toMatchObject({
      divisorTable: 'uniform',
      lifeExpectancyFactor: 24.6,
    });
    // A spouse older than the owner: the Uniform table, said in words.
    expect(calculateRmd({ age: 75, balance: 100_000, spouseSoleBeneficiary: true, spouseAge: 80 }).spouseNote).toEqual({
      id: 'olderSpouse',
      spouseAge: 80,
      gapYears: 10,
    });
    expect(calculateRmd({ age: 75, balance: 100_000, spouseSoleBeneficiary: true, spouseAge: 70 }).spouseNote).toEqual({
      id: 'notMuchYounger',
      gapYears: 10,
    });
    expect(calculateRmd({ age: 75, balance: 100_000, spouseSoleBeneficiary: false, spouseAge: 50 })).toMatchObject({
      divisorTable: 'uniform',
      lifeExpectancyFactor: 24.6,
    });
    expect(calculateRmd({ age: 75, balance: 100_000, spouseSoleBeneficiary: true })).toMatchObject({
      divisorTable: 'uniform',
    });
  });
});

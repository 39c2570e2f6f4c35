import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  computeOrdinaryTax,
  longTermGainsTax,
  marginalRate,
  standardDeduction,
  taxBrackets,
  taxableSocialSecurity,
} from './tax';
import { expectAllFinite, hostileValue, amountUpTo, forAll } from '../testing/financeTestKit';
import type { FilingStatus, TaxYear } from '../core/types';

const statuses: FilingStatus[] = ['single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold'];
const years: TaxYear[] = [2023, 2024, 2025, 2026];

describe('taxBrackets / computeOrdinaryTax — known answers', () => {
  it('Rev. Proc. 2022-38 §3.01: 2023 single 24 % bracket tops at 182,100 (RULES corrects SPEC 182,050)', () => {
    const b = taxBrackets('single', 2023);
    expect(b.map((x) => x.max)).toEqual([11_000, 44_725, 95_375, 182_100, 231_250, 578_125, null]);
    expect(b.map((x) => x.rate)).toEqual([10, 12, 22, 24, 32, 35, 37]);
  });

  it.each([
    [11_000, 1_100],
    [44_725, 5_147],
    [95_375, 16_290],
    [182_100, 37_104],
    [231_250, 52_832],
    [578_125, 174_238.25],
    [600_000, 182_332],
  ])('Rev. Proc. 2022-38 2023 single: tax at %d is %d (each bracket top, hand-worked)', (income, tax) => {
    expect(computeOrdinaryTax(income, 'single', 2023).total).toBeCloseTo(tax, 6);
  });

  it('Rev. Proc. 2022-38: 2023 single 50,000 → 1,100 + 4,047 + 1,160.50 = 6,307.50 with breakdown', () => {
    const r = computeOrdinaryTax(50_000, 'single', 2023);
    expect(r.total).toBeCloseTo(6_307.5, 6);
    expect(r.breakdown[2]).toEqual({ rate: 22, min: 44_725, max: 95_375, taxableAmount: 5_275, tax: 1_160.5 });
    expect(r.breakdown[3]!.taxableAmount).toBe(0);
  });

  it('Rev. Proc. 2023-34: 2024 married joint 100,000 → 12,106', () => {
    expect(computeOrdinaryTax(100_000, 'marriedJoint', 2024).total).toBeCloseTo(12_106, 6);
  });

  it('Rev. Proc. 2022-38: 2023 head of household 60,000 → 6,901 (official HoH brackets)', () => {
    expect(computeOrdinaryTax(60_000, 'headOfHousehold', 2023).total).toBeCloseTo(6_901, 6);
  });

  it('Rev. Proc. 2022-38: 2023 married separate 35 % tops at 346,875; 400,000 → 112,957', () => {
    expect(computeOrdinaryTax(400_000, 'marriedSeparate', 2023).total).toBeCloseTo(112_957, 6);
  });

  it('Rev. Proc. 2025-32: 2026 single 12 % bracket tops at 50,400; Rev. Proc. 2024-40: 2025 MFS 35 % tops at 375,800', () => {
    expect(taxBrackets('single', 2026)[1]!.max).toBe(50_400);
    expect(taxBrackets('marriedSeparate', 2025)[5]!.max).toBe(375_800);
  });

  it('marginalRate: Rev. Proc. 2022-38 2023 single — 0 → 10, 10,999 → 10, 11,000 → 12, 1e9 → 37', () => {
    expect(marginalRate(0, 'single', 2023)).toBe(10);
    expect(marginalRate(10_999, 'single', 2023)).toBe(10);
    expect(marginalRate(11_000, 'single', 2023)).toBe(12);
    expect(marginalRate(1e9, 'single', 2023)).toBe(37);
  });
});

describe('standardDeduction — known answers', () => {
  it('Rev. Proc. 2022-38 §3.15: 2023 single 65+ = 13,850 + 1,850; joint both 65+ = 27,700 + 2 × 1,500', () => {
    expect(standardDeduction({ status: 'single', year: 2023, age65Count: 1 }).total).toBe(15_700);
    expect(standardDeduction({ status: 'marriedJoint', year: 2023, age65Count: 2 }).total).toBe(30_700);
    expect(standardDeduction({ status: 'headOfHousehold', year: 2023, age65Count: 1 }).total).toBe(22_650);
    expect(standardDeduction({ status: 'marriedSeparate', year: 2023, age65Count: 1 }).total).toBe(15_350);
  });

  it('Rev. Proc. 2023-34: 2024 has no senior deduction; single 65+ = 14,600 + 1,950', () => {
    expect(standardDeduction({ status: 'single', year: 2024, age65Count: 1, magi: 10_000 })).toEqual({
      basic: 14_600,
      additional65: 1_950,
      senior: 0,
      total: 16_550,
    });
  });

  it('P.L. 119-21 §70103: 2025 senior deduction 6,000, reduced 6 % of MAGI over 75,000 (single)', () => {
    expect(standardDeduction({ status: 'single', year: 2025, age65Count: 1, magi: 50_000 }).total).toBe(23_750);
    expect(standardDeduction({ status: 'single', year: 2025, age65Count: 1, magi: 100_000 }).senior).toBeCloseTo(
      4_500,
      6,
    );
    expect(standardDeduction({ status: 'single', year: 2025, age65Count: 1, magi: 175_000 }).senior).toBe(0);
  });

  it('P.L. 119-21 §70103: joint, both 65+, MAGI 200,000 → 2 × (6,000 − 3,000); MFS cannot claim it; 2026 applies', () => {
    expect(standardDeduction({ status: 'marriedJoint', year: 2025, age65Count: 2, magi: 200_000 }).total).toBeCloseTo(
      40_700,
      6,
    );
    expect(standardDeduction({ status: 'marriedSeparate', year: 2025, age65Count: 1, magi: 0 }).senior).toBe(0);
    expect(standardDeduction({ status: 'single', year: 2026, age65Count: 1 }).total).toBe(16_100 + 2_050 + 6_000);
  });

  it('26 USC §63(f): age65Count is clamped (single max 1, NaN → 0)', () => {
    expect(standardDeduction({ status: 'single', year: 2023, age65Count: 2 }).additional65).toBe(1_850);
    expect(standardDeduction({ status: 'single', year: 2023, age65Count: NaN }).additional65).toBe(0);
  });
});

describe('taxableSocialSecurity — IRS Pub. 915 Worksheet 1, hand-worked', () => {
  it('tier 0: single, benefits 20,000, other 10,000 → P 20,000 ≤ 25,000 → 0', () => {
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 10_000, status: 'single' })).toMatchObject({
      taxable: 0,
      tier: 0,
      provisionalIncome: 20_000,
    });
  });
  it('tier 1: single, benefits 20,000, other 20,000 → ½ × 5,000 = 2,500', () => {
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 20_000, status: 'single' })).toMatchObject({
      taxable: 2_500,
      tier: 1,
    });
  });
  it('tier 1, half-of-benefits cap: single, benefits 6,000, other 30,000 → min(3,000, 4,000) = 3,000', () => {
    expect(taxableSocialSecurity({ benefits: 6_000, otherIncome: 30_000, status: 'single' }).taxable).toBe(3_000);
  });
  it('tier 2, 85 % cap: single, benefits 20,000, other 40,000 → min(4,500 + 13,600, 17,000) = 17,000', () => {
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 40_000, status: 'single' })).toMatchObject({
      taxable: 17_000,
      tier: 2,
    });
  });
  it('tier 2: joint, benefits 30,000, other 30,000 → 6,000 + 0.85 × 1,000 = 6,850', () => {
    expect(
      taxableSocialSecurity({ benefits: 30_000, otherIncome: 30_000, status: 'marriedJoint' }).taxable,
    ).toBeCloseTo(6_850, 6);
  });
  it('tax-exempt interest counts in provisional income (Pub. 915 line 3)', () => {
    expect(
      taxableSocialSecurity({ benefits: 20_000, otherIncome: 10_000, taxExemptInterest: 10_000, status: 'single' })
        .taxable,
    ).toBe(2_500);
  });
  it('married separate living together: min(0.85 × P, 0.85 × B); living apart uses 25,000', () => {
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 10_000, status: 'marriedSeparate' }).taxable).toBe(
      17_000,
    );
    expect(
      taxableSocialSecurity({
        benefits: 20_000,
        otherIncome: 10_000,
        status: 'marriedSeparate',
        livedApartAllYear: true,
      }).taxable,
    ).toBe(0);
  });
  it('Pub. 915 thresholds are inclusive: P exactly 25,000 → nothing taxable (tier 0); P exactly 34,000 → ½ × 9,000 = 4,500, still tier 1', () => {
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 15_000, status: 'single' })).toMatchObject({
      taxable: 0,
      provisionalIncome: 25_000,
      tier: 0,
    });
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 24_000, status: 'single' })).toMatchObject({
      taxable: 4_500,
      provisionalIncome: 34_000,
      tier: 1,
    });
    expect(taxableSocialSecurity({ benefits: 20_000, otherIncome: 24_001, status: 'single' }).tier).toBe(2);
  });
  it('no benefits → nothing taxable, tier 0, whatever the other income; married separate (together) is tier 2 as soon as anything is taxable', () => {
    expect(taxableSocialSecurity({ benefits: 0, otherIncome: 100_000, status: 'single' })).toMatchObject({
      taxable: 0,
      tier: 0,
    });
    expect(taxableSocialSecurity({ benefits: 10_000, otherIncome: 0, status: 'marriedSeparate' })).toMatchObject({
      taxable: 4_250,
      tier: 2,
    }); // 0.85 × 5,000
    expect(taxableSocialSecurity({ benefits: 0, otherIncome: 50_000, status: 'marriedSeparate' })).toMatchObject({
      taxable: 0,
      tier: 0,
    });
  });
});

describe('longTermGainsTax — Rev. Proc. 2022-38 §3.03 bands', () => {
  it('2023 single: ordinary 40,000 + gains 10,000 → 4,625 at 0 %, 5,375 at 15 % = 806.25', () => {
    expect(longTermGainsTax(40_000, 10_000, 'single', 2023)).toBeCloseTo(806.25, 6);
  });
  it('2023 single: above 492,300 gains are taxed at 20 %', () => {
    expect(longTermGainsTax(500_000, 10_000, 'single', 2023)).toBeCloseTo(2_000, 6);
  });
  it('2023 joint: ordinary 80,000 + gains 20,000 → 9,250 at 0 % (to 89,250), 10,750 at 15 % = 1,612.50', () => {
    expect(longTermGainsTax(80_000, 20_000, 'marriedJoint', 2023)).toBeCloseTo(1_612.5, 6);
  });
  it('Rev. Proc. 2023-34 §3.03, 2024 single: ordinary 40,000 + gains 20,000 → 7,025 at 0 % (to 47,025), 12,975 at 15 % = 1,946.25', () => {
    expect(longTermGainsTax(40_000, 20_000, 'single', 2024)).toBeCloseTo(1_946.25, 6);
  });
  it('2024 joint: all within the 0 % band (94,050) → 0', () => {
    expect(longTermGainsTax(50_000, 40_000, 'marriedJoint', 2024)).toBe(0);
  });
  it('Rev. Proc. 2025-32, 2026 joint: ordinary 90,000 + gains 20,000 → 8,900 at 0 % (to 98,900), 11,100 at 15 % = 1,665', () => {
    expect(longTermGainsTax(90_000, 20_000, 'marriedJoint', 2026)).toBeCloseTo(1_665, 6);
  });
  it('Rev. Proc. 2025-32, 2026 joint: ordinary 600,000 + gains 20,000 → 13,700 at 15 % (to 613,700), 6,300 at 20 % = 3,315', () => {
    expect(longTermGainsTax(600_000, 20_000, 'marriedJoint', 2026)).toBeCloseTo(3_315, 6);
  });
  it('Rev. Proc. 2025-32, 2026 single: ordinary 40,000 + gains 20,000 → 9,450 at 0 % (to 49,450), 10,550 at 15 % = 1,582.50', () => {
    expect(longTermGainsTax(40_000, 20_000, 'single', 2026)).toBeCloseTo(1_582.5, 6);
  });
});

describe('tax engine — properties', () => {
  const statusArb = fc.constantFrom(...statuses);
  const yearArb = fc.constantFrom(...years);
  it('hostile incomes give finite, non-negative tax whose breakdown sums to the total', () => {
    forAll(hostileValue, statusArb, yearArb, (v, s, y) => {
      const r = computeOrdinaryTax(v as number, s, y);
      expectAllFinite(r);
      expect(r.total).toBeGreaterThanOrEqual(0);
      expect(r.breakdown.reduce((a, b) => a + b.tax, 0)).toBeCloseTo(r.total, 4);
      expectAllFinite(marginalRate(v as number, s, y));
    });
  });
  it('more taxable income never means less tax, and the marginal rate never falls', () => {
    forAll(amountUpTo(1e9), amountUpTo(1e9), statusArb, yearArb, (a, b, s, y) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(computeOrdinaryTax(hi, s, y).total).toBeGreaterThanOrEqual(computeOrdinaryTax(lo, s, y).total);
      expect(marginalRate(hi, s, y)).toBeGreaterThanOrEqual(marginalRate(lo, s, y));
    });
  });
  it('taxable Social Security is finite, between 0 and 85 % of benefits, and rises with other income', () => {
    forAll(hostileValue, hostileValue, hostileValue, statusArb, amountUpTo(1e6), (b, o, t, s, extra) => {
      const r = taxableSocialSecurity({
        benefits: b as number,
        otherIncome: o as number,
        taxExemptInterest: t as number,
        status: s,
      });
      expectAllFinite(r);
      expect(r.taxable).toBeGreaterThanOrEqual(0);
      const B = typeof b === 'number' && Number.isFinite(b) && b > 0 ? b : 0;
      expect(r.taxable).toBeLessThanOrEqual(0.85 * B + 1e-6);
      const base = typeof o === 'number' && Number.isFinite(o) && o > 0 ? o : 0;
      const more = taxableSocialSecurity({ benefits: B, otherIncome: base + extra, status: s }).taxable;
      expect(more + 1e-6).toBeGreaterThanOrEqual(
        taxableSocialSecurity({ benefits: B, otherIncome: base, status: s }).taxable,
      );
    });
  });
  it('standard deduction and gains tax stay finite and non-negative for hostile input', () => {
    forAll(hostileValue, hostileValue, statusArb, yearArb, (count, magi, s, y) => {
      const d = standardDeduction({ status: s, year: y, age65Count: count as number, magi: magi as number });
      expectAllFinite(d);
      expect(d.total).toBeGreaterThanOrEqual(d.basic);
      const g = longTermGainsTax(count as number, magi as number, 'single', 2023);
      expect(Number.isFinite(g) && g >= 0).toBe(true);
    });
  });
});

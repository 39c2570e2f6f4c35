import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { calculateRothConversion, rothHeadroom, rothInTodaysDollars, type RothConversionInput } from './roth';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo, forAll } from '../testing/financeTestKit';

/** SPEC §9's default inputs (age 55, IRA 500,000, conversion 100,000, brackets 22/22, 7 %, 10 years), a single filer whose income is not entered. */
const SPEC_INPUT: Required<RothConversionInput> = {
  currentAge: 55,
  iraBalance: 500_000,
  conversionAmount: 100_000,
  currentTaxBracket: 22,
  retirementTaxBracket: 22,
  returnRate: 7,
  yearsUntilRetirement: 10,
  filingStatus: 'single',
  otherIncome: null,
  socialSecurity: null,
};
const run = (over: Partial<RothConversionInput>) => calculateRothConversion({ ...SPEC_INPUT, ...over });

// All figures hand-worked. Growth and tax follow SPEC §9 (tax = bracket × amount, growth compounded yearly); the verdict compares like with like (RULES.md
// "Corrections to the spec", the Roth row; docs/deviations.md): not converting keeps the tax money invested.
describe('calculateRothConversion — known answers', () => {
  it('the reader example (issue H2, item 7): 40,000 at 24 % now, 12 % later, 7 %, 15 years loses $13,243, not "Favorable … $3,643"', () => {
    // 1.07^15 = 2.759031541
    // Converting: Roth = 40,000 × 2.759031541 = 110,361.26, tax-free.
    // Not converting: the IRA after 12 % tax = 110,361.26 × 0.88 = 97,117.91,
    //   plus the 9,600 (24 % of 40,000) that would have paid the tax, left invested: 9,600 × 2.759031541 = 26,486.70.
    // Net = 110,361.26 − 97,117.91 − 26,486.70 = −13,243.35 (= 0.12 × 110,361.26 − 0.24 × 110,361.26).
    // In today's dollars at the site's 2 % inflation: −13,243.35 ÷ 1.02^15 (1.345868) = −9,840: "about $10,000".
    // The spec's formula set the 9,600 of today against future values: 110,361.26 − 97,117.91 − 9,600 = +3,643.35.
    const r = run({
      conversionAmount: 40_000,
      currentTaxBracket: 24,
      retirementTaxBracket: 12,
      returnRate: 7,
      yearsUntilRetirement: 15,
    });
    expect(r.taxCost).toBeCloseTo(9_600, 9);
    expect(r.rothValue).toBeCloseTo(110_361.26, 2);
    expect(r.traditionalValue).toBeCloseTo(97_117.91, 2);
    expect(r.taxCostGrown).toBeCloseTo(26_486.7, 2);
    expect(r.netBenefit).toBeCloseTo(-13_243.35, 2);
    expect(r.specNetBenefit).toBeCloseTo(3_643.35, 2);
    expect(r.recommendation).toBe('Not Favorable');
    expect(r.breakEvenTime).toBe(0);
    expect(rothInTodaysDollars(r, 15, 2).netBenefit).toBeCloseTo(-9_840.01, 2);
  });

  it('defaults 100,000 at 22/22, 7 %, 10 years: tax 22,000 kept would grow to 43,277.33; Roth 196,715.14 − traditional 153,437.81 − 43,277.33 = 0 → Neutral', () => {
    const r = calculateRothConversion(SPEC_INPUT);
    expect(r.taxCost).toBeCloseTo(22_000, 9);
    expect(r.rothValue).toBeCloseTo(196_715.135729, 5);
    expect(r.traditionalValue).toBeCloseTo(153_437.805869, 5);
    expect(r.taxCostGrown).toBeCloseTo(43_277.32986, 4);
    expect(r.netBenefit).toBeCloseTo(0, 6);
    expect(r.recommendation).toBe('Neutral');
    expect(r.breakEvenTime).toBe(1);
    expect(r.conversionClamped).toBe(false);
    expect(r.incomeTax).toBeNull();
  });

  it('32 % now, 12 % later: net = 196,715.14 × (0.12 − 0.32) = −39,343.03 → Not Favorable, never ahead', () => {
    const r = run({ currentTaxBracket: 32, retirementTaxBracket: 12 });
    expect(r.netBenefit).toBeCloseTo(196_715.135729 * -0.2, 4);
    expect(r.recommendation).toBe('Not Favorable');
    expect(r.breakEvenTime).toBe(0);
  });

  it('12 % now, 24 % later, 5 %, 5 years: Roth 127,628.16; net = 127,628.16 × 0.12 = 15,315.38 → Favorable from year 1', () => {
    const r = run({ currentTaxBracket: 12, retirementTaxBracket: 24, returnRate: 5, yearsUntilRetirement: 5 });
    expect(r.rothValue).toBeCloseTo(127_628.15625, 6);
    expect(r.netBenefit).toBeCloseTo(15_315.37875, 4);
    expect(r.recommendation).toBe('Favorable');
    expect(r.breakEvenTime).toBe(1);
  });

  it('already retired (0 years): 24 % now, 12 % later → 100,000 − 88,000 − 24,000 = −12,000', () => {
    const r = run({ currentTaxBracket: 24, retirementTaxBracket: 12, yearsUntilRetirement: 0 });
    expect(r.yearsUntilRetirement).toBe(0);
    expect(r.rothValue).toBeCloseTo(100_000, 9);
    expect(r.netBenefit).toBeCloseTo(-12_000, 9);
    expect(r.recommendation).toBe('Not Favorable');
  });

  it('tax from the engine (2026, single, 60, other income 50,000, convert 40,000): 10,970 − 3,820 = 7,150; 22 % bracket with 31,800 of room', () => {
    // Without: taxable 50,000 − 16,100 = 33,900 → 1,240 + 12 % × 21,500 = 3,820 (Rev. Proc. 2025-32).
    // With: taxable 73,900 → 1,240 + 4,560 + 22 % × 23,500 = 10,970. Room: 105,700 − 73,900 = 31,800.
    const r = run({
      currentAge: 60,
      conversionAmount: 40_000,
      otherIncome: 50_000,
      filingStatus: 'single',
      retirementTaxBracket: 12,
      yearsUntilRetirement: 5,
    });
    expect(r.taxCost).toBeCloseTo(7_150, 6);
    expect(r.taxRateOnConversion).toBeCloseTo(17.875, 9);
    expect(r.incomeTax).toMatchObject({
      taxYear: 2026,
      topBracketWith: 22,
      roomToNextBracket: 31_800,
      taxableIncomeWith: 73_900,
    });
    // 12 % later on 40,000 saves 4,800 < 7,150 → Not Favorable.
    expect(r.recommendation).toBe('Not Favorable');
  });

  it('taxable Social Security (2026, single, 67, benefits 24,000, other 20,000, convert 20,000): 4,030 of tax, 20.15 % in the 12 % bracket', () => {
    // Deduction 16,100 + 2,050 (65+) + 6,000 (senior, MAGI under 75,000) = 24,150.
    // Without: provisional 12,000 + 20,000 = 32,000; over 25,000 by 7,000 → taxable benefits 3,500; AGI 23,500 → no tax.
    // With: provisional 52,000; over by 27,000 → 4,500 + 85 % × 18,000 = 19,800 taxable (cap 20,400);
    //   AGI 59,800; taxable 35,650 → 1,240 + 12 % × 23,250 = 4,030.
    const r = run({
      currentAge: 67,
      conversionAmount: 20_000,
      otherIncome: 20_000,
      socialSecurity: 24_000,
      filingStatus: 'single',
    });
    expect(r.incomeTax).toMatchObject({
      taxableSocialSecurityWithout: 3_500,
      taxableSocialSecurityWith: 19_800,
      agiWith: 59_800,
      topBracketWith: 12,
    });
    expect(r.taxCost).toBeCloseTo(4_030, 6);
    expect(r.taxRateOnConversion).toBeCloseTo(20.15, 9);
  });

  it('IRMAA two years on (2026, joint, 63, other income 180,000, convert 50,000): tier 0 → 1 in 2028, $2,296.80 more for the two of you; 44,000 of room', () => {
    // MAGI 180,000 → 230,000: over the 2026 joint threshold 218,000 (CMS 2026 fact sheet; 2028 uses the newest table).
    // Per person per month: Part B 284.10 − 202.90 + Part D 14.50 = 95.70 → 1,148.40 a year → × 2 = 2,296.80.
    // Room: 274,000 − 230,000 = 44,000. Tax: 2026 joint, deduction 32,200; taxable 147,800 → 21,940; 197,800 → 32,940.
    const r = run({ currentAge: 63, conversionAmount: 50_000, otherIncome: 180_000, filingStatus: 'marriedJoint' });
    expect(r.medicare).toMatchObject({
      incomeYear: 2026,
      premiumYear: 2028,
      tableYear: 2026,
      onMedicare: true,
      people: 2,
      tierWithout: 0,
      tierWith: 1,
      roomToNextThreshold: 44_000,
      nextThreshold: 274_000,
    });
    expect(r.medicare.extraPremiums).toBeCloseTo(2_296.8, 6);
    expect(r.taxCost).toBeCloseTo(11_000, 6);
    expect(r.incomeTax).toMatchObject({ topBracketWith: 22, roomToNextBracket: 13_600 });
  });

  it('IRMAA: not yet on Medicare two years on (62 → 64) → no premium change counted', () => {
    const r = run({ currentAge: 62, conversionAmount: 50_000, otherIncome: 180_000, filingStatus: 'marriedJoint' });
    expect(r.medicare.onMedicare).toBe(false);
    expect(r.medicare.extraPremiums).toBe(0);
  });

  it('conversion above the IRA balance is clamped to it and flagged', () => {
    const r = run({ iraBalance: 500_000, conversionAmount: 600_000 });
    expect(r.conversionAmount).toBe(500_000);
    expect(r.conversionClamped).toBe(true);
    expect(r.taxCost).toBeCloseTo(110_000, 9);
  });

  it('converting exactly the IRA balance is not "reduced"; the explanation says so only when it is', () => {
    const exact = run({ iraBalance: 100_000, conversionAmount: 100_000 });
    expect(exact.conversionClamped).toBe(false);
    expect(exact.assumptions.map((a) => a.id)).toEqual([
      'taxFromBracket',
      'retirementTax',
      'growth',
      'notConverting',
      'medicare',
    ]);
    const over = run({ iraBalance: 500_000, conversionAmount: 600_000 });
    expect(over.assumptions[5]).toEqual({ id: 'clamped', iraBalance: 500_000 });
  });

  it('"How this is calculated" shows both brackets, the growth used and the money kept invested; five formulas', () => {
    const r = run({ currentTaxBracket: 24, retirementTaxBracket: 12, returnRate: 6.5, yearsUntilRetirement: 15 });
    expect(r.assumptions.slice(0, 4)).toEqual([
      { id: 'taxFromBracket', bracket: 24 },
      { id: 'retirementTax', bracket: 12 },
      { id: 'growth', returnRate: 6.5, years: 15 },
      { id: 'notConverting' },
    ]);
    expect(r.formulas.map((f) => f.id)).toEqual([
      'taxCostFromBracket',
      'rothValue',
      'traditionalValue',
      'taxMoneyKept',
      'netBenefit',
    ]);
  });

  it('conversion 0 → no tax, net 0, Neutral, break-even 0', () => {
    expect(run({ conversionAmount: 0 })).toMatchObject({
      taxCost: 0,
      netBenefit: 0,
      recommendation: 'Neutral',
      breakEvenTime: 0,
    });
  });

  it('bounds: bracket 23 → 22, years −1 → 0, return 50 → 20', () => {
    const r = run({ currentTaxBracket: 23, yearsUntilRetirement: -1, returnRate: 50 });
    expect(r.taxCost).toBeCloseTo(22_000, 9);
    expect(r.rothValue).toBeCloseTo(100_000, 9);
  });
});

// Issue I6, item 2: a true $0 is an answer. Every figure hand-worked from RULES.md ("Tax years beyond the spec's":
// 2026 married-joint brackets 24,800 / 100,800 / 211,400 / 403,550 …; standard deduction 2026 joint 32,200, +1,650 per
// spouse 65 or older; the 2025–2028 senior deduction of 6,000 per person 65+, less 6 % of MAGI over 150,000 joint) and
// CMS's 2026 IRMAA table (src/finance/rules/health/irmaa.ts: joint standard premium up to and including 218,000, the
// next tier up to 274,000). A 2026 conversion sets the 2028 premiums, on the newest table held, 2026's.
describe('calculateRothConversion — a true $0 of income is an answer (issue I6, item 2)', () => {
  const readers = {
    currentAge: 64,
    iraBalance: 620_000,
    conversionAmount: 218_000,
    filingStatus: 'marriedJoint',
    otherIncome: 0,
    socialSecurity: 0,
  } as const;

  it('the readers’ case: $0 other income, $0 Social Security, 218,000 converted, joint, 64 → the engine’s $30,300, not 22 % × 218,000 = $47,960', () => {
    // AGI 218,000; deduction 32,200 (no one 65 or older); taxable 185,800.
    // Tax: 10 % × 24,800 = 2,480; 12 % × (100,800 − 24,800) = 9,120; 22 % × (185,800 − 100,800) = 18,700 → 30,300.
    // Without the conversion: taxable 0, tax 0. Room in the 22 % bracket: 211,400 − 185,800 = 25,600.
    const r = run(readers);
    expect(r.incomeTax).not.toBeNull();
    expect(r.taxCost).toBeCloseTo(30_300, 6);
    expect(r.taxRateOnConversion).toBeCloseTo((30_300 / 218_000) * 100, 9);
    expect(r.incomeTax).toMatchObject({
      taxYear: 2026,
      agiWithout: 0,
      agiWith: 218_000,
      taxableIncomeWith: 185_800,
      topBracketWith: 22,
      roomToNextBracket: 25_600,
      countedAsNone: [],
    });
    // MAGI 218,000 is "up to and including 218,000": the standard premium in 2028, with no room left.
    expect(r.medicare).toMatchObject({ premiumYear: 2028, tableYear: 2026, onMedicare: true, tierWith: 0 });
    expect(r.medicare.extraPremiums).toBe(0);
    expect(r.medicare.roomToNextThreshold).toBe(0);
    // Largest below the next Medicare threshold: MAGI = conversion ≤ 218,000 → 218,000.
    // Largest within the current bracket: taxable 0 without it is in the 10 % bracket (to 24,800):
    // conversion − 32,200 ≤ 24,800 → 57,000.
    expect(r.headroom).toEqual({
      medicare: { largest: 218_000, threshold: 218_000, tier: 0 },
      bracket: { largest: 57_000, rate: 10, top: 24_800 },
    });
  });

  it('the same at 67 (both spouses counted 65 or older): deduction 32,200 + 3,300 + 3,840 senior → tax $28,729.20; 72,300 within the 10 % bracket', () => {
    // Senior deduction: MAGI 218,000 is 68,000 over 150,000; 6 % of it is 4,080, so each 6,000 becomes 1,920 → 3,840.
    // Deduction 32,200 + 2 × 1,650 + 3,840 = 39,340; taxable 178,660.
    // Tax: 2,480 + 9,120 + 22 % × 77,860 (17,129.20) = 28,729.20.
    // Within the 10 % bracket: below MAGI 150,000 the deduction is 32,200 + 3,300 + 12,000 = 47,500, so
    // conversion ≤ 24,800 + 47,500 = 72,300 (under 150,000, so no phase-out applies).
    const r = run({ ...readers, currentAge: 67 });
    expect(r.taxCost).toBeCloseTo(28_729.2, 6);
    expect(r.incomeTax?.taxableIncomeWith).toBeCloseTo(178_660, 6);
    expect(r.headroom?.bracket).toEqual({ largest: 72_300, rate: 10, top: 24_800 });
    expect(r.headroom?.medicare?.largest).toBe(218_000);
  });

  it('blank income (not entered) keeps the bracket chosen and no headroom; a 0 in either box switches to the engine', () => {
    const blank = run({ ...readers, otherIncome: null, socialSecurity: null });
    expect(blank.incomeTax).toBeNull();
    expect(blank.headroom).toBeNull();
    expect(blank.taxCost).toBeCloseTo(47_960, 6); // 22 % (the bracket chosen: SPEC §9 opens the tool with the 22 % bracket) × 218,000
    const missing = run({ ...readers, otherIncome: undefined, socialSecurity: undefined });
    expect(missing.incomeTax).toBeNull();
    // Text from a link: '' is not entered, '0' is an answer.
    expect(run({ ...readers, otherIncome: '' as never, socialSecurity: '' as never }).incomeTax).toBeNull();
    expect(run({ ...readers, otherIncome: '0' as never, socialSecurity: null }).taxCost).toBeCloseTo(30_300, 6);
    const onlyOther = run({ ...readers, socialSecurity: null });
    expect(onlyOther.taxCost).toBeCloseTo(30_300, 6);
    expect(onlyOther.incomeTax?.countedAsNone).toEqual(['socialSecurity']);
    expect(run({ ...readers, otherIncome: null }).incomeTax?.countedAsNone).toEqual(['otherIncome']);
  });

  it('with Social Security the limits are found through the Pub. 915 worksheet: joint, 67, other 20,000, benefits 40,000 → 164,000 and 26,864', () => {
    // Provisional income = 20,000 + c + 20,000 (half the benefits); base 32,000, band 12,000 (RULES.md, Pub. 915).
    // Medicare: once 0.85 × (c − 4,000) reaches 28,000 (c ≥ 36,941.18) the taxable benefits are capped at
    // 85 % × 40,000 = 34,000, so MAGI = 54,000 + c ≤ 218,000 → c = 164,000.
    // Bracket: without a conversion AGI = 20,000 + 4,000 taxable benefits = 24,000, under the 47,500 deduction, so the
    // 10 % bracket (to 24,800): AGI ≤ 72,300. Below the cap AGI = 20,000 + c + 6,000 + 0.85 × (c − 4,000)
    // = 22,600 + 1.85c ≤ 72,300 → c ≤ 26,864.86 → 26,864 whole dollars (26,865 gives AGI 72,300.25).
    const h = rothHeadroom({
      status: 'marriedJoint',
      year: 2026,
      age65Count: 2,
      otherIncome: 20_000,
      socialSecurity: 40_000,
      premiumYear: 2028,
    });
    expect(h.medicare).toEqual({ largest: 164_000, threshold: 218_000, tier: 0 });
    expect(h.bracket).toEqual({ largest: 26_864, rate: 10, top: 24_800 });
  });

  it('from inside a tier and a bracket: joint, 63, other 180,000 → 38,000 to the 218,000 threshold; 63,600 to the top of the 22 % bracket', () => {
    // MAGI 180,000 is in tier 0 (≤ 218,000): largest = 218,000 − 180,000 = 38,000. Taxable 147,800 is in the 22 %
    // bracket (to 211,400): largest = 211,400 − 147,800 = 63,600.
    const r = run({ currentAge: 63, conversionAmount: 50_000, otherIncome: 180_000, filingStatus: 'marriedJoint' });
    expect(r.headroom).toEqual({
      medicare: { largest: 38_000, threshold: 218_000, tier: 0 },
      bracket: { largest: 63_600, rate: 22, top: 211_400 },
    });
  });

  it('top tier and top bracket: no limit left to name', () => {
    // Joint MAGI of 900,000 is in CMS's top tier (750,000 or more); taxable 900,000 − (32,200 + 3,300; no senior
    // deduction left from 250,000 of MAGI) = 864,500 is above the 37 % line (768,700).
    const r = run({ currentAge: 70, otherIncome: 900_000, filingStatus: 'marriedJoint' });
    expect(r.headroom).toEqual({ medicare: null, bracket: null });
  });
});

describe('calculateRothConversion — properties', () => {
  const keys = [
    'currentAge',
    'iraBalance',
    'conversionAmount',
    'currentTaxBracket',
    'retirementTaxBracket',
    'returnRate',
    'yearsUntilRetirement',
    'filingStatus',
    'otherIncome',
    'socialSecurity',
  ] as const;
  it('the limits are the largest conversions inside them: one dollar more crosses the threshold or the bracket', () => {
    const statuses = fc.constantFrom('single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold' as const);
    forAll(
      statuses,
      fc.integer({ min: 50, max: 90 }),
      amountUpTo(800_000),
      amountUpTo(80_000),
      (status, age, other, ss) => {
        const r = run({
          currentAge: age,
          filingStatus: status,
          otherIncome: Math.round(other),
          socialSecurity: Math.round(ss),
        });
        const h = r.headroom!;
        expectAllFinite(h);
        for (const [which, limit] of [
          ['medicare', h.medicare],
          ['bracket', h.bracket],
        ] as const) {
          if (!limit) continue;
          expect(limit.largest, which).toBeGreaterThanOrEqual(0);
          const at = run({
            currentAge: age,
            filingStatus: status,
            otherIncome: Math.round(other),
            socialSecurity: Math.round(ss),
            iraBalance: 2e12,
            conversionAmount: limit.largest,
          });
          const over = run({
            currentAge: age,
            filingStatus: status,
            otherIncome: Math.round(other),
            socialSecurity: Math.round(ss),
            iraBalance: 2e12,
            conversionAmount: limit.largest + 1,
          });
          if (which === 'medicare') {
            expect(at.medicare.tierWith, 'at the limit').toBe(limit.tier);
            if (limit.largest > 0) expect(over.medicare.tierWith, 'one dollar more').toBeGreaterThan(limit.tier);
          } else {
            expect(at.incomeTax!.taxableIncomeWith).toBeLessThanOrEqual(limit.top);
            if (limit.largest > 0) expect(over.incomeTax!.taxableIncomeWith).toBeGreaterThan(limit.top);
          }
        }
      },
    );
  });
  it('hostile input → finite, non-negative values and a recommendation matching the sign', () => {
    forAll(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
      const r = calculateRothConversion(input as never);
      expectAllFinite(r);
      expect(r.taxCost).toBeGreaterThanOrEqual(0);
      expect(r.rothValue).toBeGreaterThanOrEqual(r.traditionalValue);
      expect(r.traditionalValue).toBeGreaterThanOrEqual(0);
      expect(r.breakEvenTime).toBeGreaterThanOrEqual(0);
      if (r.recommendation === 'Favorable') expect(r.netBenefit).toBeGreaterThan(0);
      if (r.recommendation === 'Not Favorable') expect(r.netBenefit).toBeLessThan(0);
    });
  });
  it('at a higher bracket now than later, converting is never favourable (RULES.md, the Roth row)', () => {
    const rates = fc.constantFrom(10, 12, 22, 24, 32, 35, 37);
    forAll(
      rates,
      rates,
      fc.integer({ min: 0, max: 50 }),
      fc.double({ min: 0, max: 20, noNaN: true }),
      amountUpTo(1e7),
      (now, later, years, rate, amount) => {
        fc.pre(now > later);
        const r = run({
          currentTaxBracket: now,
          retirementTaxBracket: later,
          yearsUntilRetirement: years,
          returnRate: rate,
          iraBalance: 1e7,
          conversionAmount: amount,
        });
        expect(r.recommendation).not.toBe('Favorable');
      },
    );
  });
  it('a larger conversion never costs less tax', () => {
    forAll(amountUpTo(1e9), amountUpTo(1e9), (a, extra) => {
      const small = run({ iraBalance: 2e9, conversionAmount: a });
      const big = run({ iraBalance: 2e9, conversionAmount: a + extra });
      expect(big.taxCost).toBeGreaterThanOrEqual(small.taxCost);
    });
  });
});

describe('calculateRothConversion — select values arrive as text', () => {
  it('bracket "32" (from a <select>) is read as 32, not silently replaced by the default', () => {
    expect(run({ currentTaxBracket: '32' as never }).taxCost).toBeCloseTo(32_000, 9);
  });
});

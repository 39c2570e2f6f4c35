import fc from 'fast-check';
import { forAll } from '../testing/financeTestKit';
import { describe, expect, it } from 'vitest';
import { calculateHomeEquity } from '../home/homeEquity';
import { calculateHsa } from '../health/hsa';
import { calculateLtc } from '../health/ltc';
import { calculateReverseMortgage } from '../home/reverseMortgage';
import { calculateRothConversion, rothInTodaysDollars } from '../tax/roth';
import { claimingTotalsInTodaysDollars, compareClaimingAges } from '../socialSecurity/socialSecurity';
import { planWithdrawals } from '../tax/withdrawalPlanner';
import { toTodaysDollars } from './todaysDollars';
import {
  creditLineGrowthInTodaysDollars,
  equityProjectionInTodaysDollars,
  hsaBalancesInTodaysDollars,
  levelPaymentsInTodaysDollars,
  ltcInTodaysDollars,
  plannerInTodaysDollars,
  plannerOutcomeInTodaysDollars,
} from './todaysDollarsProjections';

// Every known answer below is worked by hand from real = nominal / (1 + i)^n.

describe('the rule itself, as the issue states it', () => {
  it('$10,000 in 10 years at 2 % is $8,203.48 today (10,000 / 1.02^10 = 10,000 / 1.218994)', () => {
    expect(toTodaysDollars(10_000, 10, 2)).toBeCloseTo(8_203.48, 2);
  });
});

describe('levelPaymentsInTodaysDollars', () => {
  it('$1,000 a year for 3 years at 2 %, first payment now: 1,000 + 980.39 + 961.17 = 2,941.56', () => {
    expect(levelPaymentsInTodaysDollars(1_000, 3, 2)).toBeCloseTo(2_941.56, 2);
  });
  it('nothing for no years; the plain sum at 0 %', () => {
    expect(levelPaymentsInTodaysDollars(1_000, 0, 2)).toBe(0);
    expect(levelPaymentsInTodaysDollars(1_000, 4, 0)).toBe(4_000);
  });
});

describe('withdrawal planner rows', () => {
  const rows = [
    {
      year: 1,
      age: 70,
      traditionalWithdrawal: 10_000,
      rothWithdrawal: 0,
      taxableWithdrawal: 0,
      rmd: 0,
      shortfall: 0,
      spouseAge: null,
      totalIncome: 10_000,
      taxOwed: 1_000,
      afterTaxIncome: 9_000,
      traditionalBalance: 90_000,
      rothBalance: 0,
      taxableBalance: 0,
      socialSecurity: 0,
      medicareSurcharge: 0,
      medicareTier: 0,
      calendarYear: 2026,
      filingStatus: 'single' as const,
      magi: 0,
      taxableIncome: 0,
      roomToNextBracket: null,
      roomToNextIrmaa: null,
    },
    {
      year: 2,
      age: 71,
      traditionalWithdrawal: 10_200,
      rothWithdrawal: 0,
      taxableWithdrawal: 0,
      rmd: 0,
      shortfall: 0,
      spouseAge: null,
      totalIncome: 10_200,
      taxOwed: 1_020,
      afterTaxIncome: 9_180,
      traditionalBalance: 79_800,
      rothBalance: 0,
      taxableBalance: 0,
      socialSecurity: 0,
      medicareSurcharge: 0,
      medicareTier: 0,
      calendarYear: 2027,
      filingStatus: 'single' as const,
      magi: 0,
      taxableIncome: 0,
      roomToNextBracket: null,
      roomToNextIrmaa: null,
    },
  ];

  it('the first row is this year and stays; the second is one year out: 10,200 / 1.02 = 10,000', () => {
    const real = plannerInTodaysDollars(rows, 2);
    expect(real.rows[0]).toEqual(rows[0]);
    expect(real.rows[1]?.traditionalWithdrawal).toBeCloseTo(10_000, 9);
    expect(real.rows[1]?.taxOwed).toBeCloseTo(1_000, 9);
    expect(real.rows[1]?.traditionalBalance).toBeCloseTo(78_235.29, 2); // 79,800 / 1.02
    expect(real.rows[1]?.age).toBe(71);
    // Totals are the sums of the converted rows: 1,000 + 1,000 tax; 9,000 + 9,000 after tax.
    expect(real.totalTaxes).toBeCloseTo(2_000, 9);
    expect(real.totalAfterTaxIncome).toBeCloseTo(18_000, 9);
  });

  it('a real plan’s totals shrink and its first row does not change', () => {
    const plan = planWithdrawals({
      currentAge: 66,
      annualIncome: 60_000,
      traditionalBalance: 400_000,
      rothBalance: 100_000,
      taxableBalance: 100_000,
      filingStatus: 'single',
    });
    const real = plannerInTodaysDollars(plan.rows, 2);
    expect(real.rows[0]).toEqual(plan.rows[0]);
    expect(real.totalAfterTaxIncome).toBeLessThan(plan.totalAfterTaxIncome);
  });

  it('how the plan ended, in today’s dollars: what is left 30 years out, or paid and needed the year they ran out', () => {
    // 100,000 left at the end of year index 30 at 2 %: 100,000 / 1.02^30 = 100,000 / 1.811362 = 55,207.09.
    const lasted = plannerOutcomeInTodaysDollars(
      { lasted: true, yearIndex: 30, calendarYear: 2056, age: 95, spouseAge: null, left: 100_000 },
      2,
    );
    expect(lasted.leftAtEnd).toBeCloseTo(55_207.09, 2);
    expect(lasted.outcome).toMatchObject({ lasted: true, age: 95 });
    // Ran out in year index 2: 10,404 paid of 20,808 needed → 10,000 of 20,000 (÷ 1.02² = 1.0404); nothing is left.
    const ranOut = plannerOutcomeInTodaysDollars(
      { lasted: false, yearIndex: 2, calendarYear: 2028, age: 67, spouseAge: 65, paid: 10_404, needed: 20_808 },
      2,
    );
    expect(ranOut.leftAtEnd).toBe(0);
    expect(ranOut.outcome).toMatchObject({ lasted: false, spouseAge: 65 });
    if (ranOut.outcome?.lasted === false) {
      expect(ranOut.outcome.paid).toBeCloseTo(10_000, 9);
      expect(ranOut.outcome.needed).toBeCloseTo(20_000, 9);
    }
    expect(plannerOutcomeInTodaysDollars(null, 2)).toEqual({ outcome: null, leftAtEnd: 0 });
  });
});

describe('HSA balances', () => {
  it('balances that grew at exactly 2 % a year from $10,000 are $10,000 today at 2 %', () => {
    // 10,000 × 1.02^5 = 11,040.81; ^10 = 12,189.94; ^15 = 13,458.68; ^20 = 14,859.47; ^30 = 18,113.62
    const real = hsaBalancesInTodaysDollars(
      { year5: 11_040.81, year10: 12_189.94, year15: 13_458.68, year20: 14_859.47, retirement: 18_113.62 },
      30,
      2,
    );
    for (const value of Object.values(real)) expect(value).toBeCloseTo(10_000, 1);
  });

  it('the spec’s default projection: $421,907 at retirement in 30 years is $421,907 / 1.02^30 today', () => {
    // SPEC §9 default inputs in 2026.
    const hsa = calculateHsa({
      age: 35,
      currentHSA: 0,
      annualContribution: 4_150,
      coverageType: 'self',
      retirementAge: 65,
      expectedReturn: 7,
      currentTaxBracket: 22,
      retirementTaxBracket: 12,
      healthcareExpenses: 5_000,
      limitYear: 2026,
    });
    const real = hsaBalancesInTodaysDollars(hsa.projectedBalance, hsa.yearsToRetirement, 2);
    expect(real.retirement).toBeCloseTo(hsa.projectedBalance.retirement / 1.02 ** hsa.yearsToRetirement, 6);
    expect(real.retirement).toBeLessThan(hsa.projectedBalance.retirement);
  });
});

describe('LTC premiums', () => {
  it('a level $1,000 premium for 3 years at 2 % is $2,941.56; savings against $5,000 of care are $2,058.44', () => {
    const real = ltcInTodaysDollars({ annualPremium: 1_000, premiumYears: 3, selfInsuranceCost: 5_000 }, 2);
    expect(real.totalPremiums).toBeCloseTo(2_941.56, 2);
    expect(real.potentialSavings).toBeCloseTo(2_058.44, 2);
  });

  it('the default estimate: total premiums fall, care cost is already at today’s prices', () => {
    // SPEC §3 default inputs: age 55, home care, $200 a day.
    const ltc = calculateLtc({
      age: 55,
      gender: 'male',
      state: 'national',
      healthStatus: 'excellent',
      careSetting: 'home',
      careDuration: 3,
      dailyBenefit: 200,
      eliminationPeriod: 90,
      inflationProtection: 'compound',
      benefitPeriod: 3,
    });
    const real = ltcInTodaysDollars(ltc, 2);
    expect(real.totalPremiums).toBeLessThan(ltc.totalPremiums);
    expect(real.totalPremiums).toBeGreaterThan(ltc.annualPremium);
  });
});

describe('Roth conversion', () => {
  it('$10,000 grown 8 % for 10 years = $21,589.25 → $17,710.70 today at 2 %; traditional after 22 % tax $16,839.62 → $13,814.35; tax money kept $4,749.64 → $3,896.35', () => {
    const real = rothInTodaysDollars(
      { rothValue: 21_589.25, traditionalValue: 16_839.62, taxCostGrown: 4_749.64 },
      10,
      2,
    );
    expect(real.rothValue).toBeCloseTo(17_710.7, 1);
    expect(real.traditionalValue).toBeCloseTo(13_814.35, 1);
    expect(real.taxCostGrown).toBeCloseTo(3_896.35, 1);
    // Like with like: 17,710.70 − 13,814.35 − 3,896.35 = 0 (the same bracket now and later)
    expect(real.netBenefit).toBeCloseTo(0, 1);
  });

  it('agrees with the engine’s own figures', () => {
    const roth = calculateRothConversion({
      iraBalance: 100_000,
      conversionAmount: 10_000,
      currentTaxBracket: 22,
      retirementTaxBracket: 22,
      returnRate: 8,
      yearsUntilRetirement: 10,
    });
    const real = rothInTodaysDollars(roth, 10, 2);
    expect(real.rothValue).toBeCloseTo(roth.rothValue / 1.02 ** 10, 6);
  });
});

describe('home equity projection', () => {
  it('year 0 stays; a $309,000 home in 1 year at 3 % is $300,000 today', () => {
    const rows = [
      { year: 0, calendarYear: 2026, homeValue: 300_000, mortgageBalance: 100_000, equity: 200_000 },
      { year: 1, calendarYear: 2027, homeValue: 309_000, mortgageBalance: 92_700, equity: 216_300 },
    ];
    const real = equityProjectionInTodaysDollars(rows, 3);
    expect(real[0]).toEqual(rows[0]);
    expect(real[1]?.homeValue).toBeCloseTo(300_000, 6);
    expect(real[1]?.mortgageBalance).toBeCloseTo(90_000, 6);
    expect(real[1]?.equity).toBeCloseTo(210_000, 6);
    expect(real[1]?.calendarYear).toBe(2027);
  });

  it('works on the engine’s rows', () => {
    const eq = calculateHomeEquity({ today: '2026-11-22' });
    const real = equityProjectionInTodaysDollars(eq.yearlyProjection, 2);
    expect(real).toHaveLength(eq.yearlyProjection.length);
    expect(real.at(-1)!.equity).toBeCloseTo(
      eq.yearlyProjection.at(-1)!.equity / 1.02 ** eq.yearlyProjection.at(-1)!.year,
      6,
    );
  });
});

describe('reverse mortgage credit-line growth', () => {
  it('$100,000 now and $121,899.44 in 10 years are both $100,000 today at 2 %', () => {
    const real = creditLineGrowthInTodaysDollars(
      [
        { year: 0, available: 100_000 },
        { year: 10, available: 121_899.44 },
      ],
      2,
    );
    expect(real[0]?.available).toBe(100_000);
    expect(real[1]?.available).toBeCloseTo(100_000, 1);
    expect(real[1]?.year).toBe(10);
  });

  it('works on the engine’s growth points', () => {
    const rm = calculateReverseMortgage({
      homeValue: 500_000,
      youngestBorrowerAge: 70,
      expectedRate: 6.5,
      mortgageBalance: 0,
      closingCosts: 5_000,
      today: '2026-11-22',
    });
    const real = creditLineGrowthInTodaysDollars(rm.lineOfCreditGrowth, 2);
    expect(real.at(-1)!.available).toBeCloseTo(rm.lineOfCreditGrowth.at(-1)!.available / 1.02 ** 20, 6);
  });
});

describe('Social Security lifetime totals', () => {
  it('born 1964 (62 in 2026): with a 2.5 % COLA deflated at 2.5 % the totals are those with no COLA (claiming at 62: 1,400 × 276 months = 386,400)', () => {
    const input = { birthYear: 1964, fraBenefit: 2_000, lifeExpectancy: 85, colaPercent: 2.5 };
    const withCola = compareClaimingAges(input);
    const real = claimingTotalsInTodaysDollars(withCola.rows, input, 2026, 2.5);
    const noCola = compareClaimingAges({ ...input, colaPercent: 0 });
    expect(real[0]).toBeCloseTo(386_400, 0);
    noCola.rows.forEach((row, i) => expect(real[i]).toBeCloseTo(row.lifetimeBenefits, 0));
  });

  it('at 0 % inflation the totals are the engine’s own', () => {
    const input = { birthYear: 1960, fraBenefit: 1_800, lifeExpectancy: 90, colaPercent: 0 };
    const result = compareClaimingAges(input);
    expect(claimingTotalsInTodaysDollars(result.rows, input, 2026, 0)).toEqual(
      result.rows.map((r) => r.lifetimeBenefits),
    );
  });

  it('checks paid before the base year count as today’s: born 1950, all checks from 2012, no COLA, 2 %', () => {
    // Claiming at 62 (2012) to 70 (2020): every check is before 2026, so nothing changes.
    const input = { birthYear: 1950, fraBenefit: 1_000, lifeExpectancy: 70, colaPercent: 0 };
    const result = compareClaimingAges(input);
    expect(claimingTotalsInTodaysDollars(result.rows, input, 2026, 2)[0]).toBeCloseTo(
      result.rows[0]!.lifetimeBenefits,
      6,
    );
  });
});

describe('properties: no input gives NaN or Infinity', () => {
  const money = fc.oneof(fc.double({ noNaN: false }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1e300, 0));
  const rate = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, -5, 0, 2, 99));
  const years = fc.oneof(fc.integer({ min: -10, max: 500 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY));
  const finite = (n: number) => expect(Number.isFinite(n)).toBe(true);

  it('level payments, LTC, Roth, HSA and credit-line conversions stay finite', () => {
    forAll(money, years, rate, (a, n, r) => {
      finite(levelPaymentsInTodaysDollars(a, n, r));
      const ltc = ltcInTodaysDollars({ annualPremium: a, premiumYears: n, selfInsuranceCost: a }, r);
      finite(ltc.totalPremiums);
      finite(ltc.potentialSavings);
      const roth = rothInTodaysDollars({ rothValue: a, traditionalValue: a, taxCostGrown: a }, n, r);
      Object.values(roth).forEach(finite);
      Object.values(
        hsaBalancesInTodaysDollars({ year5: a, year10: a, year15: a, year20: a, retirement: a }, n, r),
      ).forEach(finite);
      creditLineGrowthInTodaysDollars([{ year: n, available: a }], r).forEach((p) => finite(p.available));
    });
  });

  it('the engines’ own projections stay finite in today’s dollars for any inputs', () => {
    fc.assert(
      fc.property(
        fc.record({
          birthYear: fc.integer({ min: 1900, max: 2100 }),
          fraBenefit: fc.double(),
          lifeExpectancy: fc.double(),
          colaPercent: fc.double(),
        }),
        fc.integer({ min: 1900, max: 2200 }),
        rate,
        (input, baseYear, r) => {
          const ss = compareClaimingAges(input);
          claimingTotalsInTodaysDollars(ss.rows, input, baseYear, r).forEach(finite);
        },
      ),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), rate, (income, balance, age, r) => {
        const plan = planWithdrawals({
          currentAge: age,
          annualIncome: income,
          traditionalBalance: balance,
          rothBalance: balance,
          taxableBalance: balance,
        });
        const real = plannerInTodaysDollars(plan.rows, r);
        finite(real.totalTaxes);
        finite(real.totalAfterTaxIncome);
        const eq = calculateHomeEquity({
          homeValue: balance,
          mortgageBalance: income,
          annualAppreciation: age,
          today: '2026-11-22',
        });
        equityProjectionInTodaysDollars(eq.yearlyProjection, r).forEach((row) =>
          [row.homeValue, row.mortgageBalance, row.equity].forEach(finite),
        );
      }),
      { numRuns: 60 },
    );
  });
});

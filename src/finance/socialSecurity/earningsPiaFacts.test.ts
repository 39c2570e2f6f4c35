import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainPiaFromEarnings, piaBands } from './earningsPiaFacts';
import { piaFromEarnings } from './earningsPia';
import { taxableMaximum } from '../rules/socialSecurity/piaFormula';
import { expectFiniteAndNonNegative } from '../testing/financeTestKit';

const record = (first: number, last: number, amount: (year: number) => number) => {
  const earnings: Record<number, number> = {};
  for (let year = first; year <= last; year++) earnings[year] = amount(year);
  return earnings;
};

describe('explainPiaFromEarnings: the steps of SSA’s maximum earner (oact/cola/Benefits.html)', () => {
  const facts = explainPiaFromEarnings({ birthDate: '1963-06-15', earnings: record(1985, 2024, taxableMaximum) });

  it('the 35 best years add up to $5,749,686.05 after indexing; ÷ 420 months = 13,689.73 → AIME $13,689', () => {
    expect(facts.indexedTotal).toBe(5_749_686.05);
    expect(facts.months).toBe(420);
    expect(Math.floor(facts.indexedTotal / facts.months)).toBe(facts.result.aime);
    expect(facts.result).toEqual(
      piaFromEarnings({ birthDate: '1963-06-15', earnings: record(1985, 2024, taxableMaximum) }),
    );
  });

  it('90 % of the first $1,226 = $1,103.40; 32 % of the next $6,165 = $1,972.80; 15 % of the $6,298 above $7,391 = $944.70; together $4,020.90', () => {
    expect(facts.bands).toEqual([
      { ratePercent: 90, from: 0, to: 1226, aimeInBand: 1226, amount: 1103.4 },
      { ratePercent: 32, from: 1226, to: 7391, aimeInBand: 6165, amount: 1972.8 },
      { ratePercent: 15, from: 7391, to: null, aimeInBand: 6298, amount: 944.7 },
    ]);
    expect(facts.piaBeforeRounding).toBe(4020.9);
  });

  it('which years count: 35 of the 40, the five that do not are 1985, 1988, 2000, 2021 and 2022; no zero year; nothing capped', () => {
    expect(facts.years).toHaveLength(40);
    expect(facts.years.filter((y) => !y.counts).map((y) => y.year)).toEqual([1985, 1988, 2000, 2021, 2022]);
    expect(facts.zeroYearsCounted).toEqual([]);
    expect(facts.cappedYears).toEqual([]);
  });

  it('one more year (2026) at 2024’s pay, $168,600 at face value, pushes out 1998 (the lowest, $157,889.94): AIME 13,715, PIA 4,024.80, $4.00 more a month after the 2025 COLA', () => {
    expect(facts.oneMoreYear).toEqual({
      kind: 'extra-year',
      year: 2026,
      earnings: 168_600,
      indexed: 168_600,
      aime: 13_715,
      piaAtEligibility: 4024.8,
      pia: 4137.4,
      monthlyGain: 4,
      replaces: { year: 1998, indexed: 157_889.94 },
    });
  });

  it('each series names its source and its newest year', () => {
    expect(facts.sources.bendPoints).toMatch(/bendpoints\.html/);
    expect(facts.newestYears).toEqual({
      averageWageIndex: 2024,
      bendPoints: 2026,
      taxableMaximum: 2026,
      costOfLivingAdjustments: 2025,
    });
  });
});

describe('explainPiaFromEarnings: hand-worked records', () => {
  it('stopped at 55 (born 5 May 1960, $45,000 a year 1982–2014): 1982–1987 capped; zero years 2015 and 2016 among the 35; one more year in 2026 fills a zero year → AIME 7,310, PIA 2,739.60, $19.10 more a month', () => {
    const facts = explainPiaFromEarnings({
      birthDate: '1960-05-05',
      earnings: record(1982, 2014, () => 45_000),
      currentYear: 2026,
    });
    expect(facts.cappedYears).toEqual([1982, 1983, 1984, 1985, 1986, 1987]);
    expect(facts.zeroYearsCounted).toEqual([2015, 2016]);
    expect(facts.years.filter((y) => !y.counts).map((y) => y.year)).toEqual([2017, 2018, 2019, 2020, 2021]);
    // 3,025,206.91 + 45,000 = 3,070,206.91; ÷ 420 → 7,310; 921.60 + 1,647.36 + 0.15 × 1,138 = 2,739.66 → 2,739.60;
    // COLAs 2022–2025 → 2,977.90, 3,073.10, 3,149.90, 3,238.00; 3,238.00 − 3,218.90 = 19.10.
    expect(facts.oneMoreYear).toMatchObject({
      year: 2026,
      earnings: 45_000,
      aime: 7310,
      piaAtEligibility: 2739.6,
      pia: 3238,
      monthlyGain: 19.1,
      // Among equal zero years the earlier one is kept as a best year, so 2016 is the one that leaves.
      replaces: { year: 2016, indexed: 0 },
    });
    expect(facts.bands.map((b) => b.amount)).toEqual([921.6, 1647.36, 154.5]);
  });

  it('a low AIME reaches only the first band (the others are 0): fewer than 35 years, born 1955', () => {
    const facts = explainPiaFromEarnings({ birthDate: '1955-06-10', earnings: record(2015, 2024, () => 50_000) });
    expect(facts.result.aime).toBe(1190);
    expect(facts.bands.map((b) => [b.aimeInBand, b.amount])).toEqual([
      [885, 796.5],
      [305, 97.6],
      [0, 0],
    ]);
    expect(facts.zeroYearsCounted).toHaveLength(25);
    // One more year, 2026 at $50,000: ⌊550,000 / 420⌋ = 1,309; 796.50 + 0.32 × 424 = 932.18 → 932.10; after the
    // COLAs 2017–2025, 1,258.70 against 1,207.20: $51.50 more a month.
    expect(facts.oneMoreYear).toMatchObject({
      year: 2026,
      aime: 1309,
      piaAtEligibility: 932.1,
      pia: 1258.7,
      monthlyGain: 51.5,
    });
  });

  it('one more year is not before the current year; with "the same until 65" it is stopping at 66 instead', () => {
    const base = { birthDate: '1966-08-15', earnings: record(2000, 2025, () => 70_000) };
    expect(explainPiaFromEarnings({ ...base, currentYear: 2026 }).oneMoreYear).toMatchObject({
      kind: 'extra-year',
      year: 2026,
    });
    expect(explainPiaFromEarnings({ ...base, currentYear: 2028 }).oneMoreYear!.year).toBe(2028);
    const withFuture = explainPiaFromEarnings({ ...base, futureEarnings: 'same-as-last', stopWorkAge: 65 });
    const at66 = piaFromEarnings({ ...base, futureEarnings: 'same-as-last', stopWorkAge: 66 });
    // Stopping in August 2032 instead of August 2031: the rest of 2031 and 7 months of 2032, at $70,000 a year.
    expect(at66.futureYears.slice(-2)).toEqual([
      { year: 2031, earnings: 70_000 },
      { year: 2032, earnings: 40_833.33 },
    ]);
    expect(withFuture.oneMoreYear).toMatchObject({
      kind: 'stop-a-year-later',
      year: 2032,
      earnings: 70_000,
      aime: at66.aime,
      pia: at66.pia,
      monthlyGain: Math.round((at66.pia - withFuture.result.pia) * 10) / 10,
    });
    expect(withFuture.oneMoreYear!.monthlyGain).toBeGreaterThan(0);
  });

  it('no earnings to repeat, or no readable birth date: no "one more year"', () => {
    expect(explainPiaFromEarnings({ birthDate: '1960-05-05', earnings: {} }).oneMoreYear).toBeNull();
    expect(explainPiaFromEarnings({ birthDate: 'x', earnings: { 2000: 1000 } }).oneMoreYear).toBeNull();
  });

  it('a year that would not be among the best adds nothing and replaces nothing', () => {
    // Forty years of the maximum; one more year at $1,000 cannot displace any of them.
    const earnings = { ...record(1985, 2023, taxableMaximum), 2024: 1000 };
    const facts = explainPiaFromEarnings({ birthDate: '1963-06-15', earnings });
    expect(facts.oneMoreYear).toMatchObject({ monthlyGain: 0, replaces: null });
  });

  it('piaBands on the 2026 bend points (1,286 and 7,749): AIME 5,000 → 1,157.40 + 1,188.48 + 0', () => {
    expect(piaBands(5000, [1286, 7749]).map((b) => b.amount)).toEqual([1157.4, 1188.48, 0]);
  });
});

describe('explainPiaFromEarnings properties', () => {
  it('any input: every figure finite and not negative, one more year never lowers the PIA, the years that count are the result’s top years', () => {
    const anyRecord = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.integer({ min: 1900, max: 2120 }).map(String),
        fc.oneof(fc.double(), fc.integer({ min: 0, max: 500_000 })),
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc
            .date({ min: new Date('1920-01-01'), max: new Date('2010-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        ),
        anyRecord,
        fc.oneof(fc.anything(), fc.integer({ min: 1900, max: 2200 })),
        fc.constantFrom('none', 'same-as-last', undefined),
        (birthDate, earnings, currentYear, futureEarnings) => {
          const facts = explainPiaFromEarnings({
            birthDate,
            earnings,
            currentYear,
            futureEarnings,
            stopWorkAge: 67,
          } as never);
          expectFiniteAndNonNegative(facts);
          if (facts.oneMoreYear) expect(facts.oneMoreYear.pia).toBeGreaterThanOrEqual(facts.result.pia);
          expect(facts.years.filter((y) => y.counts).map((y) => y.year)).toEqual(
            facts.result.topYears.map((y) => y.year),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

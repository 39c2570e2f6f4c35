import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computationYearsFor, piaFormulaCents, piaFromEarnings, readBirthDate } from './earningsPia';
import { piaFromEarnings as fromIndex } from '../index';
import { taxableMaximum } from '../rules/socialSecurity/piaFormula';
import { expectFiniteAndNonNegative } from '../testing/financeTestKit';

/** The taxable maximum in every year from `first` to `last`: SSA's "maximum earner". */
const maximumEarner = (first: number, last: number) => {
  const earnings: Record<number, number> = {};
  for (let year = first; year <= last; year++) earnings[year] = taxableMaximum(year);
  return earnings;
};
const sameEachYear = (first: number, last: number, amount: number) => {
  const earnings: Record<number, number> = {};
  for (let year = first; year <= last; year++) earnings[year] = amount;
  return earnings;
};
const colaAfter = (result: ReturnType<typeof piaFromEarnings>, year: number) =>
  result.colas.find((c) => c.year === year)?.pia;

describe('piaFromEarnings: SSA’s published figures', () => {
  it('SSA OACT (oact/cola/Benefits.html): the maximum earner since 22, eligible in 2025, indexed to 2023 → AIME $13,689, PIA $4,020.90; with the 2.8 % COLA for December 2025 → $4,133.40', () => {
    const result = piaFromEarnings({ birthDate: '1963-06-15', earnings: maximumEarner(1985, 2024) });
    expect(result).toMatchObject({
      status: 'ok',
      aime: 13_689,
      piaAtEligibility: 4020.9,
      eligibilityYear: 2025,
      indexingYear: 2023,
      computationYears: 35,
      bendPoints: [1226, 7391],
    });
    // 0.9 × 1,226 + 0.32 × (7,391 − 1,226) + 0.15 × (13,689 − 7,391) = 1,103.40 + 1,972.80 + 944.70 = 4,020.90;
    // 4,020.90 × 1.028 = 4,133.4852 → 4,133.40 (rounded down to the dime).
    expect(result.colas).toEqual([{ year: 2025, percent: 2.8, pia: 4133.4 }]);
    expect(result.pia).toBe(4133.4);
    expect(result.topYears).toHaveLength(35);
    // The five lowest of the 40 indexed years drop out: 1985, 1988, 2000, and 2021 and 2022 (142,800 and 147,000, indexed
    // to 2023 by little, fall below 2023's 160,200 and 2024's 168,600 at face value).
    const years = result.topYears.map((y) => y.year);
    expect([1985, 1988, 2000, 2021, 2022].filter((year) => years.includes(year))).toEqual([]);
    expect(years).toContain(2024);
    expect(fromIndex).toBe(piaFromEarnings);
  });

  it('SSA OACT "Workers with maximum-taxable earnings" (oact/cola/examplemax.html), retirement at 62 in January of 1987–2003: every AIME (1987 $2,205 over 31 years … 2003 $5,729 over 35)', () => {
    const published: Record<number, number> = {
      1987: 2205, 1988: 2311, 1989: 2490, 1990: 2648, 1991: 2792, 1992: 2978, 1993: 3154, 1994: 3384,
      1995: 3493, 1996: 3657, 1997: 3877, 1998: 4144, 1999: 4463, 2000: 4775, 2001: 5126, 2002: 5499, 2003: 5729,
    }; // prettier-ignore
    for (const [year, aime] of Object.entries(published).map(([y, a]) => [Number(y), a] as const)) {
      const born = year - 62;
      const result = piaFromEarnings({ birthDate: `${born}-01-02`, earnings: maximumEarner(born + 22, year - 1) });
      expect(result.aime, `retirement at 62 in ${year}`).toBe(aime);
      expect(result.eligibilityYear).toBe(year);
    }
    // Born 1925: elapsed years 1951–1986 = 36, less 5 → 31 computation years (Social Security Act §215(b)(2)).
    expect(computationYearsFor(1925)).toBe(31);
    expect(computationYearsFor(1929)).toBe(35);
  });

  it('the same table, retirement in January 1987 at 65, 66, 67 and 70 (earnings after 62 recomputed in): AIMEs $2,009, $1,955, $1,861, $1,725; the initial benefit at 65 is $789', () => {
    const at = (age: number) =>
      piaFromEarnings({ birthDate: `${1987 - age}-01-02`, earnings: maximumEarner(1987 - age + 22, 1986) });
    expect([65, 66, 67, 70].map((age) => at(age).aime)).toEqual([2009, 1955, 1861, 1725]);
    // At 65 (full retirement age for 1922): eligible 1984, PIA 730.20; COLAs 3.5 % (Dec 1984) → 755.70,
    // 3.1 % → 779.10, 1.3 % → 789.20, paid as $789.
    const at65 = at(65);
    expect(at65.piaAtEligibility).toBe(730.2);
    expect([1984, 1985, 1986].map((year) => colaAfter(at65, year))).toEqual([755.7, 779.1, 789.2]);
    // At 70: born 1917, eligible 1979 with 23 computation years; PIA 547.60, then the June 1979–1981 COLAs rounded
    // UP (601.90, 688.00, 765.10) and from June 1982 down (821.70 … 919.00 after Dec 1986). With the delayed
    // credit of 3 % a year for those born 1917–1924 (20 CFR 404.313), 919.00 × 1.15 = 1,056.85 → the $1,056 SSA shows.
    const at70 = at(70);
    expect(at70.computationYears).toBe(23);
    expect(at70.piaAtEligibility).toBe(547.6);
    expect([1979, 1980, 1981, 1982, 1986].map((year) => colaAfter(at70, year))).toEqual([
      601.9, 688, 765.1, 821.7, 919,
    ]);
    expect(Math.floor(colaAfter(at70, 1986)! * 1.15)).toBe(1056);
  });

  it('POMS RS 00605.021 (entitlement after the 1979 benchmark year): AIME $682 → basic PIA $322.64 rounded UP to $322.70; COLAs 6/79 → $354.70, 6/80 → $405.50, 6/81 → $451.00 (up), 6/82 → $484.30 (down)', () => {
    // Born 24 September 1917 (benchmark 1979, 23 computation years = 276 months). A record whose 23 best years
    // total 276 × 682 = $188,232: the taxable maximum 1977–1983 (at face value from 60) and $7,432 in 1984.
    const earnings = { ...maximumEarner(1977, 1983), 1984: 7432 };
    const result = piaFromEarnings({ birthDate: '1917-09-24', earnings });
    expect(result.computationYears).toBe(23);
    expect(result.aime).toBe(682);
    expect(piaFormulaCents(682, [180, 1085])).toBe(32_264);
    expect(result.piaAtEligibility).toBe(322.7);
    expect(result.colas.slice(0, 4).map((c) => c.pia)).toEqual([354.7, 405.5, 451, 484.3]);
    expect(result.notes).toContain('earlier-methods-not-compared');
  });

  it('SSA Annual Statistical Supplement 2023, Appendix D: for a worker turning 62 in 2023, $20,000 earned in 1990 is indexed to $57,613.78 on 2021 wage levels (2005 edition: 1984’s $20,000 → $42,224.73 for 2005)', () => {
    const year1990 = piaFromEarnings({ birthDate: '1961-07-01', earnings: { 1990: 20_000 } }).topYears.find(
      (y) => y.year === 1990,
    );
    expect(year1990).toMatchObject({ counted: 20_000, indexed: 57_613.78 });
    const year1984 = piaFromEarnings({ birthDate: '1943-07-01', earnings: { 1984: 20_000 } }).topYears.find(
      (y) => y.year === 1984,
    );
    expect(year1984!.indexed).toBe(42_224.73);
  });

  it('POMS RS 00605.015 Exhibit XX-A (1998 benchmark worksheet): index factors 1951 × 9.2577416, 1952 × 8.7154763, 1974 × 3.2268303, 1984 × 1.6060606', () => {
    const earnings = { 1951: 1000, 1952: 1000, 1974: 1000, 1984: 1000 };
    const result = piaFromEarnings({ birthDate: '1936-07-01', earnings });
    const factor = (year: number) => result.topYears.find((y) => y.year === year)!.indexFactor;
    expect(factor(1951)).toBeCloseTo(9.2577416, 7);
    expect(factor(1952)).toBeCloseTo(8.7154763, 7);
    expect(factor(1974)).toBeCloseTo(3.2268303, 7);
    expect(factor(1984)).toBeCloseTo(1.6060606, 7);
  });
});

describe('piaFromEarnings: hand-worked records', () => {
  it('fewer than 35 years: born 10 June 1955, $50,000 a year 2015–2024 (all from 60 on, at face value) → 25 zero years; AIME ⌊500,000 / 420⌋ = 1,190; PIA 0.9 × 885 + 0.32 × 305 = 894.10; nine COLAs → 1,207.20', () => {
    const result = piaFromEarnings({ birthDate: '1955-06-10', earnings: sameEachYear(2015, 2024, 50_000) });
    expect(result).toMatchObject({ eligibilityYear: 2017, indexingYear: 2015, aime: 1190, piaAtEligibility: 894.1 });
    expect(result.bendPoints).toEqual([885, 5336]);
    // 894.10 × 1.020 = 911.98 → 911.90; × 1.028 → 937.40; × 1.016 → 952.30; × 1.013 → 964.60; × 1.059 → 1,021.50;
    // × 1.087 → 1,110.30; × 1.032 → 1,145.80; × 1.025 → 1,174.40; × 1.028 → 1,207.20.
    expect(result.colas.map((c) => c.pia)).toEqual([
      911.9, 937.4, 952.3, 964.6, 1021.5, 1110.3, 1145.8, 1174.4, 1207.2,
    ]);
    expect(result.pia).toBe(1207.2);
    expect(result.topYears.filter((y) => y.source === 'none')).toHaveLength(25);
    expect(result.topYears.filter((y) => y.counted > 0).map((y) => y.indexFactor)).toEqual(new Array(10).fill(1));
    expect(result.notes).toContain('fewer-earning-years-than-computation-years');
  });

  it('worked past 60 and past 62: born 20 March 1958 (indexed to 2018); 2016 and 2017 indexed, 2018, 2019 and 2025 at face value → AIME 703, PIA 632.70, 802.10 after the 2025 COLA', () => {
    const earnings = { 2016: 50_000, 2017: 50_000, 2018: 60_000, 2019: 60_000, 2025: 70_000 };
    const result = piaFromEarnings({ birthDate: '1958-03-20', earnings });
    expect(result).toMatchObject({ eligibilityYear: 2020, indexingYear: 2018 });
    const indexed = Object.fromEntries(result.topYears.filter((y) => y.counted > 0).map((y) => [y.year, y.indexed]));
    // 50,000 × 52,145.80 / 48,642.15 = 53,601.45; 50,000 × 52,145.80 / 50,321.89 = 51,812.24.
    expect(indexed).toEqual({ 2016: 53_601.45, 2017: 51_812.24, 2018: 60_000, 2019: 60_000, 2025: 70_000 });
    // (53,601.45 + 51,812.24 + 190,000) / 420 = 703.37 → 703; 0.9 × 703 = 632.70 (2020 bend point 960).
    expect(result.aime).toBe(703);
    expect(result.piaAtEligibility).toBe(632.7);
    expect(result.colas.map((c) => c.pia)).toEqual([640.9, 678.7, 737.7, 761.3, 780.3, 802.1]);
  });

  it('a year after 62 at face value replaces the lowest indexed year: $20,000 a year 1983–2017 (born 1958) plus $80,000 in 2025 drops 2017 ($20,724.90 indexed) and raises the AIME from 3,118 to 3,260', () => {
    const record = sameEachYear(1983, 2017, 20_000);
    const before = piaFromEarnings({ birthDate: '1958-03-20', earnings: record });
    const after = piaFromEarnings({ birthDate: '1958-03-20', earnings: { ...record, 2025: 80_000 } });
    expect(before.topYears.find((y) => y.year === 2017)!.indexed).toBe(20_724.9);
    expect(after.topYears.map((y) => y.year)).not.toContain(2017);
    expect(after.topYears.map((y) => y.year)).toContain(2025);
    // Totals 1,309,979.36 and 1,309,979.36 − 20,724.90 + 80,000 = 1,369,254.46; ÷ 420 → 3,118 and 3,260.
    expect([before.aime, after.aime]).toEqual([3118, 3260]);
    // 0.9 × 960 + 0.32 × (3,260 − 960) = 864 + 736 = 1,600.00.
    expect([before.piaAtEligibility, after.piaAtEligibility]).toEqual([1554.5, 1600]);
  });

  it('born on 1 January: born 1 January 1963 turns 62 on 31 December 2024 → eligible 2024, indexed to 2022; born a day later → 2025 and 2023', () => {
    const earnings = { 2022: 100_000, 2023: 100_000 };
    const first = piaFromEarnings({ birthDate: '1963-01-01', earnings });
    const second = piaFromEarnings({ birthDate: '1963-01-02', earnings });
    expect([first.eligibilityYear, first.indexingYear]).toEqual([2024, 2022]);
    expect([second.eligibilityYear, second.indexingYear]).toEqual([2025, 2023]);
    // 1 January: both years at face value, 200,000 / 420 → 476; 0.9 × 476 = 428.40; COLAs 2.5 % → 439.10, 2.8 % → 451.30.
    expect(first).toMatchObject({ aime: 476, piaAtEligibility: 428.4, pia: 451.3, bendPoints: [1174, 7078] });
    // 2 January: 2022 indexed, 100,000 × 66,621.80 / 63,795.13 = 104,430.86; 204,430.86 / 420 → 486; 0.9 × 486 = 437.40;
    // 2.8 % → 449.60.
    expect(second.topYears.find((y) => y.year === 2022)!.indexed).toBe(104_430.86);
    expect(second).toMatchObject({ aime: 486, piaAtEligibility: 437.4, pia: 449.6, bendPoints: [1226, 7391] });
    // The same rule read from other forms of the date.
    expect(piaFromEarnings({ birthDate: { year: 1963, month: 1, day: 1 }, earnings }).eligibilityYear).toBe(2024);
    expect(piaFromEarnings({ birthDate: { year: 1963 }, earnings }).eligibilityYear).toBe(2025);
  });

  it('stopped at 55: born 5 May 1960, $45,000 a year 1982–2014 (1982–1984 capped at 32,400, 35,700, 37,800) → two zero years (2015, 2016) among the 35; AIME 7,202; PIA 2,723.40; 3,218.90 after the 2022–2025 COLAs', () => {
    const result = piaFromEarnings({ birthDate: '1960-05-05', earnings: sameEachYear(1982, 2014, 45_000) });
    expect(result).toMatchObject({ eligibilityYear: 2022, indexingYear: 2020, bendPoints: [1024, 6172] });
    const year1982 = result.topYears.find((y) => y.year === 1982)!;
    // Capped at 1982's maximum, 32,400 × 55,628.60 / 14,531.34 = 124,033.07.
    expect(year1982).toMatchObject({ earnings: 45_000, counted: 32_400, taxableMaximum: 32_400, indexed: 124_033.07 });
    expect(result.topYears.filter((y) => y.counted === 0).map((y) => y.year)).toEqual([2015, 2016]);
    // Total 3,025,206.91 / 420 = 7,202.87 → 7,202; 0.9 × 1,024 + 0.32 × 5,148 + 0.15 × 1,030 = 921.60 + 1,647.36 + 154.50
    // = 2,723.46 → 2,723.40; COLAs 8.7 % → 2,960.30, 3.2 % → 3,055.00, 2.5 % → 3,131.30, 2.8 % → 3,218.90.
    expect(result.aime).toBe(7202);
    expect(result.piaAtEligibility).toBe(2723.4);
    expect(result.colas.map((c) => c.pia)).toEqual([2960.3, 3055, 3131.3, 3218.9]);
  });
});

describe('piaFromEarnings: future earnings and years not yet published', () => {
  it('"the same as my last year until I stop at 65": born 15 August 1966, $70,000 a year 2000–2025 → 2026–2030 at $70,000 and 7 months of 2031 ($40,833.33), filling six of the nine zero years', () => {
    const earnings = sameEachYear(2000, 2025, 70_000);
    const result = piaFromEarnings({
      birthDate: '1966-08-15',
      earnings,
      futureEarnings: 'same-as-last',
      stopWorkAge: 65,
    });
    expect(result.futureYears).toEqual([
      { year: 2026, earnings: 70_000 },
      { year: 2027, earnings: 70_000 },
      { year: 2028, earnings: 70_000 },
      { year: 2029, earnings: 70_000 },
      { year: 2030, earnings: 70_000 },
      { year: 2031, earnings: 40_833.33 },
    ]);
    expect(result.topYears.filter((y) => y.source === 'future')).toHaveLength(6);
    const stopped = piaFromEarnings({ birthDate: '1966-08-15', earnings });
    expect(stopped.futureYears).toEqual([]);
    expect(result.pia).toBeGreaterThan(stopped.pia);
  });

  it('a worker turning 60 after 2024 is figured at 2024 wage levels, with 2026’s bend points and no COLA yet, and the notes say so', () => {
    const result = piaFromEarnings({ birthDate: '1966-08-15', earnings: sameEachYear(1990, 2025, 70_000) });
    expect(result).toMatchObject({ eligibilityYear: 2028, indexingYear: 2026, bendPoints: [1286, 7749], colas: [] });
    expect(result.pia).toBe(result.piaAtEligibility);
    expect(result.notes).toEqual(
      expect.arrayContaining(['wage-index-held-at-newest', 'bend-points-held-at-newest', 'no-cola-yet']),
    );
    // 2025 and 2024 both count at face value against 2024's wage level (factor 1).
    expect(result.topYears.find((y) => y.year === 2024)!.indexFactor).toBe(1);
  });

  it('a future year above the newest taxable maximum is capped at 2026’s $184,500', () => {
    const result = piaFromEarnings({ birthDate: '1970-03-03', earnings: { 2030: 500_000 } });
    expect(result.topYears.find((y) => y.year === 2030)).toMatchObject({ counted: 184_500, taxableMaximum: 184_500 });
    expect(result.notes).toContain('taxable-maximum-held-at-newest');
  });
});

describe('piaFromEarnings: credits and insured status (Social Security Act §214(a))', () => {
  it('the maximum earner has 160 credits of the 40 needed; ten years of $50,000 from 2015 give exactly 40', () => {
    const max = piaFromEarnings({ birthDate: '1963-06-15', earnings: maximumEarner(1985, 2024) });
    expect([max.credits, max.creditsNeeded, max.insured]).toEqual([160, 40, true]);
    const ten = piaFromEarnings({ birthDate: '1955-06-10', earnings: sameEachYear(2015, 2024, 50_000) });
    expect([ten.credits, ten.insured]).toEqual([40, true]);
  });

  it('nine years of 4 credits: 36 of 40, not insured (the PIA is still the formula’s, noted); one credit needs $1,810 in 2025', () => {
    const nine = piaFromEarnings({ birthDate: '1955-06-10', earnings: sameEachYear(2016, 2024, 50_000) });
    expect([nine.credits, nine.insured]).toEqual([36, false]);
    expect(nine.notes).toContain('not-insured');
    expect(nine.pia).toBeGreaterThan(0);
    const credits = (amount: number) =>
      piaFromEarnings({ birthDate: '1960-05-05', earnings: { 2025: amount } }).credits;
    expect([credits(1809), credits(1810), credits(7239), credits(7240), credits(100_000)]).toEqual([0, 1, 3, 4, 4]);
  });

  it('before 1978 a credit was a quarter with $50 of wages: ten years of $1,000 (1958–1967) are 40 credits only if spread over the quarters', () => {
    const result = piaFromEarnings({ birthDate: '1936-07-01', earnings: sameEachYear(1958, 1967, 1000) });
    expect([result.credits, result.creditsNeeded]).toEqual([40, 40]);
    expect(result.notes).toContain('insured-status-uncertain');
  });

  it('born 1917: 28 credits needed (one for each year 1951–1978)', () => {
    expect(piaFromEarnings({ birthDate: '1917-09-24', earnings: {} }).creditsNeeded).toBe(28);
  });
});

describe('piaFromEarnings: what it reads', () => {
  it('birth dates: "YYYY-MM-DD" or { year, month?, day? }; 1 January counts as the year before; impossible dates are refused', () => {
    expect(readBirthDate('1963-01-01')).toEqual({ year: 1963, month: 1, day: 1, ssaYear: 1962 });
    expect(readBirthDate(' 1961-02-29 ')).toBeNull();
    expect(readBirthDate('1964-02-29')).toMatchObject({ ssaYear: 1964 });
    expect(readBirthDate('1963-13-01')).toBeNull();
    expect(readBirthDate('1963-1-2')).toMatchObject({ month: 1, day: 2, ssaYear: 1963 });
    expect(readBirthDate('01/02/1963')).toBeNull();
    expect(readBirthDate({ year: 1963 })).toEqual({ year: 1963, month: 7, day: 15, ssaYear: 1963 });
    expect(readBirthDate({ year: 1963.5 })).toBeNull();
    expect(readBirthDate(null)).toBeNull();
    expect(piaFromEarnings({ birthDate: 'soon', earnings: { 2000: 1 } })).toMatchObject({
      status: 'invalid-birth-date',
      pia: 0,
    });
  });

  it('earnings: numbers or "$45,678" strings; negative and unreadable amounts count as 0; keys that are not years, before 1951 or before birth are left out and listed', () => {
    const result = piaFromEarnings({
      birthDate: '1960-05-05',
      earnings: { '2000': '$45,678', 2001: -5, 2002: 'n/a', 1950: 3000, 1955: 100, abc: 1, '20000': 1 },
    });
    const year = (y: number) => result.topYears.find((t) => t.year === y);
    expect(year(2000)!.counted).toBe(45_678);
    expect(year(2001)!.counted).toBe(0);
    expect(year(2002)!.counted).toBe(0);
    expect(result.ignored).toEqual(
      expect.arrayContaining([
        { key: '1950', reason: 'before-1951' },
        { key: '1955', reason: 'before-birth' },
        { key: 'abc', reason: 'not-a-year' },
        { key: '20000', reason: 'not-a-year' },
      ]),
    );
  });

  it('born before 1917 (eligible before 1979, before the wage-indexed formula): a status, every figure 0', () => {
    expect(piaFromEarnings({ birthDate: '1916-12-31', earnings: { 1960: 4800 } })).toMatchObject({
      status: 'before-wage-indexed-formula',
      aime: 0,
      pia: 0,
    });
    expect(piaFromEarnings({ birthDate: '1917-01-02', earnings: { 1960: 4800 } }).status).toBe('ok');
  });

  it('an empty record: AIME 0, PIA 0, noted', () => {
    const result = piaFromEarnings({ birthDate: '1960-05-05', earnings: {} });
    expect(result).toMatchObject({ status: 'ok', aime: 0, piaAtEligibility: 0, pia: 0 });
    expect(result.topYears).toHaveLength(35);
    expect(result.notes).toContain('no-earnings');
  });
});

// Records for the properties: birth dates 1930–1995 (1 January included), years 1940–2060, amounts up to 400,000.
const birthDate = fc
  .record({
    year: fc.integer({ min: 1930, max: 1995 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
const record = fc.dictionary(
  fc.integer({ min: 1940, max: 2060 }).map(String),
  fc.oneof(fc.integer({ min: 0, max: 400_000 }), fc.double({ min: 0, max: 400_000, noNaN: true })),
  { maxKeys: 60 },
);

describe('piaFromEarnings properties', () => {
  it('more earnings never lower the AIME, the PIA at eligibility or the PIA (a year raised, or a year added)', () => {
    fc.assert(
      fc.property(
        birthDate,
        record,
        fc.integer({ min: 1951, max: 2060 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom('none' as const, 'same-as-last' as const),
        (born, earnings, year, more, futureEarnings) => {
          const before = piaFromEarnings({ birthDate: born, earnings, futureEarnings, stopWorkAge: 66 });
          const raised = { ...earnings, [year]: Number(earnings[String(year)] ?? 0) + more };
          // With 'same-as-last', raising a year after the record's last would add the years between: more earnings too.
          const after = piaFromEarnings({ birthDate: born, earnings: raised, futureEarnings: 'none' });
          const beforeNone = piaFromEarnings({ birthDate: born, earnings, futureEarnings: 'none' });
          expect(after.aime).toBeGreaterThanOrEqual(beforeNone.aime);
          expect(after.piaAtEligibility).toBeGreaterThanOrEqual(beforeNone.piaAtEligibility);
          expect(after.pia).toBeGreaterThanOrEqual(beforeNone.pia);
          expect(before.pia).toBeGreaterThanOrEqual(beforeNone.pia);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the PIA never exceeds the maximum earner’s (the taxable maximum every year) for the same birth date', () => {
    fc.assert(
      fc.property(birthDate, record, (born, earnings) => {
        const birthYear = Number(born.slice(0, 4));
        const ceiling = piaFromEarnings({ birthDate: born, earnings: maximumEarner(1951, birthYear + 100) });
        const result = piaFromEarnings({ birthDate: born, earnings });
        expect(result.aime).toBeLessThanOrEqual(ceiling.aime);
        expect(result.piaAtEligibility).toBeLessThanOrEqual(ceiling.piaAtEligibility);
        expect(result.pia).toBeLessThanOrEqual(ceiling.pia);
      }),
      { numRuns: 200 },
    );
  });

  it('no input gives NaN, Infinity, a negative figure or a throw: any value in any field, negative and huge amounts, odd years', () => {
    const anyRecord = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.oneof(fc.integer({ min: -10_000, max: 100_000 }).map(String), fc.double().map(String), fc.string()),
        fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constantFrom(1e308, -1e308, Infinity, NaN)),
      ),
    );
    const anyBirth = fc.oneof(
      fc.anything(),
      birthDate,
      fc.record({ year: fc.double(), month: fc.anything(), day: fc.anything() }),
    );
    fc.assert(
      fc.property(anyBirth, anyRecord, fc.anything(), fc.anything(), (born, earnings, futureEarnings, stopWorkAge) => {
        const result = piaFromEarnings({ birthDate: born, earnings, futureEarnings, stopWorkAge } as never);
        expectFiniteAndNonNegative(result);
        expect(result.pia).toBeGreaterThanOrEqual(result.piaAtEligibility);
      }),
      { numRuns: 500 },
    );
    expectFiniteAndNonNegative(piaFromEarnings(null as never));
    expectFiniteAndNonNegative(
      piaFromEarnings({ birthDate: '1960-01-01', earnings: [1, 2, 3] as never, futureEarnings: 'same-as-last' }),
    );
  });
});

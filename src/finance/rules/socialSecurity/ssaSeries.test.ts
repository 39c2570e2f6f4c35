import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { AWI_CENTS, AWI_FIRST_YEAR, AWI_NEWEST_YEAR } from './averageWageIndex';
import { BEND_POINTS_FIRST_YEAR, BEND_POINTS_NEWEST_YEAR, FIRST_BEND_POINT, SECOND_BEND_POINT } from './bendPoints';
import { TAXABLE_MAXIMUM, TAXABLE_MAXIMUM_FIRST_YEAR, TAXABLE_MAXIMUM_NEWEST_YEAR } from './taxableMaximum';
import { COLA_FIRST_YEAR, COLA_NEWEST_YEAR, COLA_TENTHS_OF_PERCENT } from './costOfLivingAdjustments';
import {
  BEND_POINT_BASE,
  PIA_SERIES_SOURCES,
  TAXABLE_MAXIMUM_BASE,
  bendPoints,
  colaTenthsOfPercent,
  quarterOfCoverageAmount,
  taxableMaximum,
  wageIndexCents,
} from './piaFormula';

const csv = (name: string) => {
  const [header, ...lines] = fs
    .readFileSync(path.join(__dirname, '..', 'data', name), 'utf8')
    .trim()
    .split(/\r?\n/);
  return { header, rows: lines.map((line) => line.split(',').map(Number)) };
};
const awi = (year: number) => AWI_CENTS[year - AWI_FIRST_YEAR]! / 100;
const base = (year: number) => TAXABLE_MAXIMUM[year - TAXABLE_MAXIMUM_FIRST_YEAR]!;

describe('SSA series in the bundle equal src/finance/rules/data cell by cell (regenerate with scripts/gen-ssa-series.mjs)', () => {
  it('ssa-awi.csv: 1951–2024, every AWI to the cent (1951 2,799.16; 2023 66,621.80; 2024 69,846.57)', () => {
    const { header, rows } = csv('ssa-awi.csv');
    expect(header).toBe('year,awi');
    expect(rows).toHaveLength(74);
    expect([AWI_FIRST_YEAR, AWI_NEWEST_YEAR]).toEqual([1951, 2024]);
    expect(AWI_CENTS).toHaveLength(rows.length);
    for (const [year, value] of rows) expect(awi(year!), `AWI ${year}`).toBe(value);
    expect([awi(1951), awi(2023), awi(2024)]).toEqual([2799.16, 66621.8, 69846.57]);
  });

  it('ssa-bend-points.csv: eligibility years 1979–2026, both bend points (2025: 1,226 and 7,391; 2026: 1,286 and 7,749)', () => {
    const { header, rows } = csv('ssa-bend-points.csv');
    expect(header).toBe('eligibility_year,bend_point_1,bend_point_2');
    expect(rows).toHaveLength(48);
    expect([BEND_POINTS_FIRST_YEAR, BEND_POINTS_NEWEST_YEAR]).toEqual([1979, 2026]);
    expect(FIRST_BEND_POINT).toHaveLength(48);
    expect(SECOND_BEND_POINT).toHaveLength(48);
    for (const [year, first, second] of rows) expect(bendPoints(year!), `bend points ${year}`).toEqual([first, second]);
    expect(bendPoints(2025)).toEqual([1226, 7391]);
    expect(bendPoints(2026)).toEqual([1286, 7749]);
  });

  it('ssa-taxable-maximum.csv: 1937–2026 ($3,000 for 1937–1950; 2025 176,100; 2026 184,500)', () => {
    const { header, rows } = csv('ssa-taxable-maximum.csv');
    expect(header).toBe('year,taxable_maximum');
    expect(rows).toHaveLength(90);
    expect([TAXABLE_MAXIMUM_FIRST_YEAR, TAXABLE_MAXIMUM_NEWEST_YEAR]).toEqual([1937, 2026]);
    expect(TAXABLE_MAXIMUM).toHaveLength(90);
    for (const [year, value] of rows) expect(taxableMaximum(year!), `base ${year}`).toBe(value);
    for (let year = 1937; year <= 1950; year++) expect(taxableMaximum(year)).toBe(3000);
    expect([taxableMaximum(2025), taxableMaximum(2026)]).toEqual([176_100, 184_500]);
  });

  it('ssa-cola.csv: 1975–2025 in tenths of a percent (1980 14.3 %; 1999 2.5 %, as raised by P.L. 106-554; 2024 2.5 %; 2025 2.8 %)', () => {
    const { header, rows } = csv('ssa-cola.csv');
    expect(header).toBe('year,cola_percent');
    expect(rows).toHaveLength(51);
    expect([COLA_FIRST_YEAR, COLA_NEWEST_YEAR]).toEqual([1975, 2025]);
    expect(COLA_TENTHS_OF_PERCENT).toHaveLength(51);
    for (const [year, percent] of rows) expect(colaTenthsOfPercent(year!)! / 10, `COLA ${year}`).toBe(percent);
    expect([1980, 1999, 2010, 2024, 2025].map(colaTenthsOfPercent)).toEqual([143, 25, 0, 25, 28]);
  });

  it('each series names its SSA page, and the newest figures name the Federal Register notice of 3 November 2025', () => {
    expect(PIA_SERIES_SOURCES.averageWageIndex).toMatch(/oact\/cola\/AWIseries\.html/);
    expect(PIA_SERIES_SOURCES.bendPoints).toMatch(/oact\/cola\/bendpoints\.html/);
    expect(PIA_SERIES_SOURCES.taxableMaximum).toMatch(/oact\/cola\/cbb\.html/);
    expect(PIA_SERIES_SOURCES.costOfLivingAdjustments).toMatch(/oact\/cola\/colaseries\.html/);
    for (const source of Object.values(PIA_SERIES_SOURCES)) expect(source).toMatch(/Federal Register, 3 November 2025/);
  });
});

describe('the series agree with each other as the law builds them (shared/data README checks)', () => {
  it('all 48 bend-point pairs reproduce as round(180 and 1,085 × AWI(Y−2) / AWI(1977)); 2025 from 1,226.24 and 7,391.49; 2026 from 1,285.59 and 7,749.27', () => {
    for (let year = BEND_POINTS_FIRST_YEAR; year <= BEND_POINTS_NEWEST_YEAR; year++) {
      const ratio = awi(year - 2) / awi(BEND_POINT_BASE.wageIndexYear);
      expect(bendPoints(year), `eligibility ${year}`).toEqual([
        Math.round(BEND_POINT_BASE.first * ratio),
        Math.round(BEND_POINT_BASE.second * ratio),
      ]);
    }
    expect((180 * awi(2023)) / awi(1977)).toBeCloseTo(1226.24, 2);
    expect((1085 * awi(2023)) / awi(1977)).toBeCloseTo(7391.49, 2);
    expect((180 * awi(2024)) / awi(1977)).toBeCloseTo(1285.59, 2);
    expect((1085 * awi(2024)) / awi(1977)).toBeCloseTo(7749.27, 2);
  });

  it('the 1995–2026 bases reproduce as $60,600 × AWI(Y−2) / AWI(1992) to the nearest $300, held in 2010, 2011 and 2016 (no COLA for December 2009, 2010, 2015)', () => {
    const held: number[] = [];
    for (let year = TAXABLE_MAXIMUM_BASE.firstYear; year <= TAXABLE_MAXIMUM_NEWEST_YEAR; year++) {
      const noCola = colaTenthsOfPercent(year - 1) === 0;
      const formula =
        Math.round(
          (TAXABLE_MAXIMUM_BASE.amount * awi(year - 2)) /
            awi(TAXABLE_MAXIMUM_BASE.wageIndexYear) /
            TAXABLE_MAXIMUM_BASE.roundTo,
        ) * TAXABLE_MAXIMUM_BASE.roundTo;
      if (noCola) held.push(year);
      expect(base(year), `base ${year}`).toBe(noCola ? base(year - 1) : formula);
    }
    expect(held).toEqual([2010, 2011, 2016]);
    expect(base(2010)).toBe(106_800);
    expect(base(2016)).toBe(118_500);
  });
});

describe('credits (quarters of coverage), built from the wage index as §213(d) says', () => {
  it('SSA OACT "Quarter of coverage": $250 for 1978, $1,090 for 2009, $1,810 for 2025 (250 × AWI(2023) / AWI(1976) = 1,805.18 → 1,810)', () => {
    expect(quarterOfCoverageAmount(1978)).toBe(250);
    expect(quarterOfCoverageAmount(2009)).toBe(1090);
    expect(quarterOfCoverageAmount(2025)).toBe(1810);
    expect((250 * awi(2023)) / awi(1976)).toBeCloseTo(1805.18, 2);
  });
  it('never falls: 2011 keeps 2010’s $1,120 although the 2009 wage index fell (the formula gives 1,100)', () => {
    expect(quarterOfCoverageAmount(2010)).toBe(1120);
    expect(Math.round((250 * awi(2009)) / awi(1976) / 10) * 10).toBe(1100);
    expect(quarterOfCoverageAmount(2011)).toBe(1120);
    for (let year = 1979; year <= 2030; year++)
      expect(quarterOfCoverageAmount(year)).toBeGreaterThanOrEqual(quarterOfCoverageAmount(year - 1));
  });
  it('after the newest wage index it stays at the level of 2024 wages (2026: $1,890), and any year gives a number', () => {
    expect(quarterOfCoverageAmount(2026)).toBe(1890);
    expect(quarterOfCoverageAmount(2040)).toBe(1890);
    expect(quarterOfCoverageAmount(1e9)).toBe(1890);
    expect(quarterOfCoverageAmount(Number.NaN)).toBe(250);
  });
});

describe('years outside the series (a calculation rule of ours: wages held at the newest published level)', () => {
  it('after 2024 the wage index stays at 2024’s; before 1951 there is none', () => {
    expect(wageIndexCents(2025)).toBe(6_984_657);
    expect(wageIndexCents(2040)).toBe(6_984_657);
    expect(wageIndexCents(1950)).toBeNull();
    expect(wageIndexCents(1990.5)).toBeNull();
  });
  it('after 2026 the taxable maximum stays at 184,500, and the bend points the statute gives from 2024 wages are 2026’s own', () => {
    expect(taxableMaximum(2027)).toBe(184_500);
    expect(taxableMaximum(1936)).toBe(0);
    expect(bendPoints(2027)).toEqual([1286, 7749]);
    expect(bendPoints(2060)).toEqual([1286, 7749]);
    expect(bendPoints(1978)).toBeNull();
  });
  it('a COLA not yet held is null, not 0 (0 means SSA found no rise)', () => {
    expect(colaTenthsOfPercent(2026)).toBeNull();
    expect(colaTenthsOfPercent(1974)).toBeNull();
    expect(colaTenthsOfPercent(2015)).toBe(0);
  });
});

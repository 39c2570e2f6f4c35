import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  irmaa,
  irmaaForIncomeYear,
  irmaaHeldYear,
  irmaaIncomeYear,
  irmaaPremiumYear,
  irmaaRoom,
  irmaaStandardPartB,
  irmaaSurcharge,
  irmaaTableFor,
} from './irmaa';
import { irmaa as irmaaFromIndex } from '../index';
import { IRMAA_BANDS, IRMAA_YEARS, type IrmaaTable } from '../rules/health/irmaa';
import { MEDICARE_BY_YEAR } from '../rules/health/medicare';
import { FILING_STATUSES } from '../rules/tax/taxYears';
import { expectAllFinite, forAll, hostileWith } from '../testing/financeTestKit';
import type { FilingStatus } from '../core/types';

interface CsvRow {
  year: number;
  filing: IrmaaTable;
  above: number | null;
  upTo: number | null;
  partB: number;
  partD: number;
}

function readCsv(file: string): CsvRow[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(header).toBe('year,filing,magi_above,magi_up_to,part_b_total,part_d_adjustment');
  return lines.map((line) => {
    const [year, filing, above, upTo, partB, partD] = line.split(',');
    return {
      year: Number(year),
      filing: filing as IrmaaTable,
      above: above === '' ? null : Number(above),
      upTo: upTo === '' ? null : Number(upTo),
      partB: Number(partB),
      partD: Number(partD),
    };
  });
}

const COMMITTED = path.join(__dirname, '..', 'rules', 'data', 'medicare-irmaa.csv');
const SHARED = path.resolve(__dirname, '../../../../../shared/data/medicare-irmaa.csv');
const ROWS = readCsv(COMMITTED);
/** The filing statuses that use each CMS table. */
const STATUSES_OF: Record<IrmaaTable, FilingStatus[]> = {
  individual: ['single', 'headOfHousehold'],
  joint: ['marriedJoint'],
  mfs: ['marriedSeparate'],
};

describe('IRMAA table (src/finance/rules/health/irmaa.ts) equals the CMS figures in medicare-irmaa.csv', () => {
  it('cell by cell: 45 bands × (lower edge, upper edge, Part B total, Part D adjustment) = 180 values', () => {
    expect(ROWS).toHaveLength(45);
    for (const year of IRMAA_YEARS) {
      for (const filing of ['individual', 'joint', 'mfs'] as const) {
        const csv = ROWS.filter((r) => r.year === year && r.filing === filing);
        const table = IRMAA_BANDS[year][filing];
        expect(
          table.map((b) => [b.above, b.upTo, b.partBTotal, b.partDAdjustment]),
          `${year} ${filing}`,
        ).toEqual(csv.map((r) => [r.above, r.upTo, r.partB, r.partD]));
      }
    }
  });

  it.runIf(fs.existsSync(SHARED))('the committed copy equals the shared reference file', () => {
    expect(fs.readFileSync(COMMITTED, 'utf8')).toBe(fs.readFileSync(SHARED, 'utf8'));
  });

  it('tier 0 is the standard Part B premium of rules/health/medicare.ts (2024 174.70, 2025 185.00, 2026 202.90) with no Part D adjustment', () => {
    for (const year of IRMAA_YEARS) {
      for (const filing of ['individual', 'joint', 'mfs'] as const) {
        expect(IRMAA_BANDS[year][filing][0]).toMatchObject({
          tier: 0,
          partBTotal: MEDICARE_BY_YEAR[year].partBPremium,
          partDAdjustment: 0,
        });
      }
      expect(irmaaStandardPartB(year)).toBe(MEDICARE_BY_YEAR[year].partBPremium);
    }
  });

  it('a tier means the same premiums in every table: the mfs bands are tiers 0, 4 and 5', () => {
    for (const year of IRMAA_YEARS) {
      const individual = IRMAA_BANDS[year].individual;
      expect(individual.map((b) => b.tier)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(IRMAA_BANDS[year].joint.map((b) => b.tier)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(IRMAA_BANDS[year].mfs.map((b) => b.tier)).toEqual([0, 4, 5]);
      for (const filing of ['joint', 'mfs'] as const) {
        for (const band of IRMAA_BANDS[year][filing]) {
          expect([band.partBTotal, band.partDAdjustment]).toEqual([
            individual[band.tier]!.partBTotal,
            individual[band.tier]!.partDAdjustment,
          ]);
        }
      }
    }
  });
});

describe('irmaa(): one dollar under and over every threshold, each filing status and year (generated from the CSV)', () => {
  for (const row of ROWS) {
    if (row.above === null) continue;
    const band = ROWS.filter((r) => r.year === row.year && r.filing === row.filing);
    const index = band.indexOf(row);
    const below = band[index - 1]!;
    const isTop = row.upTo === null;
    for (const filingStatus of STATUSES_OF[row.filing]) {
      it(`${row.year} ${filingStatus}: ${row.above - 1} → ${below.partB}/${below.partD}; ${row.above} → ${isTop ? 'top' : 'same'}; ${row.above + 1} → ${row.partB}/${row.partD}`, () => {
        const at = (magi: number) => irmaa({ year: row.year, filingStatus, magi });
        expect(at(row.above! - 1)).toMatchObject({
          partBMonthly: below.partB,
          partDAdjustmentMonthly: below.partD,
          nextThreshold: row.above,
        });
        expect(at(row.above! + 1)).toMatchObject({
          partBMonthly: row.partB,
          partDAdjustmentMonthly: row.partD,
          nextThreshold: band[index + 1]?.above ?? null,
        });
        // At the threshold itself: "up to and including" keeps the band below, except the top edge ("greater than or equal to").
        expect(at(row.above!).partBMonthly).toBe(isTop ? row.partB : below.partB);
      });
    }
  }

  it('2026 single, by hand: 109,000 → standard 202.90; 109,001 → 284.10 + Part D 14.50, tier 1, next threshold 137,000', () => {
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: 109_000 })).toEqual({
      tier: 0,
      partBMonthly: 202.9,
      partDAdjustmentMonthly: 0,
      nextThreshold: 109_000,
    });
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: 109_001 })).toEqual({
      tier: 1,
      partBMonthly: 284.1,
      partDAdjustmentMonthly: 14.5,
      nextThreshold: 137_000,
    });
  });

  it('top edge (CMS "less than" / "greater than or equal to"): 2026 single 499,999 → tier 4 (649.20); 500,000 → tier 5 (689.90), no next threshold', () => {
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: 499_999 })).toEqual({
      tier: 4,
      partBMonthly: 649.2,
      partDAdjustmentMonthly: 83.3,
      nextThreshold: 500_000,
    });
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: 500_000 })).toEqual({
      tier: 5,
      partBMonthly: 689.9,
      partDAdjustmentMonthly: 91,
      nextThreshold: null,
    });
    expect(irmaa({ year: 2026, filingStatus: 'marriedJoint', magi: 750_000 }).tier).toBe(5);
    expect(irmaa({ year: 2026, filingStatus: 'marriedJoint', magi: 749_999.99 }).tier).toBe(4);
    expect(irmaa({ year: 2024, filingStatus: 'marriedSeparate', magi: 397_000 })).toEqual({
      tier: 5,
      partBMonthly: 594,
      partDAdjustmentMonthly: 81,
      nextThreshold: null,
    });
    expect(irmaa({ year: 2024, filingStatus: 'marriedSeparate', magi: 396_999 })).toEqual({
      tier: 4,
      partBMonthly: 559,
      partDAdjustmentMonthly: 74.2,
      nextThreshold: 397_000,
    });
  });

  it('married filing separately (lived with spouse) jumps from standard to tier 4 one dollar over 109,000 (2026)', () => {
    expect(irmaa({ year: 2026, filingStatus: 'marriedSeparate', magi: 109_001 })).toEqual({
      tier: 4,
      partBMonthly: 649.2,
      partDAdjustmentMonthly: 83.3,
      nextThreshold: 391_000,
    });
  });

  it('head of household uses the individual table', () => {
    expect(irmaaTableFor('headOfHousehold')).toBe('individual');
    expect(irmaa({ year: 2025, filingStatus: 'headOfHousehold', magi: 150_000 })).toEqual(
      irmaa({ year: 2025, filingStatus: 'single', magi: 150_000 }),
    );
  });

  it('is exported from src/finance/index.ts under its own name', () => {
    expect(irmaaFromIndex).toBe(irmaa);
  });
});

describe('years outside 2024–2026 and the two-year lookback', () => {
  it('uses the nearest held year: 2023 → 2024 table, 2030 → 2026 table; a fractional year is the year it falls in', () => {
    expect(irmaaHeldYear(2023)).toBe(2024);
    expect(irmaaHeldYear(2030)).toBe(2026);
    expect(irmaaHeldYear(2025.7)).toBe(2025);
    expect(irmaaHeldYear(NaN)).toBe(2026);
    expect(irmaaHeldYear('2025')).toBe(2025);
    expect(irmaa({ year: 2030, filingStatus: 'single', magi: 120_000 })).toEqual(
      irmaa({ year: 2026, filingStatus: 'single', magi: 120_000 }),
    );
    expect(irmaa({ year: 1990, filingStatus: 'single', magi: 120_000 }).partBMonthly).toBe(244.6);
  });

  it('2026 premiums use 2024 income; 2024 income sets 2026 premiums', () => {
    expect(irmaaIncomeYear(2026)).toBe(2024);
    expect(irmaaPremiumYear(2024)).toBe(2026);
  });

  it('a joint return of 2023 with MAGI 220,000 sets 2025 premiums: tier 1, 259.00 + 13.70 each (2025 table, threshold 212,000)', () => {
    const r = irmaaForIncomeYear({ incomeYear: 2023, filingStatus: 'marriedJoint', magi: 220_000 });
    expect(r).toEqual({
      tier: 1,
      partBMonthly: 259,
      partDAdjustmentMonthly: 13.7,
      nextThreshold: 266_000,
      premiumYear: 2025,
      tableYear: 2025,
    });
  });

  it('the same income in 2024 (2026 table, threshold 218,000) is tier 1 too; in 2022 (2024 table, 206,000) also', () => {
    expect(irmaaForIncomeYear({ incomeYear: 2024, filingStatus: 'marriedJoint', magi: 217_000 }).tier).toBe(0);
    expect(irmaaForIncomeYear({ incomeYear: 2023, filingStatus: 'marriedJoint', magi: 217_000 }).tier).toBe(1);
    expect(irmaaForIncomeYear({ incomeYear: 2026, filingStatus: 'single', magi: 1 })).toMatchObject({
      premiumYear: 2028,
      tableYear: 2026,
    });
  });
});

describe('surcharge and room to the next threshold', () => {
  it('2026 single tier 2 (MAGI 150,000): (405.80 − 202.90) + 37.50 = 240.40 a month, 2,884.80 a year', () => {
    expect(irmaaSurcharge({ year: 2026, filingStatus: 'single', magi: 150_000 })).toEqual({
      tier: 2,
      monthlyPerPerson: 240.4,
      annualPerPerson: 2884.8,
    });
    expect(irmaaSurcharge({ year: 2026, filingStatus: 'single', magi: 50_000 })).toEqual({
      tier: 0,
      monthlyPerPerson: 0,
      annualPerPerson: 0,
    });
  });

  it('room: 2026 single at 100,000 → 9,000 more fits in the standard tier; at 480,000 → 19,999 (the top edge starts at 500,000); top tier → null', () => {
    expect(irmaaRoom({ year: 2026, filingStatus: 'single', magi: 100_000 })).toBe(9_000);
    expect(irmaaRoom({ year: 2026, filingStatus: 'single', magi: 480_000 })).toBe(19_999);
    expect(irmaaRoom({ year: 2026, filingStatus: 'single', magi: 600_000 })).toBeNull();
    expect(irmaaRoom({ year: 2026, filingStatus: 'marriedJoint', magi: -5_000 })).toBe(223_000);
  });
});

describe('irmaa() properties', () => {
  const statuses = fc.constantFrom(...FILING_STATUSES);
  const years = fc.integer({ min: 2020, max: 2032 });

  it('premiums never fall as MAGI rises (each filing status and year)', () => {
    forAll(
      years,
      statuses,
      fc.double({ min: -1e6, max: 2e6, noNaN: true }),
      fc.double({ min: 0, max: 1e6, noNaN: true }),
      (year, filingStatus, magi, more) => {
        const low = irmaa({ year, filingStatus, magi });
        const high = irmaa({ year, filingStatus, magi: magi + more });
        expect(high.partBMonthly).toBeGreaterThanOrEqual(low.partBMonthly);
        expect(high.partDAdjustmentMonthly).toBeGreaterThanOrEqual(low.partDAdjustmentMonthly);
        expect(high.tier).toBeGreaterThanOrEqual(low.tier);
      },
    );
  });

  it('nextThreshold is above the MAGI (or, at the top edge, the start of the top tier); room is never negative', () => {
    forAll(years, statuses, fc.double({ min: 0, max: 1e6, noNaN: true }), (year, filingStatus, magi) => {
      const r = irmaa({ year, filingStatus, magi });
      if (r.nextThreshold !== null) {
        expect(r.nextThreshold).toBeGreaterThanOrEqual(magi);
        expect(irmaa({ year, filingStatus, magi: r.nextThreshold + 1 }).tier).toBeGreaterThan(r.tier);
      } else expect(r.tier).toBe(5);
      expect(irmaaRoom({ year, filingStatus, magi }) ?? 0).toBeGreaterThanOrEqual(0);
    });
  });

  it('bad MAGI (negative, NaN, ±Infinity, 1e308, text) never gives NaN: negative and NaN → standard, huge → top tier', () => {
    forAll(
      years,
      fc.anything(),
      hostileWith(-1, -1e308, 1e308, '1e400', null, undefined),
      (year, filingStatus, magi) => {
        const r = irmaa({ year, filingStatus: filingStatus as FilingStatus, magi: magi as number });
        expectAllFinite(r);
        expectAllFinite(irmaaSurcharge({ year, filingStatus: filingStatus as FilingStatus, magi: magi as number }));
        expect(r.tier).toBeGreaterThanOrEqual(0);
      },
    );
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: NaN }).tier).toBe(0);
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: -50_000 }).tier).toBe(0);
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: Infinity }).tier).toBe(5);
    expect(irmaa({ year: 2026, filingStatus: 'single', magi: 1e308 }).tier).toBe(5);
    expect(irmaa(undefined as never).tier).toBe(0);
  });
});

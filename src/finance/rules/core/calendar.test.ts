import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { RULES_CALENDAR, asTaxYears, newestYear, yearsHeldByAll, yearsOf, type RuleSetId } from './calendar';
import { TAX_IMPACT_YEARS, WITHDRAWAL_CALCULATOR_YEARS, WITHDRAWAL_PLANNER_YEARS } from './toolYears';
import { RMD_TOOL_YEARS } from '../tax/rmdTable';
import { HECM_PLF_RATE_COLUMNS, HECM_PLF_ROWS } from '../home/hecmPlfTable';

/** Today's newest year with official figures, for every rule set a tool depends on (docs/updating-rules.md). */
const NEWEST_OFFICIAL_YEAR = 2026;

describe('rules calendar', () => {
  it('every rule set names a source for every year it holds and says what is known of 2027', () => {
    for (const [id, set] of Object.entries(RULES_CALENDAR)) {
      const years = yearsOf(id as RuleSetId);
      expect(years.length, id).toBeGreaterThan(0);
      for (const year of years) expect(set.sources[year as keyof typeof set.sources], `${id} ${year}`).toMatch(/\S{3}/);
      expect(set.next, id).toMatch(/^2027: /);
    }
  });

  it('the rule sets tools depend on hold 2026, the newest year with official figures', () => {
    for (const id of [
      'taxBrackets',
      'standardDeduction',
      'additional65',
      'capitalGainBands',
      'hsaLimits',
      'medicare',
      'irmaa',
      'rmd',
      'hecmLimit',
      'estateGift',
    ] as const)
      expect(yearsOf(id)[0], id).toBe(NEWEST_OFFICIAL_YEAR);
  });

  it('the RMD rules hold 2022–2026 and the tax-year tools 2023–2026', () => {
    expect(RMD_TOOL_YEARS).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(TAX_IMPACT_YEARS).toEqual([2026, 2025, 2024, 2023]);
    expect(WITHDRAWAL_CALCULATOR_YEARS).toEqual([2026, 2025, 2024, 2023]);
    expect(WITHDRAWAL_PLANNER_YEARS).toEqual([2026, 2025, 2024, 2023]);
  });
});

describe('HUD PLF table in the bundle', () => {
  it('equals src/finance/rules/data/hud-hecm-plf-2017.csv cell by cell (regenerate with scripts/gen-hecm-plf.mjs)', () => {
    const csv = fs
      .readFileSync(path.join(__dirname, '..', 'data', 'hud-hecm-plf-2017.csv'), 'utf8')
      .trim()
      .split(/\r?\n/);
    const [header, ...lines] = csv;
    expect(header!.split(',').slice(1)).toEqual(HECM_PLF_RATE_COLUMNS);
    expect(lines).toHaveLength(38);
    for (const line of lines) {
      const [age, ...factors] = line.split(',');
      expect(HECM_PLF_ROWS[Number(age)], `age ${age}`).toEqual(factors.map(Number));
    }
    expect(Object.keys(HECM_PLF_ROWS)).toHaveLength(38);
  });
});

describe('calendar helpers', () => {
  it('keeps only the years every rule set holds: the RMD table reaches back to 2022, the tax tables to 2023', () => {
    expect(yearsOf('rmd')).toContain(2022);
    expect(yearsHeldByAll(['rmd', 'taxBrackets'])).toEqual(yearsOf('taxBrackets'));
    expect(yearsHeldByAll(['rmd', 'taxBrackets'])).not.toContain(2022);
    expect(yearsHeldByAll(['rmd'])).toEqual(yearsOf('rmd'));
    expect(yearsHeldByAll([])).toEqual([]);
  });

  it('treats as tax years only the years the tax tables hold', () => {
    expect(asTaxYears([2027, 2026, 2023, 2022])).toEqual([2026, 2023]);
  });

  it('gives the newest year as the default, and refuses a tool left with none', () => {
    expect(newestYear([2026, 2025], 'rmd')).toBe(2026);
    expect(() => newestYear([], 'hsa')).toThrow('The rules calendar holds no year for hsa');
  });
});

import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { JOINT_LIFE_MAX_AGE, JOINT_LIFE_MIN_AGE, SINGLE_LIFE_TABLE } from './lifeExpectancyTables';
import { JOINT_LIFE_ROWS } from './jointLifeTable';
import { UNIFORM_LIFETIME_TABLE } from './rmdTable';
import { singleLifeExpectancy } from './lifeExpectancy';
import { jointLifeExpectancy } from './jointLifeExpectancy';

const csv = (name: string) =>
  fs
    .readFileSync(path.join(__dirname, '..', 'data', name), 'utf8')
    .trim()
    .split(/\r?\n/);

describe('IRS Pub. 590-B Table I in the bundle (regenerate with scripts/gen-life-expectancy.mjs)', () => {
  it('equals src/finance/rules/data/irs-590b-table1-single-life.csv cell by cell (121 ages, 0–120)', () => {
    const [header, ...lines] = csv('irs-590b-table1-single-life.csv');
    expect(header).toBe('age,divisor');
    expect(lines).toHaveLength(121);
    expect(SINGLE_LIFE_TABLE).toHaveLength(121);
    for (const line of lines) {
      const [age, divisor] = line.split(',').map(Number) as [number, number];
      expect(SINGLE_LIFE_TABLE[age], `age ${age}`).toBe(divisor);
      expect(singleLifeExpectancy(age)).toBe(divisor);
    }
  });
  it('Pub. 590-B (2025) Table I: 50 → 36.2 (the IRS example), 75 → 14.8; 120 and over → 1.0; a negative or NaN age → null', () => {
    expect(singleLifeExpectancy(50)).toBe(36.2);
    expect(singleLifeExpectancy(75)).toBe(14.8);
    expect(singleLifeExpectancy(120)).toBe(1.0);
    expect(singleLifeExpectancy(135)).toBe(1.0);
    expect(singleLifeExpectancy(-1)).toBeNull();
    expect(singleLifeExpectancy(NaN)).toBeNull();
  });
});

describe('IRS Pub. 590-B Table II in the bundle (regenerate with scripts/gen-life-expectancy.mjs)', () => {
  it('equals src/finance/rules/data/irs-590b-table2-joint-life.csv cell by cell (101 × 101 ages, 20–120)', () => {
    const [header, ...lines] = csv('irs-590b-table2-joint-life.csv');
    expect(header).toBe('owner_age,spouse_age,divisor');
    expect(lines).toHaveLength(101 * 101);
    expect(JOINT_LIFE_ROWS).toHaveLength(101);
    let checked = 0;
    for (const line of lines) {
      const [owner, spouse, divisor] = line.split(',').map(Number) as [number, number, number];
      expect(
        JOINT_LIFE_ROWS[owner - JOINT_LIFE_MIN_AGE]![spouse - JOINT_LIFE_MIN_AGE],
        `owner ${owner}, spouse ${spouse}`,
      ).toBe(divisor);
      expect(jointLifeExpectancy(owner, spouse)).toBe(divisor);
      checked++;
    }
    expect(checked).toBe(10_201);
    expect(JOINT_LIFE_ROWS.every((row) => row.length === JOINT_LIFE_MAX_AGE - JOINT_LIFE_MIN_AGE + 1)).toBe(true);
  });
  it('Pub. 590-B worked example (owner 75, spouse 64 → 25.3); the table is symmetric', () => {
    expect(jointLifeExpectancy(75, 64)).toBe(25.3);
    expect(jointLifeExpectancy(64, 75)).toBe(25.3);
  });
  it('J(x, x − 10) equals the Uniform Lifetime Table (Table III) at every age 72–120: the Uniform table is built from it', () => {
    for (let age = 72; age <= 120; age++)
      expect(jointLifeExpectancy(age, age - 10), `age ${age}`).toBe(UNIFORM_LIFETIME_TABLE[age]);
  });
  it('ages outside 20–120 use the nearest printed age; NaN → null', () => {
    expect(jointLifeExpectancy(125, 64)).toBe(jointLifeExpectancy(120, 64));
    expect(jointLifeExpectancy(75, 15)).toBe(jointLifeExpectancy(75, 20));
    expect(jointLifeExpectancy(NaN, 60)).toBeNull();
  });
});

/** The relative imports of `file` (src/finance/rules/tax/…), followed through every module they reach. */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const visit = (f: string) => {
    if (reached.has(f)) return;
    reached.add(f);
    const text = fs.readFileSync(f, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(f), spec!);
      visit(base.endsWith('.ts') ? base : `${base}.ts`);
    }
  };
  visit(path.join(__dirname, file));
  return reached;
}

describe('Table II stays out of what reads Table I only (a module is bundled whole)', () => {
  it("the inherited IRA's plan and rules reach Table I, never Table II's rows (≈ 1.7 KB gzipped before idle)", () => {
    for (const file of ['../../estate/inheritedIraPlan.ts', '../../estate/inheritedIra.ts', 'lifeExpectancy.ts']) {
      const reached = [...reachedFrom(file)].map((f) => path.basename(f));
      expect(reached, file).toContain('lifeExpectancyTables.ts');
      expect(reached, file).not.toContain('jointLifeTable.ts');
    }
  });
  it('the RMD math reaches Table II through jointLifeExpectancy.ts', () => {
    expect([...reachedFrom('../../tax/rmd.ts')].map((f) => path.basename(f))).toContain('jointLifeTable.ts');
  });
});

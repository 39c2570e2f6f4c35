import { render, screen, within } from '@testing-library/react';
import { calculateRmd } from '../../../finance';
import { scenariosStore } from '../../../storage';
import { ScenarioComparison } from './ScenarioComparison';
import { startEachTestWithEmptyStorage } from '../../../storage/testing/storageTestKit';
import {
  compareInputs,
  compareResults,
  decodeComparisonHash,
  deleteScenario,
  encodeComparisonHash,
  listScenarios,
  saveScenario,
  scenarioInputs,
} from './scenarios';
import type { ComparisonField } from '../core/comparisonFields';
import { RMD_DEFAULTS, RMD_FIELDS, RMD_RESULTS } from '../testing/rmdScenarioFixture';
import { textSummary } from '../layout/textSummary';

const warnings = startEachTestWithEmptyStorage();

const NOW = new Date('2026-11-22T10:00:00Z');

describe('saving scenarios', () => {
  it('keeps named scenarios per tool in a versioned local key', () => {
    expect(saveScenario('rmd', '  At 75 ', { age: 75, balance: 400_000, taxYear: 2026 }, NOW)).toMatchObject({
      ok: true,
      replaced: false,
    });
    expect(JSON.parse(localStorage.getItem('scenarios-rmd')!)).toEqual({
      v: 2,
      data: [
        { name: 'At 75', savedAt: '2026-11-22T10:00:00.000Z', inputs: { age: 75, balance: 400_000, taxYear: 2026 } },
      ],
    });
    expect(listScenarios('hsa')).toEqual([]);
  });

  it('the same name (any case) replaces; a blank name is refused', () => {
    saveScenario('rmd', 'At 75', { age: 75 }, NOW);
    expect(saveScenario('rmd', 'at 75', { age: 76 }, NOW)).toMatchObject({ ok: true, replaced: true });
    expect(listScenarios('rmd')).toHaveLength(1);
    expect(listScenarios('rmd')[0]?.inputs.age).toBe(76);
    expect(saveScenario('rmd', '   ', { age: 1 }, NOW)).toMatchObject({ ok: false, reason: 'no-name' });
  });

  it('keeps at most 10 and says what to do about an eleventh', () => {
    for (let i = 1; i <= 10; i += 1) expect(saveScenario('rmd', `Plan ${i}`, { age: 70 + i }, NOW).ok).toBe(true);
    const eleventh = saveScenario('rmd', 'Plan 11', { age: 90 }, NOW);
    expect(eleventh).toMatchObject({ ok: false, reason: 'full' });
    if (!eleventh.ok) expect(eleventh.message).toMatch(/10 saved scenarios.*Delete one/);
    expect(saveScenario('rmd', 'Plan 3', { age: 99 }, NOW)).toMatchObject({ ok: true, replaced: true });
    expect(deleteScenario('rmd', 'PLAN 1').map((s) => s.name)).not.toContain('Plan 1');
    expect(saveScenario('rmd', 'Plan 11', { age: 90 }, NOW).ok).toBe(true);
  });

  it('corrupt scenarios: a fresh, empty list with a console warning', () => {
    localStorage.setItem('scenarios-rmd', JSON.stringify({ v: 1, data: [{ name: '', savedAt: 'x', inputs: {} }] }));
    expect(listScenarios('rmd')).toEqual([]);
    expect(warnings()).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[storage\] scenarios-rmd: (migration from version 1 gave an )?unexpected shape; starting fresh$/,
      ),
    );
    localStorage.setItem(
      'scenarios-rmd',
      JSON.stringify({ v: 1, data: Array.from({ length: 11 }, (_, i) => ({ name: `P${i}`, savedAt: 1, inputs: {} })) }),
    );
    expect(scenariosStore('rmd').read()).toEqual([]);
  });

  it('reads a saved scenario back typed like the tool’s defaults, dropping unknown fields', () => {
    const inputs = scenarioInputs(RMD_DEFAULTS, {
      name: 'x',
      savedAt: 1,
      inputs: { age: '80', balance: 'lots', colour: 'red' },
    });
    expect(inputs).toEqual({ age: 80, balance: 500_000, taxYear: 2024 });
  });
});

describe('comparing', () => {
  const now = { name: 'Now', inputs: { age: 73, balance: 265_000, taxYear: 2024 } };
  const later = { name: 'Balance grows', inputs: { age: 73, balance: 300_000, taxYear: 2024 } };

  it('marks differing input rows and formats each value', () => {
    expect(compareInputs(RMD_FIELDS, now, later)).toEqual([
      { label: 'Your age at the end of the tax year', a: '73 years', b: '73 years', differs: false },
      { label: 'Account balance', a: '$265,000', b: '$300,000', differs: true },
      { label: 'Tax year', a: '2024', b: '2024', differs: false },
    ]);
  });

  it('key results with the difference, from the finance function (Pub. 590-B divisor 26.5 at 73)', () => {
    const a = { rmdAmount: calculateRmd({ ...now.inputs, taxYear: 2024 }).rmdAmount };
    const b = { rmdAmount: calculateRmd({ ...later.inputs, taxYear: 2024 }).rmdAmount };
    // 265,000 / 26.5 = 10,000; 300,000 / 26.5 = 11,320.75
    expect(compareResults(RMD_RESULTS, a, b)).toEqual([
      { label: 'RMD for the year', a: '$10,000', b: '$11,321', differs: true, difference: '+$1,321' },
    ]);
    expect(compareResults(RMD_RESULTS, b, a)[0]?.difference).toBe('−$1,321');
    expect(compareResults(RMD_RESULTS, a, a)[0]).toMatchObject({ differs: false, difference: 'No difference' });
    expect(compareResults(RMD_RESULTS, { rmdAmount: Number.NaN }, a)[0]?.a).toBe('$0');
  });

  it('choices show the tool’s words; percentages keep their decimals', () => {
    const fields: ComparisonField[] = [
      { key: 'status', label: 'Filing status', options: { single: 'Single', marriedJoint: 'Married filing jointly' } },
      { key: 'rate', label: 'Inflation', format: { style: 'percent' } },
    ];
    const rows = compareInputs(
      fields,
      { name: 'A', inputs: { status: 'single', rate: 2.5 } },
      { name: 'B', inputs: { status: 'marriedJoint', rate: 2.5 } },
    );
    expect(rows.map((r) => [r.a, r.b, r.differs])).toEqual([
      ['Single', 'Married filing jointly', true],
      ['2.5%', '2.5%', false],
    ]);
  });
});

describe('ages in years and months (H1: never “68.92 years”)', () => {
  // A claiming age of 68 and 11 months is 68 + 11/12 = 68.9166… years; 70 − 68 11/12 = 1 1/12 years, 13 months.
  const age: ComparisonField = { key: 'claimAge', label: 'Claiming age', format: { style: 'age' } };
  const elevenMonths = 68 + 11 / 12;

  it('a key result reads as years and months, and so does the difference', () => {
    const [row] = compareResults([{ ...age, format: { style: 'age' } }], { claimAge: elevenMonths }, { claimAge: 70 });
    expect(row).toMatchObject({
      a: '68 years and 11 months',
      b: '70 years',
      differs: true,
      difference: '+1 year and 1 month',
    });
    expect(JSON.stringify(row)).not.toContain('68.92');
    expect(
      compareResults([{ ...age, format: { style: 'age' } }], { claimAge: 70 }, { claimAge: 69 + 1 / 12 })[0]
        ?.difference,
    ).toBe('−11 months');
    expect(
      compareResults([{ ...age, format: { style: 'age' } }], { claimAge: 67 }, { claimAge: 67 + 1 / 12 })[0]?.b,
    ).toBe('67 years and 1 month');
  });

  it('the input table and the readable text summary write the same words', () => {
    const [row] = compareInputs(
      [age],
      { name: 'A', inputs: { claimAge: elevenMonths } },
      { name: 'B', inputs: { claimAge: 62 } },
    );
    expect([row?.a, row?.b]).toEqual(['68 years and 11 months', '62 years']);
    const text = textSummary({
      title: 'Test',
      date: '2026-01-15',
      fields: [age],
      inputs: { claimAge: elevenMonths },
      sections: [],
    });
    expect(text).toContain('Claiming age: 68 years and 11 months');
    expect(text).not.toContain('68.92');
  });
});

describe('sharing a comparison as a link fragment', () => {
  it('round-trips both sides with their names, versioned', () => {
    const hash = encodeComparisonHash(
      'rmd',
      { name: 'Now & then', inputs: { age: 73, balance: 265_000, taxYear: 2024 } },
      { name: 'Later', inputs: { age: 75, balance: 300_000, taxYear: 2026 } },
    );
    expect(hash).toMatch(/^#compare=rmd&v=1&/);
    expect(decodeComparisonHash('rmd', hash, RMD_DEFAULTS)).toEqual({
      a: { name: 'Now & then', inputs: { age: 73, balance: 265_000, taxYear: 2024 } },
      b: { name: 'Later', inputs: { age: 75, balance: 300_000, taxYear: 2026 } },
    });
  });

  it('ignores another tool’s, an unknown version’s or a plain tool link; junk values fall back to defaults', () => {
    expect(decodeComparisonHash('hsa', '#compare=rmd&v=1', RMD_DEFAULTS)).toBeNull();
    expect(decodeComparisonHash('rmd', '#compare=rmd&v=2', RMD_DEFAULTS)).toBeNull();
    expect(decodeComparisonHash('rmd', '#tool=rmd&v=1&age=80', RMD_DEFAULTS)).toBeNull();
    const junk = decodeComparisonHash('rmd', '#compare=rmd&v=1&a.age=abc&b.balance=1e999&b.evil=1', RMD_DEFAULTS);
    expect(junk).toEqual({
      a: { name: 'Scenario A', inputs: RMD_DEFAULTS },
      b: { name: 'Scenario B', inputs: RMD_DEFAULTS },
    });
  });
});

describe('ScenarioComparison', () => {
  it('is two tables with row and column headers; differing rows say so in words', () => {
    const a = { name: 'Now', inputs: { age: 73, balance: 265_000, taxYear: 2024 } };
    const b = { name: 'Balance grows', inputs: { age: 73, balance: 300_000, taxYear: 2024 } };
    render(
      <ScenarioComparison
        aName={a.name}
        bName={b.name}
        inputRows={compareInputs(RMD_FIELDS, a, b)}
        resultRows={compareResults(RMD_RESULTS, { rmdAmount: 10_000 }, { rmdAmount: 11_320.75 })}
      />,
    );
    expect(screen.getByText('1 of 3 inputs differ between “Now” and “Balance grows”.')).toBeInTheDocument();
    const inputs = screen.getByRole('table', { name: 'Inputs compared' });
    expect(
      within(inputs)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Input', 'Now', 'Balance grows', 'Same or different']);
    const balance = within(inputs).getByRole('row', { name: /Account balance/ });
    expect(within(balance).getByRole('rowheader')).toHaveTextContent('Account balance');
    expect(balance).toHaveTextContent('Differs');
    expect(within(inputs).getByRole('row', { name: /Tax year/ })).toHaveTextContent('Same');
    const results = screen.getByRole('table', { name: 'Key results compared' });
    expect(within(results).getByRole('row', { name: /RMD for the year/ })).toHaveTextContent('$10,000$11,321+$1,321');
  });
});

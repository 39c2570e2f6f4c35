import { render, screen, within } from '@testing-library/react';
import { compareResults, encodeComparisonHash } from '../shared/scenarios/scenarios';
import { startEachTestFresh } from '../shared/testing/toolTestKit';
import { DEFAULTS } from './fields';
import { scenario } from './scenario';
import { TaxImpactCalculator } from './TaxImpactCalculator';

startEachTestFresh();

// The hand-worked couple of src/finance/tax/widowsTax.test.ts: both 70 at the end of 2026, Social Security 48,000 (yours
// 30,000, your spouse's 18,000), traditional IRA withdrawals 60,000, 2026 tables, a death in 2027.
const couple: typeof DEFAULTS = {
  ...DEFAULTS,
  filingStatus: 'marriedJoint',
  age: 70,
  spouseAge: 70,
  socialSecurity: 48_000,
  spouseSocialSecurity: 18_000,
  traditionalWithdrawals: 60_000,
  taxYear: 2026,
  deathYear: 2027,
};
const noDeath = { ...couple, deathYear: 0 };
const SURVIVOR_ROWS = ['Survivor’s tax, first year as single', 'Change in tax after the death, that year'];

describe('tax impact scenarios: the widow’s tax among the key results (H2)', () => {
  it('a year of death gives the survivor’s first single year, from the tool’s own widowsTax (hand-worked in widowsTax.test.ts)', async () => {
    await scenario.prepare?.();
    // 2028: joint 5,804 (AGI 100,000, deduction 47,500, taxable 52,500 → 2,480 + 12 % × 27,700) → single 8,347.60
    // (you keep your own 30,000; AGI 85,500, deduction 23,520, taxable 61,980 → 1,240 + 4,560 + 22 % × 11,580): +2,543.60.
    const r = scenario.results(couple);
    expect(r.totalTax).toBeCloseTo(5_804, 9); // 2026 at 70 and 70: the same joint return as 2028's (both 65 or older either way)
    expect(r.survivorTax).toBeCloseTo(8_347.6, 9);
    expect(r.survivorTaxChange).toBeCloseTo(2_543.6, 9);
    const rows = compareResults(
      scenario.resultFields,
      r,
      scenario.results({ ...couple, traditionalWithdrawals: 120_000 }),
    );
    // Traditional 120,000: joint 14,635.12 → single 22,737.20, +8,102.08 (widowsTax.test.ts, the premiums case).
    expect(
      rows.filter((row) => SURVIVOR_ROWS.includes(row.label)).map((row) => [row.a, row.b, row.difference]),
    ).toEqual([
      ['$8,348', '$22,737', '+$14,390'],
      ['$2,544', '$8,102', '+$5,558'],
    ]);
  });

  it('without a year of death (or on a single return) the rows are left out, or read “Does not apply” beside one that has it', async () => {
    await scenario.prepare?.();
    const without = scenario.results(noDeath);
    expect(Number.isNaN(without.survivorTax)).toBe(true);
    expect(Number.isFinite(without.totalTax)).toBe(true);
    expect(
      compareResults(scenario.resultFields, without, scenario.results({ ...noDeath, filingStatus: 'single' })).map(
        (row) => row.label,
      ),
    ).toEqual(['Federal income tax', 'Taxable income', 'Taxable Social Security']);
    const mixed = compareResults(scenario.resultFields, without, scenario.results(couple));
    expect(mixed.find((row) => row.label === SURVIVOR_ROWS[0])).toEqual({
      label: SURVIVOR_ROWS[0],
      a: 'Does not apply',
      b: '$8,348',
      differs: true,
      difference: 'Does not apply',
    });
    expect(JSON.stringify(mixed)).not.toMatch(/NaN|\$0/);
  });

  it('a shared comparison of a plan with a year of death and one without opens with both, the survivor’s rows included', async () => {
    window.history.replaceState(
      null,
      '',
      `/tools/tax-impact${encodeComparisonHash('tax-impact', { name: 'No death', inputs: noDeath }, { name: 'Death in 2027', inputs: couple })}`,
    );
    render(<TaxImpactCalculator title="Tax Impact Calculator" />);
    const results = await screen.findByRole('table', { name: 'Key results compared' });
    const survivor = within(results).getByRole('row', { name: /^Survivor’s tax, first year as single/ });
    expect(survivor).toHaveTextContent('Does not apply$8,348Does not apply');
    expect(within(results).getByRole('row', { name: /^Change in tax after the death/ })).toHaveTextContent('$2,544');
    expect(within(results).getByRole('row', { name: /^Federal income tax/ })).toHaveTextContent('No difference');
  });
});

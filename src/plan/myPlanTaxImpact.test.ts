import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../tools/TaxImpactCalculator/fields';
import { toolSection } from './myPlanModel';
import { PLAN_TOOLS } from './myPlanTools';

// The hand-worked couple of src/finance/tax/widowsTax.test.ts: both 70, Social Security 48,000 (the spouse's 18,000),
// traditional withdrawals 60,000, 2026; a death in 2027 → the survivor's 2028 tax 8,347.60, 2,543.60 more than joint.
const couple = {
  ...DEFAULTS,
  filingStatus: 'marriedJoint',
  age: 70,
  spouseAge: 70,
  socialSecurity: 48_000,
  spouseSocialSecurity: 18_000,
  traditionalWithdrawals: 60_000,
  taxYear: 2026,
};

describe('My plan: the tax impact section and the widow’s tax (H2)', () => {
  const entry = PLAN_TOOLS.find((e) => e.toolId === 'tax-impact')!;

  it('loads the on-demand widow’s-tax calculation with the descriptor and shows the survivor’s rows for a year of death', async () => {
    const scenario = await entry.load!();
    const section = toolSection(entry, scenario, {
      inputs: { ...couple, deathYear: 2027 },
      scenarios: [],
      corrupt: false,
    });
    expect(section.status).toBe('done');
    if (section.status !== 'done') return;
    expect(section.results.slice(3)).toEqual([
      { label: 'Survivor’s tax, first year as single', value: '$8,348' },
      { label: 'Change in tax after the death, that year', value: '$2,544' },
    ]);
  });

  it('without a year of death the survivor’s rows are left out, not shown as NaN or $0, and the section is not marked corrupt', async () => {
    const scenario = await entry.load!();
    const section = toolSection(entry, scenario, { inputs: couple, scenarios: [], corrupt: false });
    expect(section.status).toBe('done');
    if (section.status !== 'done') return;
    expect(section.results.map((r) => r.label)).toEqual([
      'Federal income tax',
      'Taxable income',
      'Taxable Social Security',
    ]);
  });
});

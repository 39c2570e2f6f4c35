import { decodeToolHash, encodeToolHash, mergeKnown } from './toolState';
import { calculateTaxImpact } from '../../../finance/tax/taxImpact';
import { calculateRmd, type RmdTaxYear } from '../../../finance/tax/rmd';
import type { TaxYear } from '../../../finance/core/types';
import { DEFAULTS as TAX_IMPACT_DEFAULTS } from '../../TaxImpactCalculator/fields';
import { DEFAULTS as RMD_DEFAULTS } from '../../RmdCalculator/fields';
import { DEFAULTS as PLANNER_DEFAULTS } from '../../WithdrawalPlanner/fields';

describe('tool state in the URL fragment', () => {
  const defaults = { age: 72, balance: 500000, taxYear: '2024', spouse: false };

  it('round-trips through the fragment', () => {
    const hash = encodeToolHash('rmd', { ...defaults, age: 75 });
    expect(hash).toBe('#tool=rmd&v=2&age=75&balance=500000&taxYear=2024&spouse=false');
    expect(mergeKnown(defaults, decodeToolHash('rmd', hash))).toEqual({ ...defaults, age: 75 });
  });

  it('ignores fragments of other tools, other versions and table-of-contents anchors', () => {
    expect(decodeToolHash('rmd', '#section-2')).toBeNull();
    expect(decodeToolHash('rmd', '#tool=roth-conversion&v=1&age=3')).toBeNull();
    expect(decodeToolHash('rmd', '#tool=rmd&v=0&age=3')).toBeNull();
  });

  it('drops unknown fields and values of the wrong type', () => {
    const merged = mergeKnown(defaults, { age: 'abc', balance: '1e400', evil: '<script>', spouse: 'maybe' });
    expect(merged).toEqual(defaults);
  });

  it('without a field list, reads each value by the default’s type', () => {
    const plain = { n: 1, b: true, s: 'x' };
    expect(mergeKnown(plain, { n: '42', b: 'false', s: 5 })).toEqual({ n: 42, b: false, s: '5' });
    expect(mergeKnown(plain, { n: '', b: 'maybe', s: { a: 1 } })).toEqual(plain);
  });
});

describe('a shared link or saved inputs naming an older year keep that year (G2)', () => {
  // The tools now open on 2026; only the default moved, so an explicit older year must survive.
  const taxDefaults = { ...TAX_IMPACT_DEFAULTS, taxYear: TAX_IMPACT_DEFAULTS.taxYear as number };
  const rmdDefaults = { ...RMD_DEFAULTS, taxYear: RMD_DEFAULTS.taxYear as number };

  it('a link made when the tool opened on 2023 still computes 2023', () => {
    const fields = decodeToolHash(
      'tax-impact',
      '#tool=tax-impact&v=1&filingStatus=single&age=66&pensionIncome=40000&taxYear=2023',
    );
    const inputs = mergeKnown(taxDefaults, fields);
    expect(inputs.taxYear).toBe(2023);
    expect(calculateTaxImpact({ ...inputs, filingStatus: 'single', taxYear: inputs.taxYear as TaxYear }).taxYear).toBe(
      2023,
    );
  });

  it('saved session inputs with RMD tax year 2022 keep 2022 (and its 50 % excise)', () => {
    const inputs = mergeKnown(rmdDefaults, { age: 75, balance: 100_000, taxYear: 2022 });
    expect(inputs.taxYear).toBe(2022);
    expect(calculateRmd({ ...inputs, taxYear: inputs.taxYear as RmdTaxYear }).penaltyRate).toBe(50);
  });

  it('inputs saved without a year (before the withdrawal tools had one) open on the newest year', () => {
    const planner = {
      ...PLANNER_DEFAULTS,
      filingStatus: PLANNER_DEFAULTS.filingStatus as string,
      taxYear: PLANNER_DEFAULTS.taxYear as number,
    };
    expect(mergeKnown(planner, { currentAge: 70 }).taxYear).toBe(2026);
  });
});

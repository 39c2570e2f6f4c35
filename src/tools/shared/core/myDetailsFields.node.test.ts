import { tool as rmd } from '../../RmdCalculator/tool';
import { tool as planner } from '../../WithdrawalPlanner/tool';
import { tool as withdrawal } from '../../WithdrawalCalculator/tool';
import { hintWithSource, prefillFromMyDetails, rederivePrefilled } from './myDetailsFields';

const rmdStart = { age: 72, balance: 500_000, taxYear: 2024 };

describe('prefillFromMyDetails', () => {
  it('fills only answered fields and names them', () => {
    const { inputs, prefilled } = prefillFromMyDetails(rmdStart, rmd.scenario.myDetails!, { birthYear: 1951 }, 2026);
    expect(inputs).toEqual({ age: 73, balance: 500_000, taxYear: 2024 });
    expect([...prefilled]).toEqual(['age']);
  });

  it('with no map or no answers, returns the defaults untouched', () => {
    expect(prefillFromMyDetails(rmdStart, undefined, { birthYear: 1951 }, 2026).inputs).toEqual(rmdStart);
    expect(prefillFromMyDetails(rmdStart, rmd.scenario.myDetails!, {}, 2026).prefilled.size).toBe(0);
  });

  it('skips a filing status the tool cannot use (the planner has no head of household)', () => {
    // The planner's ages are at the end of its tax year (the plan's first year).
    const start = {
      taxYear: 2026,
      currentAge: 65,
      filingStatus: 'marriedJoint',
      incomeNeedInAll: 60_000,
      traditionalBalance: 1,
      rothBalance: 1,
      taxableBalance: 1,
    };
    const head = prefillFromMyDetails(start, planner.scenario.myDetails!, { filingStatus: 'headOfHousehold' }, 2026);
    expect(head.inputs.filingStatus).toBe('marriedJoint');
    const single = prefillFromMyDetails(
      start,
      planner.scenario.myDetails!,
      { filingStatus: 'single', birthYear: 1960 },
      2026,
    );
    expect(single.inputs).toMatchObject({ filingStatus: 'single', currentAge: 66 });
  });

  it('puts the whole traditional total under the IRA and empties the 401(k), so nothing is counted twice', () => {
    const start = { age: 65, traditional401k: 500_000, traditionalIRA: 200_000, roth401k: 100_000, rothIRA: 50_000 };
    const { inputs, prefilled } = prefillFromMyDetails(
      start,
      withdrawal.scenario.myDetails!,
      { traditionalSavings: 420_000 },
      2026,
    );
    expect(inputs).toEqual({
      age: 65,
      traditional401k: 0,
      traditionalIRA: 420_000,
      roth401k: 100_000,
      rothIRA: 50_000,
    });
    expect([...prefilled].sort()).toEqual(['traditional401k', 'traditionalIRA']);
  });
});

describe('rederivePrefilled', () => {
  it('an age still from My details follows a new tax year; a typed one does not', () => {
    const changedYear = { age: 73, balance: 500_000, taxYear: 2026 };
    expect(
      rederivePrefilled(changedYear, rmd.scenario.myDetails!, new Set(['age']), { birthYear: 1951 }, 2026).age,
    ).toBe(75);
    expect(rederivePrefilled(changedYear, rmd.scenario.myDetails!, new Set(), { birthYear: 1951 }, 2026).age).toBe(73);
  });
});

describe('hintWithSource', () => {
  it('leads with "From My details" only while prefilled', () => {
    expect(hintWithSource(true)).toBe('From My details');
    expect(hintWithSource(true, 'Before tax.')).toBe('From My details. Before tax.');
    expect(hintWithSource(false, 'Before tax.')).toBe('Before tax.');
    expect(hintWithSource(false)).toBeUndefined();
  });
});

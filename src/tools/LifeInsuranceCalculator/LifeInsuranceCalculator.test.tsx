import { screen, within } from '@testing-library/react';
import { LifeInsuranceCalculator } from './LifeInsuranceCalculator';
import { SHOWN_ONLY, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <LifeInsuranceCalculator title="Life Insurance Needs Calculator" />,
  'Your life insurance need',
);

describe('LifeInsuranceCalculator', () => {
  it('shows the defaults’ answer: 712,833 (lifeInsurance.test.ts "defaults" known answer)', () => {
    const r = renderResults();
    // 60,000 × (1.03^10 − 1) / 0.03 = 687,832.76 + 10,000 + 150,000 + 15,000 − 150,000 = 712,832.76.
    expect(within(r).getAllByText('$712,833').length).toBeGreaterThan(0);
    const table = within(r).getByRole('table', { name: 'How the need adds up' });
    expect(within(table).getByRole('row', { name: /Income replacement \$687,833/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total needs \$862,833/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Less: existing life insurance −\$100,000/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Less: savings and investments −\$50,000/ })).toBeInTheDocument();
    expect(within(r).getByText('What makes up the need')).toBeInTheDocument();
    expect(within(r).getByText(/often called DIME/)).toBeInTheDocument();
  });

  it('groups the inputs as the brief asks', () => {
    renderTool();
    for (const legend of ['Income to replace', 'Debts and final expenses', 'Education', 'What you already have']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
  });

  it('recalculates live: enough existing cover leaves nothing to buy and reports the surplus', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Existing life insurance/, '1000000');
    // Needs 862,832.76 − resources 1,050,000 → 0 needed, 187,167.24 to spare.
    expect(within(results()).getAllByText('$0').length).toBeGreaterThan(0);
    expect(within(results()).getByText(/\$187,167 to spare/, SHOWN_ONLY)).toBeInTheDocument();
  });

  it('education costs add one for one; too many years are capped with a plain message', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Education costs to fund/, '80000');
    expect(within(results()).getAllByText('$792,833').length).toBeGreaterThan(0);
    const years = screen.getByRole('textbox', { name: /^Years of income needed/ });
    await user.clear(years);
    await user.type(years, '100');
    await user.tab();
    expect(screen.getByText(/The most you can enter is 50 years/)).toBeInTheDocument();
    expect(years).toHaveValue('50');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'life-insurance', [
      { field: /^Years of income needed/, text: '0', param: 'yearsOfIncome', shown: '0' },
    ]);
    // lifeInsurance.test.ts: no years of income → 175,000 − 150,000 = 25,000.
    expect(within(results()).getAllByText('$25,000').length).toBeGreaterThan(0);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LtcCalculator } from './LtcCalculator';
import { choose, expectCapped, openOptions, toolUnderTest, expectInLink } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <LtcCalculator title="LTC Insurance Calculator" />,
  'Your long-term care estimate',
);
describe('LtcCalculator', () => {
  it('shows the SPEC §3 defaults (age 55, home care) and no results until Calculate is pressed, as SPEC §4 asks of the LTC tool', () => {
    const r = renderResults();
    expect(within(r).getByText('Press Calculate to see your estimate.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('55');
    expect(screen.getByRole('combobox', { name: /^Gender/ })).toHaveTextContent('Male');
    expect(screen.getByRole('combobox', { name: /^Where you live/ })).toHaveTextContent('National average');
    expect(screen.getByRole('combobox', { name: /^Your health/ })).toHaveTextContent('Excellent');
    expect(screen.getByRole('combobox', { name: /^Type of care/ })).toHaveTextContent('Home care');
    expect(screen.getByRole('combobox', { name: /^How long care might last/ })).toHaveTextContent('3 years');
    expect(screen.getByRole('combobox', { name: /^Daily benefit/ })).toHaveTextContent('$200 a day');
    expect(screen.getByRole('combobox', { name: /^Waiting period/ })).toHaveTextContent('90 days');
    expect(screen.getByRole('combobox', { name: /^Inflation protection/ })).toHaveTextContent('Compound');
    expect(screen.getByRole('combobox', { name: /^How long benefits are paid/ })).toHaveTextContent('3 years');
  });

  it('calculates the ltc.test.ts known answer (SPEC §3 defaults, §9 premium model)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(within(r).getByText('$280')).toBeInTheDocument(); // home 280 × national 1
    expect(within(r).getByText('3 years of home care at national average prices.')).toBeInTheDocument();
    expect(within(r).getByText('$102,200')).toBeInTheDocument();
    expect(within(r).getAllByText('$306,600').length).toBeGreaterThan(0); // total care = self-insurance
    expect(within(r).getByText('$300')).toBeInTheDocument(); // recommended benefit
    expect(within(r).getByText('$212')).toBeInTheDocument(); // 212.44 a month
    expect(within(r).getByText('$2,549')).toBeInTheDocument(); // 2,549.31 a year
    expect(within(r).getAllByText('$63,733').length).toBeGreaterThan(0); // × 25 years
    expect(within(r).getByText('$242,867')).toBeInTheDocument(); // savings
    expect(within(r).getByText('Paid over 25 years.')).toBeInTheDocument();
    expect(within(r).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    expect(within(r).getByText(/preferred rates/)).toBeInTheDocument();
    expect(within(r).getByText(/pays for home care/)).toBeInTheDocument();
    expect(within(r).getByText('Cost of care compared with premiums')).toBeInTheDocument();
  });

  it('offers the SPEC option lists with readable names', async () => {
    const { user } = renderTool();
    expect(await openOptions(user, /^Where you live/)).toEqual([
      'National average',
      'California',
      'Florida',
      'Texas',
      'New York',
      'Pennsylvania',
      'Illinois',
      'Ohio',
      'Georgia',
      'North Carolina',
      'Michigan',
    ]);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Type of care/)).toEqual([
      'Home care',
      'Assisted living',
      'Nursing home',
      'Mixed (home and facility)',
    ]);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^How long care might last/)).toEqual(['2 years', '3 years', '4 years', '5 years']);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Daily benefit/)).toEqual([
      '$150 a day',
      '$200 a day',
      '$250 a day',
      '$300 a day',
      '$400 a day',
    ]);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Waiting period/)).toEqual(['0 days', '30 days', '60 days', '90 days', '180 days']);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Inflation protection/)).toEqual([
      'None',
      'Simple',
      'Compound',
      'CPI (follows the Consumer Price Index)',
    ]);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^How long benefits are paid/)).toEqual([
      '2 years',
      '3 years',
      '4 years',
      '5 years',
      '10 years',
      'Lifetime',
    ]);
  });

  it('results stay until recalculated: New York nursing home costs 400 × 1.38 = 552 a day (ltc.test.ts)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await choose(user, /^Where you live/, 'New York');
    await choose(user, /^Type of care/, 'Nursing home');
    expect(within(results()).getByText('$280')).toBeInTheDocument();
    expect(within(results()).getByText(/Press Calculate to update/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(within(results()).getByText('$552')).toBeInTheDocument();
    expect(within(results()).getByText('$201,480')).toBeInTheDocument();
    expect(within(results()).getByText('$400')).toBeInTheDocument(); // no option covers 552
  });

  it('caps age at 85 with a plain message', async () => {
    renderTool();
    await expectCapped(/^Your age/, '90', /The most you can enter is 85 years/, '85');
  });

  it('restores a scenario from the URL fragment: California assisted living for 5 years, lifetime benefits', async () => {
    window.history.replaceState(
      null,
      '',
      '/#tool=ltc-insurance&v=1&state=california&careSetting=assisted&careDuration=5&benefitPeriod=lifetime',
    );
    const { user } = renderTool();
    expect(screen.getByRole('combobox', { name: /^How long benefits are paid/ })).toHaveTextContent('Lifetime');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // ltc.test.ts: 350 × 1.45 = 507.5 a day; × 365 × 5 = 926,187.50.
    expect(within(results()).getByText('$508')).toBeInTheDocument();
    expect(within(results()).getAllByText('$926,188').length).toBeGreaterThan(0);
  });

  it('writes changes to the URL fragment', async () => {
    const { user } = renderTool();
    await choose(user, /^How long benefits are paid/, 'Lifetime');
    await expectInLink('tool=ltc-insurance', 'benefitPeriod=lifetime');
  });

  describe('today’s dollars', () => {
    const year = new Date().getFullYear();
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });

    it('converts the 25 level premiums at 2 %: 2,549.31 × Σ 1.02^−t (t = 0…24) = $50,767; savings 306,600 − 50,767 = $255,833', async () => {
      const user = userEvent.setup();
      render(<LtcCalculator title="Long-Term Care Insurance Calculator" />);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      await user.click(toggle());
      const r = results();
      expect(within(r).getByText(`Total premiums, in ${year} dollars`)).toBeInTheDocument();
      expect(within(r).getAllByText('$50,767').length).toBeGreaterThan(0);
      expect(within(r).getByText('$255,833')).toBeInTheDocument();
      // Care is already at today's prices; this year's premium is the same.
      expect(within(r).getAllByText('$306,600').length).toBeGreaterThan(0);
      expect(within(r).getByText('$2,549')).toBeInTheDocument();
      expect(
        within(r).getByRole('table', { name: new RegExp(`Cost of care compared with premiums, in ${year} dollars`) }),
      ).toBeInTheDocument();
      expect(within(r).queryByText(/You have changed some details/)).not.toBeInTheDocument();
    });

    it('is kept in saved inputs and after a re-render; old saved inputs without it load in nominal dollars', async () => {
      const user = userEvent.setup();
      localStorage.setItem(
        'tool-inputs-ltc-insurance',
        JSON.stringify({ v: 1, data: { age: 60, benefitPeriod: '3' } }),
      );
      const { unmount } = render(<LtcCalculator title="Long-Term Care Insurance Calculator" />);
      expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('60');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(toggle()).not.toBeChecked();
      expect(within(results()).queryByText(/^Total premiums, in/)).not.toBeInTheDocument();
      await user.click(toggle());
      expect(JSON.parse(localStorage.getItem('tool-inputs-ltc-insurance') ?? '{}').data).toMatchObject({
        age: 60,
        todaysDollars: true,
      });
      unmount();
      render(<LtcCalculator title="Long-Term Care Insurance Calculator" />);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(toggle()).toBeChecked();
      expect(within(results()).getByText(`Total premiums, in ${year} dollars`)).toBeInTheDocument();
    });
  });
});

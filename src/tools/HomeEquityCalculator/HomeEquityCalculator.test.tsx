import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeEquityCalculator } from './HomeEquityCalculator';
import { expectCapped, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <HomeEquityCalculator title="Home Equity Calculator" />,
  'Your home equity',
);

describe('HomeEquityCalculator', () => {
  it('shows the spec defaults’ answer: 150,000 equity, 37.5 %, excellent (SPEC §9 defaults: value 400,000, balance 250,000)', () => {
    const r = renderResults();
    expect(within(r).getAllByText('$150,000').length).toBeGreaterThan(0);
    expect(within(r).getByText(/You own 37\.5%/)).toBeInTheDocument();
    expect(within(r).getByText('Excellent equity position')).toBeInTheDocument();
    // Amortisation: 250,000 at 6.5 % over 20 years → 1,863.93 a month (shown without cents).
    expect(within(r).getByText('$1,864')).toBeInTheDocument();
  });

  it('recalculates live when the balance changes, and the status words follow (SPEC §4 bands at 10 % and 20 % equity)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Mortgage balance/, '380000');
    const r = results();
    // 400,000 − 380,000 = 20,000 → 5 % → Limited.
    expect(within(r).getAllByText('$20,000').length).toBeGreaterThan(0);
    expect(within(r).getByText(/You own 5\.0%/)).toBeInTheDocument();
    expect(within(r).getByText('Limited')).toBeInTheDocument();
  });

  it('shows "Good" from 10 % to under 20 % equity (SPEC §4 grades that band Good)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Mortgage balance/, '340000');
    const r = results();
    // 400,000 − 340,000 = 60,000 → 15 % → Good.
    expect(within(r).getByText(/You own 15\.0%/)).toBeInTheDocument();
    expect(within(r).getByText('Good')).toBeInTheDocument();
  });

  it('caps the rate at 20 % (SPEC §5: 0 to 20) and says so in plain words', async () => {
    renderTool();
    await expectCapped(/^Interest rate/, '25', /The most you can enter is 20%/, '20');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'home-equity', [
      { field: /^Home value/, text: '500000', param: 'homeValue', shown: '500,000' },
    ]);
  });

  describe('today’s dollars', () => {
    const year = new Date().getFullYear();
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });
    /** A paid-off $400,000 home gaining 2 % a year for 10 years: 400,000 × 1.02^10 = 487,597.77. */
    const openPaidOffLink = () =>
      window.history.replaceState(
        null,
        '',
        '/#tool=home-equity&v=1&homeValue=400000&mortgageBalance=0&annualAppreciation=2&yearsProjection=10',
      );

    it('a home that only keeps pace with 2 % inflation is worth the same today: $487,598 in 10 years → $400,000', async () => {
      const user = userEvent.setup();
      openPaidOffLink();
      renderTool();
      expect(toggle()).not.toBeChecked();
      expect(within(results()).getByText('Equity in 10 years')).toBeInTheDocument();
      expect(within(results()).getAllByText('$487,598').length).toBeGreaterThan(0);
      await user.click(toggle());
      const r = results();
      expect(within(r).getByText(`Equity in 10 years, in ${year} dollars`)).toBeInTheDocument();
      expect(within(r).queryByText('$487,598')).not.toBeInTheDocument();
      const table = within(r).getByRole('table', { name: new RegExp(`How your equity may grow, in ${year} dollars`) });
      // Every year of the chart's table is $400,000 in today's dollars (home value and equity columns).
      expect(within(table).getAllByText('$400,000').length).toBe(2 * 11);
      expect(JSON.parse(localStorage.getItem('tool-inputs-home-equity') ?? '{}').data.todaysDollars).toBe(true);
    });

    it('is kept after a re-render from saved inputs; old saved inputs without it load in nominal dollars', async () => {
      const user = userEvent.setup();
      localStorage.setItem(
        'tool-inputs-home-equity',
        JSON.stringify({ v: 1, data: { homeValue: 500000, mortgageBalance: 0 } }),
      );
      const { unmount } = renderTool();
      expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveValue('500,000');
      expect(toggle()).not.toBeChecked();
      await user.click(toggle());
      unmount();
      renderTool();
      expect(toggle()).toBeChecked();
      expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveValue('500,000');
      expect(
        within(results()).getByText(new RegExp(`^Equity in \\d+ years?, in ${year} dollars$`)),
      ).toBeInTheDocument();
    });
  });
});

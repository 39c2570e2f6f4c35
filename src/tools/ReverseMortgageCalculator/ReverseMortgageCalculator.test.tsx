import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReverseMortgageCalculator } from './ReverseMortgageCalculator';
import {
  SHOWN_ONLY,
  expectCapped,
  expectFragmentRoundTrip,
  setField,
  toolUnderTest,
  expectInLink,
} from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <ReverseMortgageCalculator title="Reverse Mortgage Calculator" />,
  'Your reverse mortgage estimate',
);

describe('ReverseMortgageCalculator', () => {
  it('shows the defaults’ answer (reverseMortgage.test.ts known answers)', () => {
    const r = renderResults();
    // HUD PLF table (ML 2017-12) row 70, column 6.000 %: 0.415 × 400,000 = 166,000; − 8,000 MIP − 6,000 origination − 3,000 closing − 50,000 payoff = 99,000.
    expect(within(r).getByText('$166,000')).toBeInTheDocument();
    expect(within(r).getByText('$8,000')).toBeInTheDocument();
    expect(within(r).getByText('$6,000')).toBeInTheDocument();
    expect(within(r).getByText('$3,000')).toBeInTheDocument();
    expect(within(r).getByText('$50,000')).toBeInTheDocument();
    expect(within(r).getAllByText('$99,000').length).toBeGreaterThanOrEqual(3); // headline, net line, credit line
    expect(within(r).getByText('$32,600')).toBeInTheDocument(); // first-year lump sum: 99,600 − 67,000
    expect(within(r).getByText('$626')).toBeInTheDocument(); // tenure payment 625.75
    expect(within(r).getByText('Eligible')).toBeInTheDocument();
    expect(within(r).getByText(/Eligible by age\. Estimates only/)).toBeInTheDocument();
    expect(within(r).getByText(/Equal monthly payments for as long as you live in the home/)).toBeInTheDocument();
    expect(within(r).getByText(/unused part of a HECM line of credit grows/)).toBeInTheDocument();
    expect(within(r).getByText(/In the first year you can draw up to the first-year limit/)).toBeInTheDocument();
    expect(within(r).getByText('How an unused line of credit grows')).toBeInTheDocument();
    // reverseMortgage.test.ts: 178,008.40 after 10 years.
    expect(within(r).getByText(/could grow to about \$189,306 in 10 years/)).toBeInTheDocument();
  });

  it('says plainly when the youngest borrower is under 62, and shows no figures', async () => {
    renderTool();
    await setField(/^Age of the youngest borrower/, '60');
    const r = results();
    expect(within(r).getByText('Not eligible')).toBeInTheDocument();
    expect(within(r).getByText(/the youngest borrower must be at least 62/, SHOWN_ONLY)).toBeInTheDocument();
    expect(within(r).queryByText('Money available to you')).not.toBeInTheDocument();
  });

  it('explains a shortfall when the mortgage exceeds what the HECM can lend', async () => {
    renderTool();
    await setField(/^Mortgage still owed/, '300000');
    const r = results();
    // 67,000 − 50,000 + 300,000 − 160,091.68 = 156,908.32.
    expect(within(r).getByText(/bring about \$151,000 in cash to closing/, SHOWN_ONLY)).toBeInTheDocument();
    expect(within(r).getByText('Cash needed at closing')).toBeInTheDocument();
    expect(within(r).getByText('Cash you would bring to closing')).toBeInTheDocument();
  });

  it('names the HUD table row and column it used in "How this is calculated"', () => {
    renderTool();
    expect(screen.getByText('0.415: HUD table row age 70, column 6.000 %')).toBeInTheDocument();
  });

  it('gives no estimate above HUD’s highest expected rate (18.875 %), and caps the input at 20 % (docs/methodology.md)', async () => {
    renderTool();
    await setField(/^Expected interest rate/, '19');
    const r = results();
    expect(within(r).getByText('No estimate')).toBeInTheDocument();
    expect(
      within(r).getByText(/HUD's principal limit table stops at an expected rate of 18\.875 %/, SHOWN_ONLY),
    ).toBeInTheDocument();
    expect(within(r).queryByText('Money available to you')).not.toBeInTheDocument();
    await expectCapped(/^Expected interest rate/, '25', /The most you can enter is 20%/);
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'reverse-mortgage', [
      { field: /^Mortgage still owed/, text: '100000', param: 'mortgageBalance', shown: '100,000' },
    ]);
    // reverseMortgage.test.ts: payoff 100,000 → net 43,091.68, lump sum 16,009.17.
    expect(within(results()).getAllByText('$49,000').length).toBeGreaterThan(0);
    expect(within(results()).getByText('$16,600')).toBeInTheDocument();
  });

  describe('today’s dollars', () => {
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });

    it('converts the credit line’s growth at 2 % from the FHA limit year: $189,306.19 in 10 years is $155,297 today (÷ 1.02^10); today’s figures stay', async () => {
      const { user } = renderTool();
      expect(toggle()).not.toBeChecked();
      await user.click(toggle());
      const r = results();
      const year = new Date().getFullYear();
      expect(within(r).getByText(`How an unused line of credit grows, in ${year} dollars`)).toBeInTheDocument();
      expect(
        within(r).getByText(new RegExp(`could grow to about \\$155,297 in 10 years, in ${year} dollars\\.`)),
      ).toBeInTheDocument();
      expect(within(r).getByText('$166,000')).toBeInTheDocument();
      expect(
        within(r).getByText(
          `The line of credit in later years in ${year} dollars = amount ÷ (1 + 2%)^(years after ${year})`,
        ),
      ).toBeInTheDocument();
    });

    it('is kept in the link and after a re-render; an old link without it loads in nominal dollars', async () => {
      const user = userEvent.setup();
      window.history.replaceState(null, '', '/#tool=reverse-mortgage&v=1&homeValue=500000');
      const { unmount } = renderTool();
      expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveValue('500,000');
      expect(toggle()).not.toBeChecked();
      await user.click(toggle());
      await expectInLink('todaysDollars=true');
      unmount();
      renderTool();
      expect(toggle()).toBeChecked();
      expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveValue('500,000');
    });
  });
});

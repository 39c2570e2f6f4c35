import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeEquityCalculator } from './HomeEquityCalculator';
import { startEachTestFresh } from '../shared/toolTestKit';

startEachTestFresh();

describe('HomeEquityCalculator', () => {
  it('shows the spec defaults’ answer: 150,000 equity, 37.5 %, excellent (SPEC §9 defaults)', () => {
    render(<HomeEquityCalculator title="Home Equity Calculator" />);
    const results = screen.getByRole('region', { name: 'Your home equity' });
    expect(within(results).getAllByText('$150,000').length).toBeGreaterThan(0);
    expect(within(results).getByText(/You own 37\.5%/)).toBeInTheDocument();
    expect(within(results).getByText('Excellent equity position')).toBeInTheDocument();
    // Amortisation: 250,000 at 6.5 % over 20 years → 1,863.93 a month (shown without cents).
    expect(within(results).getByText('$1,864')).toBeInTheDocument();
  });

  it('recalculates live when the balance changes, and the status words follow (SPEC §4 bands)', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(<HomeEquityCalculator title="Home Equity Calculator" />);
    const balance = screen.getByRole('textbox', { name: /^Mortgage balance/ });
    await user.clear(balance);
    await user.type(balance, '380000');
    await user.tab();
    const results = screen.getByRole('region', { name: 'Your home equity' });
    // 400,000 − 380,000 = 20,000 → 5 % → Limited.
    expect(within(results).getAllByText('$20,000').length).toBeGreaterThan(0);
    expect(within(results).getByText(/You own 5\.0%/)).toBeInTheDocument();
    expect(within(results).getByText('Limited')).toBeInTheDocument();
  });

  it('shows "Good" from 10 % to under 20 % equity (SPEC §4)', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(<HomeEquityCalculator title="Home Equity Calculator" />);
    const balance = screen.getByRole('textbox', { name: /^Mortgage balance/ });
    await user.clear(balance);
    await user.type(balance, '340000');
    await user.tab();
    const results = screen.getByRole('region', { name: 'Your home equity' });
    // 400,000 − 340,000 = 60,000 → 15 % → Good.
    expect(within(results).getByText(/You own 15\.0%/)).toBeInTheDocument();
    expect(within(results).getByText('Good')).toBeInTheDocument();
  });

  it('caps the interest rate at 20 % (SPEC §5) and says so in plain words', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(<HomeEquityCalculator title="Home Equity Calculator" />);
    const rate = screen.getByRole('textbox', { name: /^Interest rate/ });
    await user.clear(rate);
    await user.type(rate, '25');
    await user.tab();
    expect(rate).toHaveValue('20');
    expect(screen.getByText(/The most you can enter is 20%/)).toBeInTheDocument();
  });

  it('encodes the scenario in the URL fragment and restores it', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { unmount } = render(<HomeEquityCalculator title="Home Equity Calculator" />);
    const value = screen.getByRole('textbox', { name: /^Home value/ });
    await user.clear(value);
    await user.type(value, '500000');
    await user.tab();
    expect(window.location.hash).toContain('tool=home-equity');
    expect(window.location.hash).toContain('homeValue=500000');
    unmount();
    render(<HomeEquityCalculator title="Home Equity Calculator" />);
    expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveValue('500,000');
  });
});

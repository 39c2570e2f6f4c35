import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HsaCalculator } from './HsaCalculator';
import { DEFAULTS } from './fields';
import {
  choose,
  clickOptions,
  expectFragmentRoundTrip,
  expectOnlyThePrompt,
  toolUnderTest,
  typeInto,
  expectInLink,
} from '../shared/testing/toolTestKit';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
const { renderTool, results, renderResults } = toolUnderTest(
  <HsaCalculator title="HSA Strategy Calculator" />,
  'Your HSA strategy',
);

describe('HsaCalculator', () => {
  it('shows a prompt and no figures until Analyze is pressed (SPEC §4: a prompt first, then the analysis)', () => {
    expectOnlyThePrompt(renderResults(), 'Press Analyze to see your HSA strategy.', (r) => r.queryByText('$913'));
  });

  it('spec defaults: 24,759 after 5 years, 421,907 at 65, tax savings 913 and 27,390 (src/finance/health/hsa.test.ts known answers)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
    const r = results();
    expect(within(r).getAllByText('$421,907').length).toBeGreaterThan(0);
    expect(within(r).getAllByText('$24,759').length).toBeGreaterThan(0);
    expect(within(r).getByText('$913')).toBeInTheDocument();
    expect(within(r).getByText('$27,390')).toBeInTheDocument();
    // Age 35 → the first allocation band (SPEC §9: ages 20 to 45, 80–90 % stocks).
    const mix = within(r).getByRole('table', { name: /Suggested mix for age 35/ });
    expect(within(mix).getByText('80–90%')).toBeInTheDocument();
    expect(within(mix).getByText('10–20%')).toBeInTheDocument();
    expect(within(mix).getByText('0–5%')).toBeInTheDocument();
    expect(within(r).getByText(/Your HSA balance is zero/)).toBeInTheDocument();
  });

  it('keeps the results until Analyze is pressed again (results stay; a note says they are out of date)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
    await typeInto(user, /^Expected yearly return/, '0');
    expect(within(results()).getByText(/You have changed some details/)).toBeInTheDocument();
    expect(within(results()).getAllByText('$24,759').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
    // 0 % return: 5 × 4,150 = 20,750.
    expect(within(results()).getAllByText('$20,750').length).toBeGreaterThan(0);
    expect(within(results()).queryByText(/You have changed some details/)).not.toBeInTheDocument();
  });

  it('Enter in a field analyses too', async () => {
    const { user } = renderTool();
    await user.type(screen.getByRole('textbox', { name: /^Your age/ }), '{Enter}');
    expect(within(results()).getByText('$913')).toBeInTheDocument();
  });

  it('caps the contribution at the coverage limit, saying so; family and catch-up raise it (Rev. Proc. 2025-19 §3, 26 USC §223(b)(3))', async () => {
    const { user } = renderTool();
    const contribution = screen.getByRole('textbox', { name: /^Yearly contribution/ });
    expect(contribution).toHaveAccessibleDescription(
      /The most you may put in for 2026 with self-only coverage is \$4,400\./,
    );
    await user.clear(contribution);
    await user.type(contribution, '9000');
    await user.tab();
    expect(screen.getByText('The most you can enter is $4,400. We used $4,400.')).toBeInTheDocument();
    expect(contribution).toHaveValue('4,400');

    await choose(user, /^Health plan coverage/, 'Family coverage');
    const age = screen.getByRole('textbox', { name: /^Your age/ });
    await user.clear(age);
    await user.type(age, '56');
    await user.tab();
    expect(contribution).toHaveAccessibleDescription(
      /family coverage is \$9,750, including the \$1,000 catch-up allowed from age 55\./,
    ); // 8,750 + 1,000
  });

  it('offers the limit years 2026 (default), 2025 and 2024, newest first, and the seven tax brackets', async () => {
    const { user } = renderTool();
    expect(screen.getByRole('combobox', { name: /^Contribution limits for/ })).toHaveTextContent('2026');
    expect(await clickOptions(user, /^Contribution limits for/)).toEqual(['2026', '2025', '2024']);
    await user.keyboard('{Escape}');
    await choose(user, /^Contribution limits for/, '2024');
    expect(screen.getByRole('textbox', { name: /^Yearly contribution/ })).toHaveAccessibleDescription(
      /for 2024 with self-only coverage is \$4,150\./,
    );
    await user.click(screen.getByRole('combobox', { name: /^Tax bracket now/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(7);
    for (const rate of ['10%', '12%', '22%', '24%', '32%', '35%', '37%'])
      expect(screen.getByRole('option', { name: rate })).toBeInTheDocument();
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'hsa', [
      { field: /^HSA balance today/, text: '12000', param: 'currentHSA', shown: '12,000' },
    ]);
  });

  describe('today’s dollars', () => {
    const year = DEFAULTS.limitYear;
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });

    it('relabels the figures and the chart: $421,907 in 30 years at 2 % is $232,923 today (421,907 / 1.02^30)', async () => {
      const { user } = renderTool();
      await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
      expect(toggle()).not.toBeChecked();
      expect(toggle()).toHaveAccessibleDescription(/in \d{4} dollars.*2% a year.*Federal Reserve/);
      await user.click(toggle());
      const r = results();
      expect(within(r).getByText(`Projected HSA balance at retirement, in ${year} dollars`)).toBeInTheDocument();
      expect(within(r).getAllByText('$232,923').length).toBeGreaterThan(0);
      // 913 a year for 30 years, each deflated: 913 × Σ 1.02^−t (t = 0…29) = 20,856.92
      expect(within(r).getByText('$20,857')).toBeInTheDocument();
      // This year's figures do not change.
      expect(within(r).getByText('$913')).toBeInTheDocument();
      expect(
        within(r).getByRole('table', { name: new RegExp(`How your HSA may grow, in ${year} dollars`) }),
      ).toBeInTheDocument();
      // A display choice, not a new calculation: the results are not out of date.
      expect(within(r).queryByText(/You have changed some details/)).not.toBeInTheDocument();
      expect(within(r).getByText(new RegExp(`divided by the rise in prices from ${year}`))).toBeInTheDocument();
    });

    it('is kept in the saved inputs and the link, and after a re-render', async () => {
      const { user, unmount } = renderTool();
      await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
      await user.click(toggle());
      expect(JSON.parse(localStorage.getItem('tool-inputs-hsa') ?? '{}').data.todaysDollars).toBe(true);
      await expectInLink('todaysDollars=true');
      unmount();
      renderTool();
      await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
      expect(toggle()).toBeChecked();
      expect(
        within(results()).getByText(`Projected HSA balance at retirement, in ${year} dollars`),
      ).toBeInTheDocument();
    });

    it('old saved inputs and old links without the choice still load, in nominal dollars', async () => {
      const user = userEvent.setup();
      localStorage.setItem('tool-inputs-hsa', JSON.stringify({ v: 1, data: { age: 40, currentHSA: 5000 } }));
      const { unmount } = renderTool();
      expect(screen.getByRole('textbox', { name: /^HSA balance today/ })).toHaveValue('5,000');
      await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
      expect(toggle()).not.toBeChecked();
      expect(within(results()).getByText('Projected HSA balance at retirement')).toBeInTheDocument();
      unmount();
      window.history.replaceState(null, '', '/#tool=hsa&v=1&currentHSA=7000');
      renderTool();
      expect(screen.getByRole('textbox', { name: /^HSA balance today/ })).toHaveValue('7,000');
      await user.click(screen.getByRole('button', { name: 'Analyze my HSA' }));
      expect(toggle()).not.toBeChecked();
    });
  });
});

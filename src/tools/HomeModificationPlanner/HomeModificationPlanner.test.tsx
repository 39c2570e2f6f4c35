import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeModificationPlanner } from './HomeModificationPlanner';
import { resultsRegion, startEachTestFresh, expectInLink } from '../shared/testing/toolTestKit';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
startEachTestFresh();

const results = resultsRegion('Your modification plan');
const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},? `) });
const priority = (name: string) => screen.getByRole('combobox', { name: `Priority for ${name}` });
const phase = (name: string) => screen.getByRole('heading', { name: new RegExp(`^${name} \\(`) }).closest('li')!;

describe('HomeModificationPlanner', () => {
  it('shows the 24 SPEC §3 items by category, nothing chosen, budget 5,000, 6 months, and no budget message', () => {
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    const toggles = screen.getAllByRole('button', { pressed: false });
    expect(toggles).toHaveLength(24);
    for (const [category, count] of [
      ['Bathroom', 5],
      ['Mobility', 5],
      ['Kitchen', 4],
      ['Safety', 4],
      ['Lighting', 3],
      ['Flooring', 3],
    ] as const) {
      expect(
        within(screen.getByRole('group', { name: category })).getAllByRole('button', { pressed: false }),
      ).toHaveLength(count);
    }
    expect(screen.getByRole('textbox', { name: /^Budget/ })).toHaveValue('5,000');
    expect(screen.getByRole('combobox', { name: /^Timeline/ })).toHaveTextContent('6 months');
    expect(within(results()).queryByText(/Budget exceeded|Within budget/)).not.toBeInTheDocument();
    expect(within(results()).getByText('No items chosen yet. Choose items to build your plan.')).toBeInTheDocument();
    expect(priority('Grab bars')).toHaveValue('none');
    expect(
      within(priority('Grab bars'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No priority set', 'High', 'Medium', 'Low']);
  });

  it('known answer (src/finance/home/homeModification.test.ts): grab bars (high) + stair lift → "Within budget - $1,850 remaining"', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    await user.selectOptions(priority('Grab bars'), 'high');
    await user.click(item('Grab bars'));
    await user.click(item('Stair lift'));
    expect(item('Grab bars')).toHaveAttribute('aria-pressed', 'true');
    const r = results();
    expect(within(r).getByText('Within budget - $1,850 remaining')).toBeInTheDocument();
    expect(within(r).queryByText(/Consider prioritizing/)).not.toBeInTheDocument();
    const totals = within(r).getByText('High priority').closest('dl')!;
    expect(within(totals).getByText('$150')).toBeInTheDocument();
    expect(within(totals).getAllByText('$3,150').length).toBeGreaterThan(0);
    expect(within(phase('Immediate')).getByText('Grab bars: $150')).toBeInTheDocument();
    expect(within(phase('Long-term')).getByText('Stair lift: $3,000')).toBeInTheDocument();
    expect(within(phase('Short-term')).getByText('No items in this phase.')).toBeInTheDocument();
  });

  it('known answer: everything selected (11,950) on 5,000 → "Budget exceeded by $6,950" with the hint', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    for (const toggle of screen.getAllByRole('button', { pressed: false })) await user.click(toggle);
    expect(within(results()).getByText('Budget exceeded by $6,950')).toBeInTheDocument();
    expect(
      within(results()).getByText('Consider prioritizing high-priority items or increasing your budget.'),
    ).toBeInTheDocument();
  });

  it('a second click takes the item out; the message goes when the total is back to 0', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    await user.click(item('Ramp'));
    expect(within(results()).getByText('Within budget - $3,800 remaining')).toBeInTheDocument();
    await user.click(item('Ramp'));
    expect(item('Ramp')).toHaveAttribute('aria-pressed', 'false');
    // The message on screen goes at once; the polite status keeps the last summary until the new one
    // has settled (ResultsRegion's SUMMARY_SETTLE_MS), so a slow run may still find it there.
    expect(
      within(results()).queryByText(/Within budget/, { ignore: 'script, style, [data-results-summary]' }),
    ).not.toBeInTheDocument();
  });

  it('Space and Enter on a card toggle it (keyboard)', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    item('Night lights').focus();
    await user.keyboard(' ');
    expect(item('Night lights')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(item('Night lights')).toHaveAttribute('aria-pressed', 'false');
  });

  it('setting a priority does not toggle selection, and the priority is written in words on the card (SPEC §4: priority is set through a dropdown, and cards are styled by priority)', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    await user.selectOptions(priority('Handrails'), 'medium');
    expect(item('Handrails')).toHaveAttribute('aria-pressed', 'false');
    expect(item('Handrails')).toHaveAccessibleDescription(/Medium priority\./);
    expect(within(results()).queryByText(/Within budget/)).not.toBeInTheDocument();
    await user.click(item('Handrails'));
    expect(within(phase('Short-term')).getByText('Handrails: $400')).toBeInTheDocument();
  });

  it('a budget below 0 is raised to 0 and says so; over-budget then shows', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    await user.click(item('Night lights'));
    const budget = screen.getByRole('textbox', { name: /^Budget/ });
    await user.clear(budget);
    await user.type(budget, '-100');
    await user.tab();
    expect(screen.getByText(/The least you can enter is \$0/)).toBeInTheDocument();
    expect(within(results()).getByText('Budget exceeded by $50')).toBeInTheDocument();
  });

  it('a 3-month timeline flags the phases that start after it', async () => {
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    await user.click(screen.getByRole('combobox', { name: /^Timeline/ }));
    await user.click(await screen.findByRole('option', { name: '3 months' }));
    expect(
      within(phase('Medium-term')).getByText('This phase starts after your 3 months timeline.'),
    ).toBeInTheDocument();
    expect(within(phase('Short-term')).queryByText(/starts after/)).not.toBeInTheDocument();
  });

  it('keeps selections and priorities in session storage, so they survive leaving the page', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<HomeModificationPlanner title="Home Modification Planner" />);
    await user.click(item('Ramp'));
    await user.selectOptions(priority('Ramp'), 'high');
    unmount();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    expect(item('Ramp')).toHaveAttribute('aria-pressed', 'true');
    expect(priority('Ramp')).toHaveValue('high');
    expect(within(phase('Immediate')).getByText('Ramp: $1,200')).toBeInTheDocument();
  });

  it('starts fresh if the stored selections are corrupt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('tool-inputs-home-modification-selections', '{"v":1,"data":[{"id":"ramp","selected":"yes"}]}');
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(24);
    warn.mockRestore();
  });

  it('encodes budget and timeline in the URL fragment and restores them', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<HomeModificationPlanner title="Home Modification Planner" />);
    const budget = screen.getByRole('textbox', { name: /^Budget/ });
    await user.clear(budget);
    await user.type(budget, '2000');
    await user.tab();
    await expectInLink('tool=home-modification', 'budget=2000');
    unmount();
    sessionStorage.clear();
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    expect(screen.getByRole('textbox', { name: /^Budget/ })).toHaveValue('2,000');
  });
});

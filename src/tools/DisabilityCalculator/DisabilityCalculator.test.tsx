import { screen, within } from '@testing-library/react';
import { DisabilityCalculator } from './DisabilityCalculator';
import {
  choose,
  expectCapped,
  expectOnlyThePrompt,
  openOptions,
  toolUnderTest,
  expectInLink,
} from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <DisabilityCalculator title="Disability Insurance Calculator" />,
  'Your disability insurance estimate',
);
describe('DisabilityCalculator', () => {
  it('prompts before Calculate is pressed and shows nothing calculated (SPEC §4: the disability tool prompts until Calculate)', () => {
    expectOnlyThePrompt(renderResults(), 'Press Calculate to see your estimate.', (r) =>
      r.queryByText('Monthly benefit'),
    );
  });

  it('shows the answer for the SPEC §9 defaults (age 35, 75,000, 60 %) on Calculate, as disability.test.ts works it out', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    // 60 % × 75,000 / 12 = 3,750 (< 80 % × 5,000); premium 35 × 3,750 / 1,000 = 131.25.
    expect(within(r).getAllByText('$3,750').length).toBeGreaterThan(0);
    expect(within(r).getByText('$45,000')).toBeInTheDocument();
    expect(within(r).getByText('60%')).toBeInTheDocument();
    expect(within(r).getByText('90 days')).toBeInTheDocument();
    expect(within(r).getByText('To age 65')).toBeInTheDocument();
    expect(within(r).getByText('$131')).toBeInTheDocument();
    expect(within(r).getByText('$1,575')).toBeInTheDocument();
    expect(within(r).getByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
    expect(within(r).getByText(/consider about \$3,750 a month/)).toBeInTheDocument();
  });

  it('keeps results until recalculated; Enter in a field calculates (expense cap: 150,000 → 4,000, 32 %)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const income = screen.getByRole('textbox', { name: /^Yearly income before tax/ });
    await user.clear(income);
    await user.type(income, '150000');
    await user.tab();
    expect(within(results()).getAllByText('$3,750').length).toBeGreaterThan(0);
    expect(within(results()).getByText(/Press Calculate to update/)).toBeInTheDocument();
    await user.type(income, '{Enter}');
    expect(within(results()).getAllByText('$4,000').length).toBeGreaterThan(0);
    expect(within(results()).getByText('32%')).toBeInTheDocument();
    expect(within(results()).getByText('$140')).toBeInTheDocument();
    expect(within(results()).queryByText(/Press Calculate to update/)).not.toBeInTheDocument();
  });

  it('offers the SPEC §5 option lists in readable words', async () => {
    const { user } = renderTool();
    expect(await openOptions(user, /^Type of work/)).toEqual([
      'Professional (office-based)',
      'Managerial',
      'Sales',
      'Technical',
      'Manual work',
      'High-risk work',
    ]);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Waiting period/)).toEqual(['30 days', '60 days', '90 days', '180 days', '1 year']);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^How long benefits are paid/)).toEqual([
      '2 years',
      '5 years',
      'To age 65',
      'Lifetime',
    ]);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Your health/)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    await user.keyboard('{Escape}');
    expect(await openOptions(user, /^Gender/)).toEqual(['Male', 'Female']);
  });

  it('echoes the waiting and benefit periods in words; manual, excellent, 1 year, 2 years → 74.42 (disability.test.ts)', async () => {
    const { user } = renderTool();
    await choose(user, /^Type of work/, 'Manual work');
    await choose(user, /^Your health/, 'Excellent');
    await choose(user, /^Waiting period/, '1 year');
    await choose(user, /^How long benefits are paid/, '2 years');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(within(r).getByText('1 year')).toBeInTheDocument();
    expect(within(r).getByText('2 years')).toBeInTheDocument();
    expect(within(r).getByText('$74')).toBeInTheDocument();
    expect(within(r).getByText(/long waiting period/)).toBeInTheDocument();
  });

  it('the coverage slider has a typed twin that caps at 80 % with a plain message; age caps at 65', async () => {
    renderTool();
    expect(screen.getByRole('slider', { name: /^Share of income to replace/ })).toHaveAttribute('aria-valuemin', '40');
    await expectCapped(/^Share of income to replace/, '95', /The most you can enter is 80%/);
    await expectCapped(/^Your age/, '70', /The most you can enter is 65 years/);
  });

  it('restores a scenario from the URL fragment (age 55 → 281.25 and the over-50 advice)', async () => {
    window.history.replaceState(null, '', '/#tool=disability&v=1&age=55');
    const { user } = renderTool();
    expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('55');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(within(results()).getByText('$281')).toBeInTheDocument();
    expect(within(results()).getByText(/Premiums rise with age/)).toBeInTheDocument();
  });

  it('writes changes to the URL fragment', async () => {
    const { user } = renderTool();
    await choose(user, /^Waiting period/, '180 days');
    await expectInLink('tool=disability', 'eliminationPeriod=180');
  });
});

import { screen, within } from '@testing-library/react';
import { MedicareCostCalculator } from './MedicareCostCalculator';
import { choose, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';
import { DEFAULTS } from './fields';
import { scenario } from './scenario';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
const { renderTool, results, renderResults } = toolUnderTest(
  <MedicareCostCalculator title="Medicare Cost Calculator" />,
  'Your Medicare costs',
);

describe('MedicareCostCalculator', () => {
  it('defaults, CMS 2026: 202.90 + 38.99 + 150 = 391.89 a month; × 12 + 283 + 1,500 = 6,485.68 (src/finance/health/medicareCost.test.ts)', () => {
    const r = renderResults();
    expect(within(r).getAllByText('$6,486').length).toBeGreaterThan(0);
    expect(within(r).getAllByText('$392').length).toBeGreaterThan(0);
    const table = within(r).getByRole('table', { name: 'What each person pays in 2026' });
    expect(within(table).getByRole('rowheader', { name: 'Part B premium' })).toBeInTheDocument();
    expect(within(table).getByText('$2,435')).toBeInTheDocument(); // 202.90 × 12 = 2,434.80
    expect(within(table).getByText('$283')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Part B premium/ })).toHaveAccessibleDescription(
      /2026 standard premium: \$202\.90 \(CMS\)/,
    );
  });

  it('changing the year resets the CMS figures, replacing an edit (2025: 6,218.36; 2024: 6,052.80)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Part B premium/, '300');
    await choose(user, /^Year/, '2025');
    expect(screen.getByRole('textbox', { name: /^Part B premium/ })).toHaveValue('185');
    expect(screen.getByRole('textbox', { name: /^Part B deductible/ })).toHaveValue('257');
    expect(screen.getByRole('textbox', { name: /^Part D drug plan premium/ })).toHaveValue('36.78');
    expect(within(results()).getAllByText('$6,218').length).toBeGreaterThan(0);
    await choose(user, /^Year/, '2024');
    expect(within(results()).getAllByText('$6,053').length).toBeGreaterThan(0);
  });

  it('Medicare Advantage: 202.90 + 20 = 222.90 a month; × 12 + 1,500 = 4,174.80; no Part D or Medigap lines', async () => {
    const { user } = renderTool();
    await choose(user, /^Type of coverage/, 'Medicare Advantage');
    expect(screen.queryByRole('textbox', { name: /^Medigap premium/ })).not.toBeInTheDocument();
    const premium = screen.getByRole('textbox', { name: /^Medicare Advantage premium/ });
    await user.clear(premium);
    await user.type(premium, '20');
    await user.tab();
    expect(within(results()).getAllByText('$4,175').length).toBeGreaterThan(0);
    expect(within(results()).getAllByText('$223').length).toBeGreaterThan(0);
    expect(within(results()).queryByRole('rowheader', { name: 'Part D premium' })).not.toBeInTheDocument();
  });

  it('two people double the totals: 2 × 6,485.68 = 12,971.36', async () => {
    const { user } = renderTool();
    await choose(user, /^Who is covered/, 'Two of us (a couple)');
    expect(within(results()).getAllByText('$12,971').length).toBeGreaterThan(0);
    expect(within(results()).getByText('Total for the year, per person')).toBeInTheDocument();
  });

  it('opens with the MAGI not entered: the standard premiums, said to be assumed; a $0 typed is an answer with the room below the first 2026 threshold (109,000) (issue I6, item 2)', async () => {
    const { user } = renderTool();
    const r = results();
    expect(screen.getByRole('textbox', { name: /^Your income two years ago \(MAGI\)/ })).toHaveValue('');
    expect(within(r).getByText('Not worked out')).toBeInTheDocument();
    expect(r).toHaveTextContent('Your 2024 MAGI is not entered, so these figures use the standard premiums');
    expect(within(r).queryByText('Room before the next income threshold')).not.toBeInTheDocument();
    await typeInto(user, /^Your income two years ago \(MAGI\)/, '0');
    expect(within(results()).getByText('Standard premium (no income-related adjustment)')).toBeInTheDocument();
    expect(within(results()).getByText('Your 2024 MAGI of $0 is up to $109,000.')).toBeInTheDocument();
    expect(within(results()).getByText('$109,000')).toBeInTheDocument();
    expect(within(results()).queryByText(/SSA-44/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Your income two years ago \(MAGI\)/ })).toHaveAccessibleDescription(
      /2024 tax return, which sets 2026 premiums: your adjusted gross income plus any tax-exempt interest/,
    );
  });

  it('a couple filing jointly with 2024 MAGI 300,000: tier 2, 5,769.60 of adjustments for both, 42,000 of room, SSA-44 note', async () => {
    const { user } = renderTool();
    await choose(user, /^Who is covered/, 'Two of us (a couple)');
    await choose(user, /^Filing status on that tax return/, 'Married filing jointly');
    await typeInto(user, /^Your income two years ago/, '300000');
    const r = results();
    expect(within(r).getByText('Tier 2 of 5')).toBeInTheDocument();
    expect(within(r).getByText('Your 2024 MAGI of $300,000 is over $274,000 and up to $342,000.')).toBeInTheDocument();
    // (202.90 + 37.50) × 12 × 2 = 5,769.60; next tier 342,000 − 300,000 = 42,000 away, adding (121.70 + 22.90) × 12 = 1,735.20 each.
    expect(within(r).getByText('Income-related adjustments for both of you')).toBeInTheDocument();
    expect(within(r).getByText('$5,770')).toBeInTheDocument();
    expect(within(r).getByText('$42,000')).toBeInTheDocument();
    expect(
      within(r).getByText('The next tier starts over $342,000 of MAGI and would add $1,735 a year each.'),
    ).toBeInTheDocument();
    expect(within(r).getByText(/form SSA-44/)).toBeInTheDocument();
    expect(within(r).getAllByRole('rowheader', { name: 'Part B IRMAA' }).length).toBeGreaterThan(0);
  });

  it('a MAGI over the most allowed gets a plain sentence, never NaN: 10 million used, top tier', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your income two years ago/, '99999999999');
    expect(screen.getByText('The most you can enter is $10,000,000. We used $10,000,000.')).toBeInTheDocument();
    expect(within(results()).getByText('Tier 5 of 5')).toBeInTheDocument();
    expect(within(results()).getByText('None: this is the top tier')).toBeInTheDocument();
    expect(results().textContent).not.toMatch(/NaN/);
  });

  it('a negative MAGI gets a plain sentence and counts as 0 (standard premium)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your income two years ago/, '-5000');
    expect(screen.getByText('The least you can enter is $0. We used $0.')).toBeInTheDocument();
    expect(within(results()).getByText('Standard premium (no income-related adjustment)')).toBeInTheDocument();
  });

  it('scenarios and comparisons carry the income, the filing status and the IRMAA results (2026 single 150,000: tier 2, 2,884.80)', () => {
    expect(scenario.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['filingStatus', 'magi']));
    expect(scenario.fields.find((f) => f.key === 'filingStatus')?.options?.marriedJoint).toBe('Married filing jointly');
    expect(scenario.results({ ...DEFAULTS, magi: 150_000 })).toMatchObject({ irmaaTier: 2, irmaaTotal: 2884.8 });
    expect(scenario.myDetails?.filingStatus?.from).toEqual(['filingStatus']);
  });

  it('a shared link with an unknown filing status and a text MAGI opens on single and the MAGI not entered, never NaN', () => {
    window.history.replaceState(null, '', '/#tool=medicare-cost&v=1&filingStatus=widowed&magi=lots');
    renderTool();
    expect(screen.getByRole('combobox', { name: /^Filing status on that tax return/ })).toHaveTextContent('Single');
    expect(within(results()).getByText('Not worked out')).toBeInTheDocument();
    expect(results().textContent).not.toMatch(/NaN/);
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'medicare-cost', [
      { field: /^Expected copays/, text: '2500', param: 'expectedOutOfPocket', shown: '2,500' },
    ]);
    // 6,485.68 + 1,000.
    expect(within(results()).getAllByText('$7,486').length).toBeGreaterThan(0);
  });
});

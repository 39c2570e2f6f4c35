import { screen, within } from '@testing-library/react';
import { MedicareCostCalculator } from './MedicareCostCalculator';
import { choose, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/toolTestKit';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const { renderTool, results, renderResults } = toolUnderTest(<MedicareCostCalculator title="Medicare Cost Calculator" />, 'Your Medicare costs');

describe('MedicareCostCalculator', () => {
  it('defaults, CMS 2026: 202.90 + 38.99 + 150 = 391.89 a month; × 12 + 283 + 1,500 = 6,485.68 (src/finance/medicareCost.test.ts)', () => {
    const r = renderResults();
    expect(within(r).getAllByText('$6,486').length).toBeGreaterThan(0);
    expect(within(r).getAllByText('$392').length).toBeGreaterThan(0);
    const table = within(r).getByRole('table', { name: 'What each person pays in 2026' });
    expect(within(table).getByRole('rowheader', { name: 'Part B premium' })).toBeInTheDocument();
    expect(within(table).getByText('$2,435')).toBeInTheDocument(); // 202.90 × 12 = 2,434.80
    expect(within(table).getByText('$283')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Part B premium/ })).toHaveAccessibleDescription(/2026 standard premium: \$202\.90 \(CMS\)/);
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

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'medicare-cost', [{ field: /^Expected copays/, text: '2500', param: 'expectedOutOfPocket', shown: '2,500' }]);
    // 6,485.68 + 1,000.
    expect(within(results()).getAllByText('$7,486').length).toBeGreaterThan(0);
  });
});

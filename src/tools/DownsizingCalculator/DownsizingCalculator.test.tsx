import { screen, within } from '@testing-library/react';
import { DownsizingCalculator } from './DownsizingCalculator';
import { expectCapped, expectFragmentRoundTrip, toolUnderTest } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults, resultsAfterTyping } = toolUnderTest(
  <DownsizingCalculator title="Downsizing Calculator" />,
  'What downsizing could mean for you',
);

describe('DownsizingCalculator', () => {
  it('shows the defaults’ answer (downsizing.test.ts known answers)', () => {
    const r = renderResults();
    // 450,000 − 27,000 − 100,000 − 300,000 − 6,000 − 5,000 = 12,000.
    expect(within(r).getByText('Cash freed by the move')).toBeInTheDocument();
    expect(within(r).getByText('$12,000')).toBeInTheDocument();
    expect(within(r).getAllByText('$2,488').length).toBeGreaterThan(0); // 2,487.50 before
    expect(within(r).getAllByText('$883').length).toBeGreaterThan(0); // 883.33 after
    expect(within(r).getAllByText('$1,604').length).toBeGreaterThan(0); // savings
    expect(within(r).getByText('$204,500')).toBeInTheDocument(); // 12,000 + 1,604.17 × 120
    expect(within(r).getByText('Right away: the move frees cash')).toBeInTheDocument();
    // The comparison sits full width under the inputs and results, outside the live region.
    const beforeAndAfter = screen.getByRole('region', { name: 'Before and after' });
    const table = within(beforeAndAfter).getByRole('table', { name: /Home value and monthly costs/ });
    expect(within(table).getAllByRole('row')).toHaveLength(9); // header + 8 rows
    expect(within(table).getByRole('row', { name: 'Total monthly cost $2,488 $883 $1,604' })).toBeInTheDocument();
    expect(within(r).getByText('Monthly costs: current home and new home')).toBeInTheDocument();
  });

  it('a pricier new home needs cash; break-even after 63 months (downsizing.test.ts)', async () => {
    const r = await resultsAfterTyping([/^Price of the new home/, '400000']);
    expect(within(r).getByText('Cash you would need to add')).toBeInTheDocument();
    expect(within(r).getByText('$90,000')).toBeInTheDocument();
    expect(within(r).getByText('63 months')).toBeInTheDocument();
  });

  it('higher running costs and cash needed → never breaks even, said in words', async () => {
    const r = await resultsAfterTyping([/^Price of the new home/, '400000'], [/^New monthly mortgage payment/, '3000']);
    expect(within(r).getByText('Never at these figures')).toBeInTheDocument();
    expect(within(r).getByText('Extra cost each month')).toBeInTheDocument();
    expect(within(r).getByText('Worse off over 10 years')).toBeInTheDocument();
  });

  it('caps selling costs at 20 % with a plain message', async () => {
    renderTool();
    await expectCapped(/^Selling costs/, '50', /The most you can enter is 20%/);
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'downsizing', [
      { field: /^New HOA dues/, text: '300', param: 'newHoa', shown: '300' },
    ]);
    // downsizing.test.ts: HOA 300 on the new home → savings 1,304.17.
    expect(within(results()).getAllByText('$1,304').length).toBeGreaterThan(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { downloadJson, downloadText } from '../../storage/download';
import { HealthcareCostCalculator } from './HealthcareCostCalculator';
import { expectCapped, expectFragmentRoundTrip, toolUnderTest } from '../shared/testing/toolTestKit';

vi.mock('../../storage/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../storage/download')>()),
  downloadJson: vi.fn(),
  downloadText: vi.fn(),
}));

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
const { renderTool, results, renderResults } = toolUnderTest(
  <HealthcareCostCalculator title="Healthcare Cost Calculator" />,
  'Your estimated healthcare costs',
);
beforeEach(() => {
  vi.mocked(downloadJson).mockClear();
  vi.mocked(downloadText).mockClear();
});

describe('HealthcareCostCalculator', () => {
  it('defaults (CMS 2026 Part B 202.90, the rest SPEC §9 defaults such as Part D 45): 9,975 a year today, 11,314 at 67, 18 years, 115,500 LTC, 482,177 in total, 19,950 fund (src/finance/health/healthcareCost.test.ts)', () => {
    const r = renderResults();
    expect(within(r).getByText('$482,177')).toBeInTheDocument();
    expect(within(r).getByText('$9,975')).toBeInTheDocument();
    expect(within(r).getAllByText('$11,314').length).toBeGreaterThan(0);
    expect(within(r).getByText('18')).toBeInTheDocument();
    expect(within(r).getByText('$115,500')).toBeInTheDocument();
    expect(within(r).getByText('$19,950')).toBeInTheDocument();
    // Projection table: 67 → 11,313.67; 84 → 11,313.67 × 1.065^17 = 33,002.49.
    const table = within(r).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(19);
    expect(within(table).getByText('$33,002')).toBeInTheDocument();
    expect(within(r).getByText(/Keep an emergency fund/)).toBeInTheDocument();
  });

  it('shows the hero banner and the three cards of SPEC §2, opening on the CMS 2026 Part B premium with its hint', () => {
    renderTool();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Plan for healthcare costs in retirement' }),
    ).toBeInTheDocument();
    for (const legend of ['Personal Information', 'Healthcare Expenses', 'Advanced Options'])
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    const partB = screen.getByRole('textbox', { name: /^Medicare Part B premium/ });
    expect(partB).toHaveValue('202.90');
    expect(partB).toHaveAccessibleDescription(/Filled in with the 2026 standard premium, \$202\.90 \(CMS\)/);
    expect(screen.getByRole('textbox', { name: /^Healthcare inflation/ })).toHaveValue('6.5');
    expect(screen.getByRole('combobox', { name: /^Your health/ })).toHaveTextContent('Good');
    expect(screen.getByRole('combobox', { name: /^Where you live/ })).toHaveTextContent('Medium-cost area');
  });

  it('recalculates live: a blank Part B counts as 0 → (45 + 125 + 150) × 12 + 3,700 = 7,540 (SPEC §5: blank input counts as 0)', async () => {
    const { user } = renderTool();
    await user.clear(screen.getByRole('textbox', { name: /^Medicare Part B premium/ }));
    await user.tab();
    expect(within(results()).getByText('$7,540')).toBeInTheDocument();
  });

  it('poor health in a high-cost area: 9,974.80 × 2.08 = 20,747.58 and both pieces of advice', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('combobox', { name: /^Your health/ }));
    await user.click(await screen.findByRole('option', { name: 'Poor' }));
    await user.click(screen.getByRole('combobox', { name: /^Where you live/ }));
    await user.click(await screen.findByRole('option', { name: 'High-cost area' }));
    expect(within(results()).getByText('$20,748')).toBeInTheDocument();
    expect(within(results()).getByText(/fair or poor health/)).toBeInTheDocument();
    expect(within(results()).getByText(/Care costs more where you live/)).toBeInTheDocument();
  });

  it('clamps ages to SPEC §5 bounds and says so', async () => {
    renderTool();
    await expectCapped(/^Age you plan to retire/, '80', 'The most you can enter is 75 years. We used 75 years.');
  });

  it('"Find a financial planner" opens a dialog pointing to SHIP and fee-only planners; "Download data (JSON)" saves inputs and results', async () => {
    const { user } = renderTool();
    expect(screen.queryByRole('button', { name: /Schedule|Consultation|Download Report/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find a financial planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where to get help' });
    expect(dialog).toHaveTextContent(/no advisers/);
    expect(dialog).toHaveTextContent(/State Health Insurance Assistance Program \(SHIP\)/);
    expect(dialog).toHaveTextContent(/fee-only fiduciary/);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download data (JSON)' }));
    await waitFor(() => expect(downloadJson).toHaveBeenCalledTimes(1));
    const [name, data] = vi.mocked(downloadJson).mock.calls[0]!;
    expect(name).toBe('healthcare-cost-report.json');
    expect(data).toMatchObject({
      inputs: { currentAge: 65, medicareB: 202.9 },
      results: { annualCostToday: 9974.8, totalYears: 18 },
    });
  });

  it('"Download a summary" saves the figures and results in words, rounded as on screen (issue H7 §5)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Download a summary' }));
    // The summary writer is fetched on the press, so the file follows a moment later.
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    const [name, text] = vi.mocked(downloadText).mock.calls[0]!;
    expect(name).toBe('healthcare-cost-summary.txt');
    expect(text).toMatch(/^Healthcare cost calculator: a summary\n/);
    expect(text).toContain('- Medicare Part B premium (per month): $202.90 (example)');
    // The defaults (CMS 2026 Part B 202.90, the rest SPEC §9 defaults such as Part D 45): 9,974.80 a year today, 482,176.73 in all.
    expect(text).toContain('- Yearly cost at today’s prices: $9,975');
    expect(text).toContain('- Total estimated cost, over 18 years of retirement: $482,177');
    expect(text).not.toMatch(/\d\.\d{3,}/);
    expect(downloadJson).not.toHaveBeenCalled();
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'healthcare-cost', [
      { field: /^Your age/, text: '70', param: 'currentAge', shown: '70' },
    ]);
    // Past the retirement age: 70 → 85 is 15 years.
    expect(within(results()).getByText('15')).toBeInTheDocument();
  });
});

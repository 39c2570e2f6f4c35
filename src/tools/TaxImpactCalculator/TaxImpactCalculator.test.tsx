import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myDetailsStore } from '../../storage';
import { TaxImpactCalculator } from './TaxImpactCalculator';
import { DEFAULTS } from './fields';
import { scenario } from './scenario';
import {
  SHOWN_ONLY,
  choose,
  clickOptions,
  expectCapped,
  expectFragmentRoundTrip,
  startEachTestFresh,
  typeInto,
} from '../shared/testing/toolTestKit';

startEachTestFresh();

const renderTool = () => render(<TaxImpactCalculator title="Tax Impact Calculator" />);
// Known answer from src/finance/tax/taxImpact.test.ts (Rev. Proc. 2022-38 + Pub. 915):
// single 66, SS 30,000, pension 20,000, traditional 30,000 → SS taxable 25,500, taxable 59,800, tax 8,463.50.
const KNOWN =
  '#tool=tax-impact&v=1&filingStatus=single&age=66&socialSecurity=30000&pensionIncome=20000&traditionalWithdrawals=30000&rothWithdrawals=0&investmentIncome=0&otherIncome=0&taxYear=2023';

describe('TaxImpactCalculator', () => {
  it('shows the SPEC §8 empty message with the defaults (every income box blank), under a 2026 heading (the rules calendar’s newest year)', () => {
    renderTool();
    const results = screen.getByRole('region', { name: 'Your 2026 federal tax estimate' });
    expect(
      within(results).getByText('Enter your income information to see tax calculations', SHOWN_ONLY),
    ).toBeInTheDocument();
    expect(within(results).queryByText('Federal income tax')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Pension income/ })).toHaveValue('');
  });

  it('a true $0 is an answer (issue I6, item 2): "no pension" typed as 0 gives a tax of $0, not a request for income', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInto(user, /^Pension income/, '0');
    const results = screen.getByRole('region', { name: 'Your 2026 federal tax estimate' });
    expect(
      within(results).queryByText('Enter your income information to see tax calculations', SHOWN_ONLY),
    ).not.toBeInTheDocument();
    expect(within(results).getByRole('group', { name: 'Federal income tax' })).toHaveTextContent('$0');
    expect(results).toHaveTextContent('You entered no income, so there is no tax.');
    // Emptied again, the box is "not entered": the prompt comes back.
    await typeInto(user, /^Pension income/, '');
    expect(
      within(results).getByText('Enter your income information to see tax calculations', SHOWN_ONLY),
    ).toBeInTheDocument();
  });

  it('calculates live as income is typed, on 2026 figures: single 66 → tax 6,015.60 (Rev. Proc. 2025-32; P.L. 119-21 §70103)', async () => {
    const user = userEvent.setup();
    renderTool();
    const type = (name: RegExp, text: string) => typeInto(user, name, text);
    await type(/^Your age/, '66');
    await type(/^Social Security benefits/, '30000');
    await type(/^Pension income/, '20000');
    await type(/^Traditional IRA and 401\(k\) withdrawals/, '30000');
    const results = screen.getByRole('region', { name: 'Your 2026 federal tax estimate' });
    // AGI 75,500; senior deduction 6,000 − 6 % × 500 = 5,970; deduction 16,100 + 2,050 + 5,970 = 24,120;
    // taxable 51,380 → 1,240 + 4,560 + 22 % × 980 = 6,015.60 (2023 gives 8,463.50: src/finance/tax/taxImpact.test.ts)
    expect(within(results).getAllByText('$6,016').length).toBeGreaterThan(0);
    expect(within(results).getByText('$25,500')).toBeInTheDocument(); // taxable Social Security
    expect(within(results).getByText('$51,380')).toBeInTheDocument(); // taxable income
    expect(within(results).getByText('$75,500')).toBeInTheDocument(); // AGI
    expect(within(results).getByText('22%', { selector: 'dd' })).toBeInTheDocument(); // marginal
  });

  it('lists every bracket in a table, with "No limit" for the top one, and a bar chart', () => {
    window.history.replaceState(null, '', `/${KNOWN}`);
    renderTool();
    const table = screen.getByRole('table', { name: /Tax by bracket/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8); // header + 7 brackets
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('22%');
    expect(within(rows[3]!).getByText('$15,075')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('$3,317')).toBeInTheDocument(); // 3,316.50
    expect(within(rows[7]!).getByText('No limit')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tax in each bracket' })).toBeInTheDocument();
  });

  it('offers the four filing statuses and the tax years 2026–2023, newest first; the year shows in the heading', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/${KNOWN}`);
    renderTool();
    expect(await clickOptions(user, /^Filing status/)).toEqual([
      'Single',
      'Married filing jointly',
      'Married filing separately',
      'Head of household',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Tax year/ }));
    const years = await screen.findAllByRole('option');
    expect(years.map((o) => o.textContent?.replace('✓', ''))).toEqual(['2026', '2025', '2024', '2023']);
    await user.click(years[2]!);
    expect(screen.getByRole('region', { name: 'Your 2024 federal tax estimate' })).toBeInTheDocument();
  });

  it('asks for the spouse’s age only on a joint return; a spouse under 65 takes one 65+ amount and one senior deduction away', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.queryByRole('textbox', { name: /^Your spouse’s age/ })).not.toBeInTheDocument();
    await choose(user, /^Filing status/, 'Married filing jointly');
    await typeInto(user, /^Your age/, '67');
    await typeInto(user, /^Pension income/, '80000');
    const results = screen.getByRole('region', { name: 'Your 2026 federal tax estimate' });
    // Both 65+ (spouse 65 by default): 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500; taxable 32,500 → 2,480 + 7,700 × 12 % = 3,404.
    expect(within(results).getByText('$47,500')).toBeInTheDocument();
    await typeInto(user, /^Your spouse’s age/, '62');
    // One of two 65+: 32,200 + 1,650 + 6,000 = 39,850; taxable 40,150 → 2,480 + 15,350 × 12 % = 4,322 (src/finance/tax/taxImpact.test.ts).
    expect(within(results).getByText('$39,850')).toBeInTheDocument();
    expect(within(results).getAllByText('$4,322').length).toBeGreaterThan(0);
  });

  it('prefills the spouse’s age from My details’ spouse birth year, at the end of the tax year (born 1961 → 65 in 2026, 62 in 2023)', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ filingStatus: 'marriedJoint', birthYear: 1958, spouseBirthYear: 1961 });
    renderTool();
    const spouse = screen.getByRole('textbox', { name: /^Your spouse’s age/ });
    expect(spouse).toHaveValue('65');
    expect(spouse).toHaveAccessibleDescription(
      /^From My details\. On a joint return, each of you who is 65 or over adds to the standard deduction\./,
    );
    await choose(user, /^Tax year/, '2023');
    expect(screen.getByRole('textbox', { name: /^Your spouse’s age/ })).toHaveValue('62');
  });

  it('scenarios and comparisons carry the spouse’s age (joint 67 and 62, pension 80,000 → tax 4,322)', () => {
    expect(scenario.fields.find((f) => f.key === 'spouseAge')).toMatchObject({
      label: 'Your spouse’s age',
      format: { style: 'years' },
    });
    expect(
      scenario.results({ ...DEFAULTS, filingStatus: 'marriedJoint', age: 67, spouseAge: 62, pensionIncome: 80_000 })
        .totalTax,
    ).toBeCloseTo(4_322, 6);
  });

  it('“If one of us dies in [year]” on a joint return: the survivor’s tax and premiums in plain words, year by year (src/finance/tax/widowsTax.test.ts)', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.queryByRole('textbox', { name: /^If one of us dies in/ })).not.toBeInTheDocument();
    await choose(user, /^Filing status/, 'Married filing jointly');
    await typeInto(user, /^Your age/, '70');
    await typeInto(user, /^Your spouse’s age/, '70');
    await typeInto(user, /^Social Security benefits/, '48000');
    await typeInto(user, /^Traditional IRA and 401\(k\) withdrawals/, '120000');
    await typeInto(user, /^Your spouse’s part of the Social Security/, '18000');
    await typeInto(user, /^If one of us dies in/, '2027');
    const results = screen.getByRole('region', { name: 'Your 2026 federal tax estimate' });
    // Joint 14,635.12 → single 22,737.20 in 2028 (Rev. Proc. 2025-32); premiums from 2030 follow the single 2028 return,
    // MAGI 145,500: tier 2, 2,884.80 a year (CMS 2026 fact sheet).
    const list = await within(results).findByRole('heading', { name: 'If one of you dies in 2027' });
    expect(list).toBeInTheDocument();
    expect(
      within(results).getByText(
        'After a death in 2027, you file as single from 2028: your tax rises by $8,102 a year on $18,000 less income.',
      ),
    ).toBeInTheDocument();
    expect(
      within(results).getByText(
        /from 2030 they follow your single return of 2028: income tier 2, \$2,885 a year over the standard premiums\./,
      ),
    ).toBeInTheDocument();
    expect(within(results).getByText(/qualifying surviving spouse for 2028 and 2029/)).toBeInTheDocument();
    expect(within(results).getByText(/form SSA-44 asks Social Security to set your premiums/)).toBeInTheDocument();
    const table = within(results).getByRole('table', { name: /Change for you as the survivor/ });
    expect(within(table).getByText('single return of 2028')).toBeInTheDocument();
    expect(within(table).getAllByText('+$2,885').length).toBe(1);
    // The status line says it too, for a screen reader.
    await waitFor(() =>
      expect(results.querySelector('[data-results-summary]')?.textContent).toMatch(
        /After a death in 2027, you file as single from 2028/,
      ),
    );
    // A year before the tax year: a sentence, no table.
    await typeInto(user, /^If one of us dies in/, '2020');
    expect(
      await within(results).findByText(
        'The year of death, 2020, is before the tax year, 2026. Enter 2026 or a later year.',
      ),
    ).toBeInTheDocument();
    expect(within(results).queryByRole('table', { name: /Change for you as the survivor/ })).not.toBeInTheDocument();
  });

  it('clamps an age above 100 and says so in plain words', async () => {
    renderTool();
    await expectCapped(/^Your age/, '120', 'The most you can enter is 100 years. We used 100 years.');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'tax-impact', [
      { field: /^Pension income/, text: '20000', param: 'pensionIncome', shown: '20,000' },
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawalPlanner } from './WithdrawalPlanner';
import {
  choose,
  clickOptions,
  expectCapped,
  expectFragmentRoundTrip,
  expectOnlyThePrompt,
  expectTaxYears,
  toolUnderTest,
  typeInto,
} from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <WithdrawalPlanner title="Withdrawal Planner" />,
  'Your withdrawal plan, year by year',
);
/** A shared link naming tax year 2023: the spec's known answers (SPEC §9 uses the 2023 brackets and deductions) are for that year. */
const open2023Link = () => window.history.replaceState(null, '', '/#tool=withdrawal-planner&v=1&taxYear=2023');
/** The year-by-year table sits full width under the inputs and results, outside the live region. */
const yearByYear = () => screen.getByRole('region', { name: 'Year by year' });

describe('WithdrawalPlanner', () => {
  it('"If one of us dies in 2027": the survivor’s tax in plain words and year by year (hand-worked in src/finance/tax/withdrawalPlanner.test.ts)', async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      // 108,000 in all: 30,000 + 18,000 of Social Security and 60,000 from savings.
      '/#tool=withdrawal-planner&v=1&currentAge=70&spouseAge=70&filingStatus=marriedJoint&incomeNeedInAll=108000&traditionalBalance=2000000&rothBalance=0&taxableBalance=0&socialSecurity=30000&spouseSocialSecurity=18000&deathYear=2027',
    );
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(r).toHaveTextContent(
      'After a death in 2027, the survivor files as single from 2028: your tax rises by $2,544 a year on $18,000 less income.',
    );
    expect(r).toHaveTextContent(/qualifying surviving spouse/);
    const table = within(r).getByRole('table', { name: /Change for the survivor/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/2028.*−\$18,000.*\+\$2,544.*\$0/);
  });

  it('a year of death before the plan gets a sentence, not a table', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/#tool=withdrawal-planner&v=1&deathYear=2020');
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(results()).toHaveTextContent(
      'The year of death, 2020, is before this plan starts in 2026. Enter 2026 or a later year.',
    );
    expect(within(results()).queryByRole('table', { name: /Change for the survivor/ })).not.toBeInTheDocument();
  });

  it('names the year whose income crosses a Medicare threshold two years later, and the room to the next cliffs', async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/#tool=withdrawal-planner&v=1&currentAge=71&filingStatus=single&incomeNeedInAll=100000&traditionalBalance=10000000&rothBalance=0&taxableBalance=0',
    );
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(r).toHaveTextContent(
      'Your 2028 income ($369,811) puts your 2030 Medicare premiums in income tier 4: $6,355 more than the standard premiums that year.',
    );
    expect(r).toHaveTextContent(
      'Room to the next cliff in 2026: $28,350 more income fits before the next tax bracket, and $9,000 more before the next Medicare threshold (premiums in 2028).',
    );
  });

  it('shows a prompt, not a plan, before Calculate (SPEC §4: the planner does not update live)', () => {
    expectOnlyThePrompt(renderResults(), 'Enter your details and press Calculate to see a year-by-year plan.', (r) =>
      r.queryByRole('table'),
    );
  });

  it('opens on tax year 2026 (2026–2023, newest first): deduction 47,500 → no tax at 68, 1,250 at 69 (src/finance/tax/withdrawalPlanner.test.ts)', async () => {
    const { user } = renderTool();
    await expectTaxYears(user, ['2026', '2025', '2024', '2023']);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // Every year is shown: the savings run out in the 13th, 2038.
    const rows = within(
      within(yearByYear()).getByRole('table', { name: 'Year-by-year plan. All 13 years, 2026 to 2038.' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(rows[4]).toHaveTextContent('68');
    expect(within(rows[5]!).getByText('$1,250')).toBeInTheDocument(); // age 69
  });

  it('says what happened on the defaults: the need read back, and the year and age the savings ran out (withdrawalPlanner.test.ts)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(r).toHaveTextContent(
      'You need $60,000 a year in all, before tax; with no Social Security entered, all of it comes from your savings.',
    );
    const card = within(r).getByRole('group', { name: 'How long your savings last' });
    expect(card).toHaveTextContent('12.5 years');
    expect(card).toHaveTextContent(
      'Your savings ran out in 2038, at 77 (your spouse 77): that year they paid $30,000 of the $60,000 you need from them. The plan runs to 2056, when the younger of you is 95.',
    );
    expect(r).not.toHaveTextContent(/Your savings last \d+ years/);
  });

  it('lasted: "Your savings lasted the whole plan, with $76,000 left at 94" (976,000 Roth, 30,000 a year, 65 to 94)', async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/#tool=withdrawal-planner&v=1&currentAge=65&filingStatus=single&planToAge=94&incomeNeedInAll=30000&traditionalBalance=0&rothBalance=976000&taxableBalance=0',
    );
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(within(r).getByRole('group', { name: 'How long your savings last' })).toHaveTextContent(
      'The whole planYour savings lasted the whole plan, with $76,000 left at 94.',
    );
    const years = within(r).getByText('Years your savings last').closest('div')!;
    expect(years).toHaveTextContent('All 30 years of the plan');
    expect(years).toHaveTextContent('The plan: 30 years, 2026 to 2055, until you are 94.');
    expect(within(r).getByText('Left at the end of the plan').closest('div')).toHaveTextContent('$76,000');
  });

  it('the need in all, read back: $72,000 with $46,200 of Social Security → $25,800 from your savings', async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/#tool=withdrawal-planner&v=1&currentAge=66&spouseAge=64&filingStatus=marriedJoint&incomeNeedInAll=72000&socialSecurity=30000&spouseSocialSecurity=16200',
    );
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(results()).toHaveTextContent(
      'You need $72,000 a year in all, before tax; Social Security pays $46,200 of it, so $25,800 comes from your savings.',
    );
    // The first year: 25,800 from the taxable account (taxable first), Social Security 46,200, total 72,000.
    const first = within(within(yearByYear()).getByRole('table', { name: /^Year-by-year plan\./ })).getAllByRole(
      'row',
    )[1]!;
    expect(within(first).getByRole('rowheader')).toHaveAccessibleName(/^Year\s1 · you\s66, spouse\s64$/);
    expect(first).toHaveTextContent(/\$25,800.*\$46,200.*\$72,000/);
  });

  it('both ages: the spouse’s fields appear for a joint return only, and the end age cannot come before the younger age', async () => {
    const { user } = renderTool();
    expect(screen.getByRole('textbox', { name: /^Your spouse’s age/ })).toHaveValue('65');
    expect(screen.getByRole('textbox', { name: /^If one of us dies/ })).toBeInTheDocument();
    await typeInto(user, /^Your spouse’s age/, '62');
    expect(screen.getByRole('textbox', { name: /^Plan until age/ })).toHaveAccessibleDescription(
      /The plan runs to the end of the year the younger of you reaches this age: any age from 62 to 110\./,
    );
    await choose(user, /^Filing status/, 'Single');
    expect(screen.queryByRole('textbox', { name: /^Your spouse’s age/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Your spouse’s Social Security/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^If one of us dies/ })).not.toBeInTheDocument();
    await expectCapped(/^Plan until age/, '60', 'The least you can enter is 65 years. We used 65 years.');
  });

  it('inputs saved before the need in all and both ages open as the reader meant them (fields.node.test.ts)', async () => {
    sessionStorage.setItem(
      'tool-inputs-withdrawal-planner',
      JSON.stringify({
        v: 1,
        data: {
          currentAge: 70,
          filingStatus: 'marriedJoint',
          annualIncome: 60_000,
          socialSecurity: 30_000,
          spouseSocialSecurity: 18_000,
        },
      }),
    );
    const { user } = renderTool();
    expect(screen.getByRole('textbox', { name: /^Yearly income you need in all/ })).toHaveValue('108,000');
    expect(screen.getByRole('textbox', { name: /^Your spouse’s age/ })).toHaveValue('70');
    expect(screen.getByRole('textbox', { name: /^Plan until age/ })).toHaveValue('95');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(results()).toHaveTextContent('Social Security pays $48,000 of it, so $60,000 comes from your savings.');
  });

  it('a shared 2023 link keeps 2023 — spec defaults: 13 years, taxes 19,686, after-tax 730,314, efficiency 97.4 % (src/finance/tax/withdrawalPlanner.test.ts)', async () => {
    const user = userEvent.setup();
    open2023Link();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const r = results();
    expect(within(r).getByRole('group', { name: 'Tax efficiency' })).toHaveTextContent('97.4%');
    expect(within(r).getByText('$19,686')).toBeInTheDocument();
    expect(within(r).getByText('$730,314')).toBeInTheDocument();
    expect(within(r).queryByRole('table', { name: /Year-by-year plan/ })).not.toBeInTheDocument();
    const table = within(yearByYear()).getByRole('table', { name: 'Year-by-year plan. All 13 years, 2023 to 2035.' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(14);
    // Age 68: 40,000 traditional + 20,000 taxable → tax 1,230. A couple's rows name both ages.
    expect(within(rows[4]!).getByRole('rowheader')).toHaveAccessibleName(/^Year\s4 · you\s68, spouse\s68$/);
    expect(within(rows[4]!).getByRole('cell', { name: '$1,230' })).toBeInTheDocument();
    const chart = within(r).getByRole('table', { name: 'Account balances over the plan: the numbers' });
    expect(within(chart).getAllByRole('row')).toHaveLength(14); // all 13 years
    expect(
      within(r)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Review this plan every year as tax laws, balances and spending change.');
  });

  it('does not update live: the plan changes only when Calculate is pressed again', async () => {
    const user = userEvent.setup();
    open2023Link();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await typeInto(user, /^Yearly income you need/, '0');
    expect(within(results()).getByText('$19,686')).toBeInTheDocument();
    expect(within(results()).getByText(/You have changed some details/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(within(results()).queryByText('$19,686')).not.toBeInTheDocument();
  });

  it('a second press brings new year-by-year tables and chart figures too (they follow the plan in a background render)', async () => {
    const user = userEvent.setup();
    open2023Link();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const firstYear = () =>
      within(yearByYear())
        .getByRole('table', { name: /^Year-by-year plan/ })
        .querySelector('tbody tr')?.textContent;
    const chartFirstAge = () =>
      within(results())
        .getByRole('table', { name: /^Account balances over the plan: the numbers/ })
        .querySelector('tbody tr')?.textContent;
    const before = [firstYear(), chartFirstAge()];
    await typeInto(user, /^Yearly income you need/, '0');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(firstYear()).not.toBe(before[0]));
    await waitFor(() => expect(chartFirstAge()).not.toBe(before[1]));
  });

  it('offers the three filing statuses SPEC §5 allows: single, married joint, married separate', async () => {
    const { user } = renderTool();
    expect(screen.getByRole('combobox', { name: /^Filing status/ })).toHaveTextContent('Married filing jointly');
    expect(await clickOptions(user, /^Filing status/)).toEqual([
      'Single',
      'Married filing jointly',
      'Married filing separately',
    ]);
  });

  it('clamps an age under 50 and says so', async () => {
    renderTool();
    await expectCapped(/^Your age/, '45', 'The least you can enter is 50 years. We used 50 years.');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'withdrawal-planner', [
      { field: /^Roth IRA and Roth 401\(k\) balance/, text: '90000', param: 'rothBalance', shown: '90,000' },
    ]);
  });
});

describe('WithdrawalPlanner short plans', () => {
  it('a short plan: all 3 years, in both tables', async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/#tool=withdrawal-planner&v=1&currentAge=65&filingStatus=single&incomeNeedInAll=50000&traditionalBalance=100000&rothBalance=0&taxableBalance=50000',
    );
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      within(yearByYear()).getByRole('table', { name: 'Year-by-year plan. All 3 years, 2026 to 2028.' }),
    ).toBeInTheDocument();
    // The balances left are their own table (a real table at 1,280 px, issue H7), the same years.
    const balances = within(yearByYear()).getByRole('table', {
      name: 'Left in each account at the end of the year. All 3 years, 2026 to 2028.',
    });
    expect(
      within(balances)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year and age', 'Traditional left', 'Roth left', 'Taxable left']);
  });

  describe('today’s dollars', () => {
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });

    it('converts each later year at 2 % from the tax year: age 68’s tax of $1,230, 3 years out, is $1,159 in 2023 dollars (1,230 / 1.02^3)', async () => {
      const user = userEvent.setup();
      open2023Link();
      renderTool();
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      await user.click(toggle());
      const table = within(yearByYear()).getByRole('table', {
        name: 'Year-by-year plan, in 2023 dollars. All 13 years, 2023 to 2035.',
      });
      const rows = within(table).getAllByRole('row');
      expect(within(rows[4]!).getByRole('cell', { name: '$1,159' })).toBeInTheDocument();
      const r = results();
      expect(
        within(r).getByRole('table', { name: 'Account balances over the plan, in 2023 dollars: the numbers' }),
      ).toBeInTheDocument();
      expect(within(r).getByText('Total taxes, in 2023 dollars')).toBeInTheDocument();
      // Totals are the sums of converted years, so less than the nominal 19,686 and 730,314.
      expect(within(r).queryByText('$19,686')).not.toBeInTheDocument();
      expect(within(r).getByRole('group', { name: 'Tax efficiency' })).toHaveTextContent('97.4%');
      expect(within(r).queryByText(/You have changed some details/)).not.toBeInTheDocument();
      await user.click(toggle());
      expect(within(r).getByText('$19,686')).toBeInTheDocument();
      expect(within(yearByYear()).getByRole('table', { name: /^Year-by-year plan\. All/ })).toBeInTheDocument();
    });

    it('is kept in saved inputs and after a re-render; old saved inputs without it load in nominal dollars', async () => {
      const user = userEvent.setup();
      localStorage.setItem(
        'tool-inputs-withdrawal-planner',
        JSON.stringify({ v: 1, data: { currentAge: 70, taxYear: 2023 } }),
      );
      const { unmount } = renderTool();
      expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('70');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(toggle()).not.toBeChecked();
      await user.click(toggle());
      expect(JSON.parse(localStorage.getItem('tool-inputs-withdrawal-planner') ?? '{}').data).toMatchObject({
        currentAge: 70,
        todaysDollars: true,
      });
      unmount();
      renderTool();
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(toggle()).toBeChecked();
      expect(
        within(yearByYear()).getByRole('table', { name: /^Year-by-year plan, in 2023 dollars/ }),
      ).toBeInTheDocument();
    });
  });
});

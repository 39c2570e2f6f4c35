/**
 * The plan's later features (issue I1 items 1, 3, 5 and 6; issue I3 item 4): today's or future dollars, any start
 * year the data holds, the age at a first death, and the benefit from the earnings record prefilled and marked.
 */
import { screen, within, waitFor } from '@testing-library/react';
import { householdHeadline, householdYears } from '../../finance/household';
import { formatCurrency } from '../../kit/format';
import { HOUSEHOLD_FALLBACK as F } from '../../finance/rules/household/plan';
import { myDetailsStore, toolInputsStore } from '../../storage';
import { toolUnderTest } from '../shared/testing/toolTestKit';
import { DEFAULTS } from './fields';
import { householdInput } from './plan';
import { planFirstYear } from './scenario';
import { RetirementIncomePlan } from './RetirementIncomePlan';

const { renderTool, results } = toolUnderTest(
  <RetirementIncomePlan title="Will Your Money Last?" />,
  'Will your money last?',
);

const input = (inputs: typeof DEFAULTS) => householdInput(inputs, planFirstYear());
/** The last cell of a table's first row of figures: the savings at the end of the plan's first year. */
const firstSavingsCell = (table: HTMLElement) => within(table).getAllByRole('row')[1]!.lastElementChild!;

describe('RetirementIncomePlan: dollars, start years, a first death, the earnings record', () => {
  it('today’s dollars by default; unticked, the table and the chart show each year’s own dollars', async () => {
    const { user } = renderTool();
    const worst = householdHeadline(input(DEFAULTS)).history.worst!.startYear;
    const rows = householdYears(input(DEFAULTS), { mode: 'history', startYear: worst }).rows;
    const table = await screen.findByRole('table', {
      name: new RegExp(`The worst start, ${worst}.*in today’s dollars`),
    });
    expect(firstSavingsCell(table)).toHaveTextContent(formatCurrency(rows[0]!.endTotalToday));
    const toggle = within(results()).getByRole('checkbox', { name: 'Show in today’s dollars' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Today’s dollars divide each year’s amounts/);
    await user.click(toggle);
    const future = await screen.findByRole('table', { name: /in each year’s own dollars/ });
    expect(firstSavingsCell(future)).toHaveTextContent(formatCurrency(rows[0]!.endTotal));
    expect(rows[0]!.endTotal).not.toBeCloseTo(rows[0]!.endTotalToday, 0);
    expect(results()).toHaveTextContent(/\(each year’s own dollars\)/);
  });

  it('offers every start year the data holds: 2008 replays 2008 to 2025 and says what the other years follow', async () => {
    const { user } = renderTool();
    await screen.findByRole('table', { name: /The worst start/ });
    await user.click(screen.getByRole('combobox', { name: /^Show the years of/ }));
    await user.click(await screen.findByRole('option', { name: 'Starting in 2008 (data to 2025)' }));
    await screen.findByRole('table', { name: /Starting in 2008/ });
    // The couple of 65 and 63 plans 33 years, to 95: the data covers 18 of them; the last full start is 1993.
    // The table's years follow the pick a moment later (they are drawn after the words): wait for them.
    await waitFor(() =>
      expect(document.querySelector('[data-partial-start]')).toHaveTextContent(
        `The data covers 18 years of this start, 2008 to 2025. The other 15 years follow a steady ${F.steadyReturnPercent}% return and ${F.steadyInflationPercent}% inflation, the plan’s steady market. Start years after 1993 are shown here only and are not counted in the answer.`,
      ),
    );
  });

  it('a first death from a link: the field holds it, and “How this is calculated” says who dies and when', async () => {
    window.location.hash = '#tool=retirement-income-plan&v=2&age=67&spouseAge=64&deathAge=78';
    renderTool();
    expect(screen.getByText('More details').closest('details')!.open).toBe(true);
    const group = screen.getByRole('group', { name: 'If one of you dies first' });
    expect(within(group).getByRole('textbox', { name: /^If you die first/ })).toHaveValue('78');
    expect(within(group).getByRole('textbox', { name: /^If your spouse dies first/ })).toHaveValue('');
    await waitFor(() => expect(results()).toHaveTextContent(/You die at 78: a joint tax return that year/));
  });

  it('prefills both benefits from the earnings record and marks them so', () => {
    myDetailsStore.write({ socialSecurityPia: 2_345, spouseSocialSecurityPia: 1_210, spouseBirthYear: 1963 });
    renderTool();
    const you = screen.getByRole('textbox', { name: /^Your Social Security a month/ });
    const spouse = screen.getByRole('textbox', { name: /^Your spouse’s Social Security a month/ });
    expect(you).toHaveValue('2,345');
    expect(spouse).toHaveValue('1,210');
    expect(you).toHaveAccessibleDescription(/From your earnings record\. The monthly amount/);
    expect(spouse).toHaveAccessibleDescription(/From your earnings record\. The monthly amount/);
  });

  it('a benefit already paid, from the COLA letter: the quick start shows it in place of the benefit at full retirement age', () => {
    // Issue I3 item 2: the letter's amount "is used as the benefit paid, and the plan follows it from there".
    myDetailsStore.write({ socialSecurityPaidMonthly: 2_150.4, spouseSocialSecurityPia: 1_210, spouseBirthYear: 1963 });
    renderTool();
    const quickStart = screen.getByRole('group', { name: 'The basics' });
    const paid = within(quickStart).getByRole('textbox', { name: /^Social Security you already get a month/ });
    expect(paid).toHaveValue('2,150.40');
    expect(paid).toHaveAccessibleDescription(/From your COLA letter\. If benefits are already paid/);
    // The reader's benefit at full retirement age and claiming age step aside; the spouse's stay.
    expect(screen.queryByRole('textbox', { name: /^Your Social Security a month at full retirement age/ })).toBeNull();
    expect(within(quickStart).getByRole('textbox', { name: /^Your spouse’s Social Security a month/ })).toHaveValue(
      '1,210',
    );
    // The same boxes as without a letter: ages, savings, spending, and each one's Social Security.
    expect(within(quickStart).getAllByRole('textbox')).toHaveLength(6);
  });

  it('prefills from what the reader saved in the Social Security and withdrawal tools, each marked with its tool', () => {
    toolInputsStore('social-security').write({
      mode: 'couple',
      birthYear: planFirstYear() - 64,
      fraBenefit: 2_600,
      spouseBirthYear: planFirstYear() - 61,
      spouseFraBenefit: 1_250,
    });
    toolInputsStore('withdrawal-planner').write({
      currentAge: 70,
      traditionalBalance: 640_000,
      rothBalance: 90_000,
      incomeNeedInAll: 72_000,
    });
    renderTool();
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    // The Social Security tool is read first: its ages and benefits.
    expect(field(/^Your age/)).toHaveValue('64');
    expect(field(/^Your age/)).toHaveAccessibleDescription(/From what you saved in the Social Security tool/);
    expect(field(/^Your spouse’s age/)).toHaveValue('61');
    expect(field(/^Your Social Security a month/)).toHaveValue('2,600');
    expect(field(/^Your Social Security a month/)).toHaveAccessibleDescription(
      /From what you saved in the Social Security tool/,
    );
    expect(field(/^Your spouse’s Social Security a month/)).toHaveValue('1,250');
    // The withdrawal planner: savings and spending.
    expect(field(/^Savings in traditional/)).toHaveValue('640,000');
    expect(field(/^Savings in traditional/)).toHaveAccessibleDescription(
      /From what you saved in the withdrawal planner/,
    );
    expect(field(/^Spending a year/)).toHaveValue('72,000');
    expect(field(/^Spending a year/)).toHaveAccessibleDescription(/From what you saved in the withdrawal planner/);
  });

  it('with nothing kept in My details or the Social Security tool, the RMD calculator’s age and balance are used', () => {
    toolInputsStore('rmd').write({ age: 74, balance: 410_000 });
    renderTool();
    expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('74');
    expect(screen.getByRole('textbox', { name: /^Savings in traditional/ })).toHaveAccessibleDescription(
      /From what you saved in the RMD calculator/,
    );
  });
});

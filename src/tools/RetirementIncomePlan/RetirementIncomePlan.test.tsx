import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { householdHeadline, householdSafeSpending } from '../../finance/household';
import { formatCurrency } from '../../kit/format';
import { myDetailsStore } from '../../storage';
import { toolUnderTest, typeInto } from '../shared/testing/toolTestKit';
import { DEFAULTS } from './fields';
import { householdInput } from './plan';
import { planFirstYear } from './scenario';
import { RetirementIncomePlan } from './RetirementIncomePlan';

const { renderTool, results } = toolUnderTest(
  <RetirementIncomePlan title="Will Your Money Last?" />,
  'Will your money last?',
);

/** The engine's own answer for these inputs: what the page must say in words (jsdom has no Worker, so the page runs the same parts on its thread). */
const engineAnswer = (inputs: typeof DEFAULTS) => {
  const input = householdInput(inputs, planFirstYear());
  return { headline: householdHeadline(input), safe: householdSafeSpending(input) };
};

const answerText = async () => {
  const r = results();
  await waitFor(() => expect(r.querySelector('[data-answer="history"]')).not.toBeNull());
  return r;
};

describe('RetirementIncomePlan', () => {
  it('answers in words first: how many starts lasted, the worst start and the ages then, the most that lasted everywhere', async () => {
    renderTool();
    const { headline, safe } = engineAnswer(DEFAULTS);
    const worst = headline.history.worst!;
    expect(worst.lasted).toBe(false); // the example couple runs out in some starts, so every sentence shows
    const r = await answerText();
    expect(r).toHaveTextContent(
      `In ${headline.history.successCount} of ${headline.history.total} historical start years, your savings lasted until you were both 95.`,
    );
    expect(r).toHaveTextContent(
      `The worst start was ${worst.startYear}: savings would have run out when you were ${worst.ranOutAgeA} and your spouse ${worst.ranOutAgeB}.`,
    );
    await waitFor(() =>
      expect(r).toHaveTextContent(`Spending up to ${formatCurrency(safe.amount)} a year lasted in every one.`),
    );
    expect(r).not.toHaveTextContent(/NaN|undefined|null/);
  });

  it('the quick start holds five fields; More details holds the rest, closed at first', async () => {
    renderTool();
    const basics = screen.getByRole('group', { name: 'The basics' });
    expect(within(basics).getAllByRole('textbox')).toHaveLength(6); // five, and the spouse's Social Security for a couple
    const more = screen.getByText('More details').closest('details')!;
    expect(more.open).toBe(false);
    expect(within(more).queryByRole('textbox', { name: /^Roth savings/, hidden: true })).toBeNull();
    more.open = true;
    fireEvent(more, new Event('toggle'));
    expect(await within(more).findByRole('textbox', { name: /^Roth savings/ })).toBeInTheDocument();
  });

  it('one person: "until you were 95", no spouse fields', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your spouse’s age/, '0');
    expect(screen.queryByRole('textbox', { name: /^Your spouse’s Social Security/ })).not.toBeInTheDocument();
    const r = await answerText();
    await waitFor(() => expect(r).toHaveTextContent(/your savings lasted until you were 95\./));
    const { headline } = engineAnswer({ ...DEFAULTS, spouseAge: 0 });
    await waitFor(() =>
      expect(r).toHaveTextContent(
        `In ${headline.history.successCount} of ${headline.history.total} historical start years`,
      ),
    );
  });

  it('spending far above what savings carry: every start runs out, said in plain words with the years the steady market lasts', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Spending a year/, '400000');
    const r = await answerText();
    await waitFor(() => expect(r).toHaveTextContent(/In 0 of \d+ historical start years/));
    expect(r).toHaveTextContent(/your savings last \d+ years?\./);
    expect(r).not.toHaveTextContent(/NaN/);
  });

  it('lists what would change the answer, one line per lever with its count', async () => {
    renderTool();
    const r = await answerText();
    const levers = within(r).getByRole('heading', { name: 'What would change the answer' }).parentElement!;
    await waitFor(() => expect(within(levers).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4));
    expect(levers).toHaveTextContent(/Spending 10% less, \$72,000 a year: \d+ of \d+ start years last/);
    expect(levers).toHaveTextContent(/Both of you claiming Social Security at 70 instead of 67/);
  });

  it('after how it is calculated, one link to the article that explains the plan (it was drawn twice)', async () => {
    renderTool();
    const r = await answerText();
    await waitFor(() =>
      expect(within(r).getByRole('heading', { name: 'What would change the answer' })).toBeInTheDocument(),
    );
    expect(within(r).getAllByRole('link', { name: 'Read more: Will your money last?' })).toHaveLength(1);
  });

  it('the year-by-year table opens on the worst start and follows the start year picked', async () => {
    const { user } = renderTool();
    await answerText();
    const { headline } = engineAnswer(DEFAULTS);
    const worst = headline.history.worst!.startYear;
    await waitFor(() =>
      expect(screen.getByRole('table', { name: new RegExp(`The worst start, ${worst}`) })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('combobox', { name: /^Show the years of/ }));
    await user.click(await screen.findByRole('option', { name: 'Starting in 1973' }));
    const table = await screen.findByRole('table', { name: /Starting in 1973/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(String(planFirstYear()));
  });

  it('a link that sets a More details answer opens More details on it', async () => {
    window.location.hash = '#tool=retirement-income-plan&v=1&stockPercent=40';
    renderTool();
    expect(screen.getByText('More details').closest('details')!.open).toBe(true);
    expect(screen.getByRole('textbox', { name: /^Share of savings in stocks/ })).toHaveValue('40');
  });

  it('prefills from My details and marks it', async () => {
    myDetailsStore.write({ birthYear: planFirstYear() - 70, traditionalSavings: 1_200_000 });
    renderTool();
    expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('70');
    expect(screen.getByRole('textbox', { name: /^Savings in traditional/ })).toHaveAccessibleDescription(
      /From My details/,
    );
  });
});

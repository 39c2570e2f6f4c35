import { screen, within } from '@testing-library/react';
import { InheritedIraCalculator } from './InheritedIraCalculator';
import { choose, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <InheritedIraCalculator title="Inherited IRA Calculator" />,
  'What you must take from the inherited account',
);
const SUMMARY = 'script, style, [data-results-summary]';

describe('InheritedIraCalculator', () => {
  it('opens on an adult child of an owner born 1948 who died in 2024 (after the RBD, 1 April 2020): 10 years with a yearly minimum; 2026: 250,000 / 35.2 (Table I 36.2 at 50 in 2025, minus 1)', () => {
    const r = renderResults();
    expect(within(r).getAllByText('10-year rule, with a yearly minimum')[0]).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Your 2026 minimum' })).toHaveTextContent('$7,102');
    expect(within(r).getByText('31 December 2034')).toBeInTheDocument();
    // Died in 2024: the waivers (2021–2024) never touched these minimums, so no waiver sentence.
    expect(r).not.toHaveTextContent(/waived/i);
    expect(within(r).getByText(/^A minimum you miss for 2026/)).toHaveTextContent(
      'costs an excise tax of 25 % of the shortfall, or 10 % if you take it by 31 December 2028 at the latest.',
    );
    expect(within(r).getByText(/^Yearly minimums were due for 2025/)).toHaveTextContent('Form 5329');
    const table = screen.getByRole('table', { name: /The minimum each year/ });
    expect(within(table).getAllByRole('row')).toHaveLength(10); // header + 2026…2034
  });

  it('a spouse: treat as own or stay a beneficiary, each with its minimum', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('radio', { name: 'The owner’s husband or wife' }));
    await typeInto(user, /^Your birth year/, '1952');
    await typeInto(user, /^The owner’s birth year/, '1950');
    const r = results();
    expect(within(r).getAllByText('Treat the account as your own')[0]).toBeInTheDocument();
    // Uniform Lifetime Table at 74 → 25.5: 250,000 / 25.5 = 9,803.92
    expect(within(r).getByRole('group', { name: 'Your 2026 minimum' })).toHaveTextContent('$9,804');
    expect(within(r).getByText('If you stay a beneficiary instead')).toBeInTheDocument();
  });

  it('asks "before 1 April?" only when the owner died in the RBD year; before → no yearly minimum (the day before / after the RBD)', async () => {
    const { user } = renderTool();
    expect(screen.queryByRole('combobox', { name: /^Did the owner die before 1 April/ })).not.toBeInTheDocument();
    await typeInto(user, /^The owner’s birth year/, '1951');
    await typeInto(user, /^The year the owner died/, '2025');
    expect(within(results()).getAllByText('10-year rule, with a yearly minimum')[0]).toBeInTheDocument();
    await choose(user, /^Did the owner die before 1 April/, 'Yes, before 1 April');
    expect(within(results()).getAllByText('10-year rule, no yearly minimum')[0]).toBeInTheDocument();
  });

  it('lists every relationship as a radio button, the sibling case by name, in a group named by the question', () => {
    renderTool();
    const group = screen.getByRole('group', { name: 'Who are you to the owner?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent),
    ).toEqual([
      'The owner’s husband or wife',
      'The owner’s child, under 21 when the owner died',
      'Someone disabled or chronically ill',
      'A brother, sister or other person not more than 10 years younger than the owner',
      'Someone else, such as an adult child or a grandchild',
      'The owner’s estate',
    ]);
    expect(within(group).getByRole('radio', { name: /^Someone else/ })).toBeChecked();
  });

  it('Elena, with "someone else" still chosen: a polite warning under the answers, the life expectancy rule, the years already due', async () => {
    const { user } = renderTool();
    await typeInto(user, /^The owner’s birth year/, '1944');
    await typeInto(user, /^The year the owner died/, '2023');
    await typeInto(user, /^Your birth year/, '1952');
    await typeInto(user, /^Balance on 31 December/, '200000');
    const group = screen.getByRole('group', { name: 'Who are you to the owner?' });
    expect(group).toHaveAccessibleDescription(/You were born in 1952, 8 years after the owner \(1944\)\./);
    const notice = within(group).getByText(/^You were born in 1952/);
    expect(notice).toHaveAttribute('aria-live', 'polite');
    const r = results();
    // Not an error: the results stay, with the rule the birth years give (inheritedIra.test.ts: 200,000 / 15.2).
    expect(within(r).getAllByText('Life expectancy rule')[0]).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Your 2026 minimum' })).toHaveTextContent('$13,158');
    expect(r).not.toHaveTextContent(/waived/i);
    expect(within(r).getByText(/^Yearly minimums were due for 2024 and 2025/)).toHaveTextContent(
      '10 % if you take it in time: at the latest by 31 December 2026 for 2024 and 31 December 2027 for 2025',
    );
    // Choosing the sibling answer settles it: the warning goes, the figures stay.
    await user.click(within(group).getByRole('radio', { name: /^A brother, sister/ }));
    expect(group).not.toHaveAccessibleDescription(/8 years after the owner/);
    expect(within(results()).getByRole('group', { name: 'Your 2026 minimum' })).toHaveTextContent('$13,158');
  });

  it('the waiver sentence where it applied: an adult child whose parent died in 2020 after the RBD', async () => {
    const { user } = renderTool();
    await typeInto(user, /^The owner’s birth year/, '1940');
    await typeInto(user, /^The year the owner died/, '2020');
    expect(within(results()).getByText(/^The IRS waived the yearly minimums for 2021 to 2024/)).toBeInTheDocument();
  });

  it('bad input gets a sentence saying what to change, never NaN', async () => {
    const { user } = renderTool();
    await typeInto(user, /^The year the owner died/, '1940');
    expect(
      within(results()).getByText(
        /^The year of death, 1940, is before the owner's birth year, 1948\. Check both years\./,
        { ignore: SUMMARY },
      ),
    ).toBeInTheDocument();
    await typeInto(user, /^The year the owner died/, '2024');
    await typeInto(user, /^Balance on 31 December/, '-100');
    expect(within(results()).getByText(/The balance cannot be below \$0/, { ignore: SUMMARY })).toBeInTheDocument();
    expect(results()).not.toHaveTextContent('NaN');
  });

  it('"How this is calculated" names the rule, the Table I row and the sources', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: /How this is calculated/ }));
    const r = results();
    expect(within(r).getByText(/age 50 in 2025 → 36.2/)).toBeInTheDocument();
    expect(r).toHaveTextContent('Pub. 590-B Appendix B, Table I');
    expect(r).toHaveTextContent('T.D. 10001');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'inherited-ira', [
      { field: /^Balance on 31 December/, text: '300000', param: 'balance', shown: '300,000' },
    ]);
  });
});

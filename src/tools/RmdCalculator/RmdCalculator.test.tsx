import { screen, within } from '@testing-library/react';
import { myDetailsStore } from '../../storage';
import { RmdCalculator } from './RmdCalculator';
import { myDetailsFromInputs } from '../shared/core/myDetailsFields';
import { DEFAULTS } from './fields';
import { tool } from './tool';
import { choose, expectCapped, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(
  <RmdCalculator title="RMD Calculator" />,
  'Your required minimum distribution',
);
// The visible prompt, not the polite summary that repeats it for screen readers once it settles.
const SUMMARY = 'script, style, [data-results-summary]';

describe('RmdCalculator', () => {
  it('opens on 2026 at 73, the first age with an RMD due that year (born 1953, start age 73): due, 500,000 / 26.5 (issue H3)', () => {
    const r = renderResults();
    expect(within(r).getByText('RMD due for 2026')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Your 2026 RMD' })).toHaveTextContent('$18,868');
    expect(within(r).getByText('$1,572')).toBeInTheDocument(); // monthly
    expect(within(r).getByText('26.5')).toBeInTheDocument();
    // One start-age rule, the reader's own.
    expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveAccessibleDescription(
      /Born in 1953, your RMDs start at 73\./,
    );
  });

  it('72 in 2026 (born 1954): not due yet, first RMD at 73; points an heir to the inherited IRA calculator', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your age/, '72');
    const r = results();
    expect(within(r).getByText('No RMD due for 2026')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'First RMD to plan for (at age 73)' })).toHaveTextContent('$18,868');
    expect(within(r).getByRole('link', { name: 'work it out with the inherited IRA calculator' })).toHaveAttribute(
      'href',
      '/tools/inherited-ira',
    );
  });

  it('a sole-beneficiary spouse more than 10 years younger: Table II, says so and how much smaller (Pub. 590-B: 75 / 64 → 25.3)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your age/, '75');
    await typeInto(user, /^Account balance/, '253000');
    expect(screen.queryByRole('textbox', { name: /^Your spouse/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Is your spouse the sole beneficiary/ }));
    await user.click(await screen.findByRole('option', { name: /Yes/ }));
    await typeInto(user, /^Your spouse/, '64');
    const r = results();
    expect(within(r).getByRole('group', { name: 'Your 2026 RMD' })).toHaveTextContent('$10,000');
    expect(
      within(r).getByText(
        /Joint Life and Last Survivor table \(Table II\): \$285 less than the Uniform table's \$10,285/,
      ),
    ).toBeInTheDocument();
    await typeInto(user, /^Your spouse/, '65');
    expect(within(results()).getByRole('group', { name: 'Your 2026 RMD' })).toHaveTextContent('$10,285');
  });

  it('prefills the spouse’s age from My details’ spouse birth year, at the end of the tax year (born 1962 → 64 in 2026, 61 in 2023); Table II for 75 / 64 → 25.3', async () => {
    myDetailsStore.write({ birthYear: 1951, spouseBirthYear: 1962 });
    const { user } = renderTool();
    expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('75');
    await choose(user, /^Is your spouse the sole beneficiary/, 'Yes');
    const spouse = screen.getByRole('textbox', { name: /^Your spouse’s age/ });
    expect(spouse).toHaveValue('64');
    expect(spouse).toHaveAccessibleDescription(
      /^From My details\. Use your spouse’s age on 31 December of the tax year\./,
    );
    expect(within(results()).getAllByText('25.3').length).toBeGreaterThan(0);
    await choose(user, /^Tax year/, '2023');
    expect(screen.getByRole('textbox', { name: /^Your spouse’s age/ })).toHaveValue('61');
  });

  it('gives the spouse’s birth year back to My details only when the spouse is the sole beneficiary', () => {
    const context = 2026;
    expect(
      myDetailsFromInputs({ ...DEFAULTS, spouseSole: 'yes', spouseAge: 64 }, tool.scenario.myDetails!, context),
    ).toMatchObject({ spouseBirthYear: 1962 });
    expect(
      myDetailsFromInputs({ ...DEFAULTS, spouseSole: 'no', spouseAge: 64 }, tool.scenario.myDetails!, context),
    ).not.toHaveProperty('spouseBirthYear');
  });

  it('recalculates live: 73 with 265,000 in 2026 (born 1953) is due → 10,000 (Pub. 590-B divisor 26.5)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your age/, '73');
    await typeInto(user, /^Account balance/, '265000');
    const r = results();
    expect(within(r).getByText('RMD due for 2026')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Your 2026 RMD' })).toHaveTextContent('$10,000');
    expect(within(r).getByText('$833')).toBeInTheDocument();
  });

  it('explains in plain words that no RMD is due at 70 or 71 (no division by 1; RULES.md), still showing the first RMD at 73', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your age/, '70');
    expect(
      within(results()).getByText(/^No RMD is due for 2026: born in 1956, your RMDs start at age 73/),
    ).toBeInTheDocument();
    expect(within(results()).getByRole('group', { name: 'First RMD to plan for (at age 73)' })).toHaveTextContent(
      '$18,868',
    );
    await typeInto(user, /^Your age/, '71');
    expect(
      within(results()).getByText(/^No RMD is due for 2026: born in 1955, your RMDs start at age 73/),
    ).toBeInTheDocument();
  });

  it('ends with a footer naming its sources (SPEC §2: the standalone RMD screen ends with a footer)', () => {
    const { container } = renderTool();
    const footer = container.querySelector('footer');
    expect(footer).not.toBeNull();
    expect(footer).toHaveTextContent('IRS Pub. 590-B');
    expect(footer).toHaveTextContent('SECURE 2.0 Act §107');
  });

  it('calculates nothing for an age under 70 or an empty balance, and says the one rule that applies (SPEC §5: no result below 70 or for an empty balance; issue H3)', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your age/, '65');
    expect(
      within(results()).getByText(/^No RMD is due for 2026: born in 1961, your RMDs start at age 75, in 2036\./, {
        ignore: SUMMARY,
      }),
    ).toBeInTheDocument();
    expect(
      within(results()).getByRole('link', { name: 'work it out with the inherited IRA calculator' }),
    ).toBeInTheDocument();
    expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
    await typeInto(user, /^Your age/, '75');
    await typeInto(user, /^Account balance/, '');
    expect(
      within(results()).getByText('Enter the account balance on 31 December of the year before to see your RMD.', {
        ignore: SUMMARY,
      }),
    ).toBeInTheDocument();
    // A $0 typed is an answer, not a request to type it (issue I6, item 2).
    await typeInto(user, /^Account balance/, '0');
    expect(
      within(results()).getByText('With $0 in the account on 31 December 2025, there is no RMD to take for 2026.', {
        ignore: SUMMARY,
      }),
    ).toBeInTheDocument();
  });

  it('shows the first 5 of 10 projected years in a table and all 10 in the chart', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Your age/, '72');
    const table = screen.getByRole('table', { name: /Projected RMDs: first 5 of 10 years/ });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Not due yet')).toBeInTheDocument(); // age 72 in 2026, born 1954
    const chartTable = screen.getByRole('table', { name: 'RMDs over 10 years: the numbers' });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(11);
  });

  it('offers the calendar’s tax years 2026 to 2022, newest first; 2022 shows the 50 % excise tax (RULES.md)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('combobox', { name: /^Tax year/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.replace('✓', ''))).toEqual(['2026', '2025', '2024', '2023', '2022']);
    await user.click(options[4]!);
    // 72 in 2022 → born 1950 → start age 72 → due.
    expect(within(results()).getByText(/Your 2022 RMD is due.*50 % excise tax/)).toBeInTheDocument();
  });

  it('explains start ages, the 25 % / 10 % excise tax (formerly 50 %) and lists the Uniform Lifetime Table 72–120+', () => {
    renderTool();
    expect(
      screen.getByText(
        /RMDs begin at 73 if you were born from 1951 to 1959, and at 75 if you were born in 1960 or later/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/excise tax of 25% .* or 10% if you\s+correct it in time .* formerly 50%/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Planning tips' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Uniform Lifetime Table: age and life-expectancy factor' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(50); // header + ages 72…120
    expect(rows[1]).toHaveAccessibleName('72 27.4');
    expect(rows[49]).toHaveAccessibleName('120 and over 2.0');
    expect(rows[7]).toHaveAccessibleName('78 22.0');
  });

  it('clamps an age above 110 and says so', async () => {
    renderTool();
    await expectCapped(/^Your age/, '115', 'The most you can enter is 110 years. We used 110 years.');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'rmd', [
      { field: /^Account balance/, text: '300000', param: 'balance', shown: '300,000' },
    ]);
  });
});

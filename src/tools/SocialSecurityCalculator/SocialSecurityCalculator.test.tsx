import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';
import {
  SHOWN_ONLY,
  expectCapped,
  expectFragmentRoundTrip,
  expectTodaysDollarsKept,
  toolUnderTest,
  typeInto,
} from '../shared/testing/toolTestKit';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
const { renderTool, results, renderResults } = toolUnderTest(
  <SocialSecurityCalculator title="Social Security Claiming Age Calculator" />,
  'Your claiming choices',
);

async function chooseYear(user: ReturnType<typeof userEvent.setup>, year: string) {
  await typeInto(user, /^Year you were born/, year);
}

describe('SocialSecurityCalculator', () => {
  it('defaults (born 1964, $2,000 at FRA): FRA 67, 62 → $1,400 (−30 %), 70 → $2,480 (+24 %)', () => {
    const r = renderResults();
    expect(within(r).getByRole('group', { name: 'Your full retirement age' })).toHaveTextContent(
      /^Your full retirement age67/,
    );
    const table = within(r).getByRole('table', { name: 'Your monthly benefit at each claiming age' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    const row62 = within(table).getByRole('row', { name: /^Age 62 / });
    expect(row62).toHaveTextContent('−30%');
    expect(row62).toHaveTextContent('$1,400');
    const row70 = within(table).getByRole('row', { name: /^Age 70 / });
    expect(row70).toHaveTextContent('+24%');
    expect(row70).toHaveTextContent('$2,480');
    expect(within(r).getByText(/does not recommend an age/)).toBeInTheDocument();
  });

  it('SSA known answers, born 1960 with $1,000 (src/finance/socialSecurity/socialSecurity.test.ts): lifetime to 85, break-evens 78.7, 80.4, 82.5', async () => {
    const { user } = renderTool();
    await chooseYear(user, '1960');
    await typeInto(user, /^Monthly benefit at full retirement age/, '1000');
    const r = results();
    // 62 → 700 × 276 = 193,200; 70 → 1,240 × 180 = 223,200 (the most).
    expect(within(r).getByText('$193,200')).toBeInTheDocument();
    expect(within(r).getAllByText('$223,200').length).toBeGreaterThan(0);
    expect(within(r).getByText(/claiming at 70 adds up to the most: \$223,200/, SHOWN_ONLY)).toBeInTheDocument();
    // Break-even months 200, 221 and 246 after 62, as ages to the nearest month.
    expect(
      within(r).getByText(
        'Waiting from 62 to your full retirement age (67) pays off if you live past 78 years and 8 months.',
      ),
    ).toBeInTheDocument();
    expect(
      within(r).getByText('Waiting from 62 to 70 pays off if you live past 80 years and 5 months.'),
    ).toBeInTheDocument();
    expect(
      within(r).getByText(
        'Waiting from your full retirement age (67) to 70 pays off if you live past 82 years and 6 months.',
      ),
    ).toBeInTheDocument();
  });

  it('says the full retirement age in words: born 1959 → 66 and 10 months; 1957 → 66 and 6 months (SSA table)', async () => {
    const { user } = renderTool();
    await chooseYear(user, '1959');
    expect(within(results()).getAllByText('66 and 10 months').length).toBeGreaterThan(0);
    await chooseYear(user, '1957');
    expect(within(results()).getAllByText('66 and 6 months').length).toBeGreaterThan(0);
  });

  it('takes the birth year as a number without grouping (1964, not 1,964) and clamps it to 1930–2010, saying so', async () => {
    renderTool();
    const year = screen.getByRole('textbox', { name: /^Year you were born/ });
    expect(year).toHaveValue('1964');
    await expectCapped(/^Year you were born/, '2020', 'The most you can enter is 2010. We used 2010.');
    expect(year).toHaveValue('2010');
    await expectCapped(/^Year you were born/, '1900', 'The least you can enter is 1930. We used 1930.');
    expect(year).toHaveValue('1930');
  });

  it('clamps the life expectancy to 62–110, saying so', async () => {
    renderTool();
    await expectCapped(/^Age to plan up to/, '120', 'The most you can enter is 110 years. We used 110 years.');
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'social-security', [
      { field: /^Yearly cost-of-living increase/, text: '2.5', param: 'colaPercent', shown: '2.5' },
      { field: /^Year you were born/, text: '1958', param: 'birthYear', shown: '1958' },
    ]);
  });

  describe('today’s dollars', () => {
    const year = new Date().getFullYear();
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });
    // Turning 62 this year (the defaults’ 1964 in 2026), $2,000 at FRA 67, to age 85, 2.5 % COLA.
    const openColaLink = () =>
      window.history.replaceState(
        null,
        '',
        `/#tool=social-security&v=1&birthYear=${year - 62}&fraBenefit=2000&lifeExpectancy=85&colaPercent=2.5`,
      );

    it('deflates each check by the COLA from this year: at 70 the 2.5 % COLA total $650,206 becomes 2,480 × 180 months = $446,400', async () => {
      const user = userEvent.setup();
      openColaLink();
      renderTool();
      expect(within(results()).getAllByText('$650,206').length).toBeGreaterThan(0);
      await user.click(toggle());
      const r = results();
      const chart = within(r).getByRole('table', {
        name: `Total benefits received by age 85, in ${year} dollars: the numbers`,
      });
      expect(within(chart).getByRole('row', { name: /^70 / })).toHaveTextContent('$446,400');
      expect(within(chart).getByRole('row', { name: /^62 / })).toHaveTextContent('$386,400'); // 1,400 × 276
      expect(within(r).queryByText('$650,206')).not.toBeInTheDocument();
      // The monthly table is already at today's level and keeps its name.
      expect(within(r).getByRole('table', { name: 'Your monthly benefit at each claiming age' })).toBeInTheDocument();
      expect(toggle()).toHaveAccessibleDescription(/2\.5% a year \(the inflation rate you entered;/);
    });

    it('is kept in the link and after a re-render; old saved inputs without it load in nominal dollars', async () => {
      const user = userEvent.setup();
      localStorage.setItem(
        'tool-inputs-social-security',
        JSON.stringify({ v: 1, data: { birthYear: 1960, fraBenefit: 1800 } }),
      );
      const view = renderTool();
      expect(screen.getByRole('textbox', { name: /^Year you were born/ })).toHaveValue('1960');
      await expectTodaysDollarsKept(user, view, renderTool, 'social-security', { birthYear: 1960 });
      expect(
        within(results()).getByRole('table', { name: new RegExp(`, in ${year} dollars: the numbers$`) }),
      ).toBeInTheDocument();
    });
  });
});

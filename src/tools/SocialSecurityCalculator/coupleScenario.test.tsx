import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeComparisonHash, saveScenario } from '../shared/scenarios/scenarios';
import { compareScenarios, findScenarioPanel, saveScenarioAs, startEachTestFresh } from '../shared/testing/toolTestKit';
import { coupleKeyResults } from './coupleScenario';
import { DEFAULTS } from './fields';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';

startEachTestFresh();

const couple: typeof DEFAULTS = {
  ...DEFAULTS,
  mode: 'couple',
  birthYear: 1964,
  birthMonth: 1,
  spouseBirthYear: 1964,
  spouseBirthMonth: 1,
  fraBenefit: 2400,
  spouseFraBenefit: 900,
  yourDeathAge: 90,
  spouseDeathAge: 90,
  realDiscountPercent: 0,
};
const save = (data: Record<string, unknown>) =>
  localStorage.setItem('tool-inputs-social-security', JSON.stringify({ v: 1, data }));

describe('Social Security scenarios in couple mode', () => {
  it('hand-worked key results (src/finance/socialSecurity/socialSecurityCouple.ts): both born January 1964, PIAs 2,400 and 900, both die at 90, no discounting, in January 2026', () => {
    // Best pair: you at 70 (2,400 × 1.24 = 2,976 for 240 months, 2034–2054), your spouse at 67, full retirement age (900 for
    // 276 months, 2031–2054), plus the spouse's excess 1,200 − 900 = 300 from your filing (240 months):
    // 714,240 + 248,400 + 72,000 = 1,034,640. Survivor benefits: 2,976 (your benefit with credits) and 900.
    expect(coupleKeyResults(couple, new Date(2026, 0, 15))).toEqual({
      bestClaimYou: 70,
      bestClaimSpouse: 67,
      householdWorth: 1_034_640,
      survivorIfYouDie: 2976,
      survivorIfSpouseDies: 900,
    });
  });

  it('saving and comparing in couple mode keeps the couple inputs and compares the couple results', async () => {
    const user = userEvent.setup();
    save(couple);
    // A scenario saved earlier (as the panel saves one), so the test types nothing: each change reruns the optimizer.
    saveScenario('social-security', 'Spouse 1,500', { ...couple, spouseFraBenefit: 1500 });
    render(<SocialSecurityCalculator title="Social Security Claiming Age Calculator" />);
    await findScenarioPanel();
    await saveScenarioAs(user, 'Both to 90');
    const inputs = await compareScenarios(user, 'Both to 90', 'Spouse 1,500');
    expect(within(inputs).getByRole('row', { name: /^Plan for/ })).toHaveTextContent(
      'Me and my spouseMe and my spouseSame',
    );
    expect(within(inputs).getByRole('row', { name: /^Your spouse’s monthly benefit/ })).toHaveTextContent(
      '$900$1,500Differs',
    );
    const results = await screen.findByRole('table', { name: 'Key results compared' });
    expect(within(results).getByRole('row', { name: /^Household benefits with the best pair/ })).toHaveTextContent(
      '$1,034,640',
    );
    expect(within(results).getByRole('row', { name: /^Your claiming age in the best pair/ })).toHaveTextContent(
      '70 years',
    );
    expect(within(results).queryByRole('row', { name: /^Monthly benefit if you claim at 62/ })).not.toBeInTheDocument();
  });

  it('a shared comparison of two couples opens with the couple results, even where this browser last used “Just me”', async () => {
    const b = { ...couple, spouseFraBenefit: 1500 };
    window.history.replaceState(
      null,
      '',
      `/tools/social-security${encodeComparisonHash('social-security', { name: 'Ours', inputs: couple }, { name: 'Higher', inputs: b })}`,
    );
    render(<SocialSecurityCalculator title="Social Security Claiming Age Calculator" />);
    const results = await screen.findByRole('table', { name: 'Key results compared' });
    expect(
      await within(results).findByRole('row', { name: /^Household benefits with the best pair/ }),
    ).toHaveTextContent('$1,034,640');
  });
});

describe('claiming ages in the couple comparison (H1)', () => {
  it('read in years and months, as the tool writes ages: 68 and 11 months is “68 years and 11 months”, never “68.92 years”', async () => {
    const { coupleScenario } = await import('./coupleScenario');
    const { compareResults } = await import('../shared/scenarios/scenarios');
    const side = (you: number, spouse: number) => ({
      bestClaimYou: you,
      bestClaimSpouse: spouse,
      householdWorth: 0,
      survivorIfYouDie: 0,
      survivorIfSpouseDies: 0,
    });
    const rows = compareResults(coupleScenario.resultFields, side(68 + 11 / 12, 67), side(70, 66 + 4 / 12));
    expect(rows.slice(0, 2).map((r) => [r.a, r.b, r.difference])).toEqual([
      ['68 years and 11 months', '70 years', '+1 year and 1 month'],
      ['67 years', '66 years and 4 months', '−8 months'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/68\.92|\d\.\d+ years/);
  });
});

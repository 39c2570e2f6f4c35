import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RothConversionCalculator } from './RothConversionCalculator';
import {
  expectCapped,
  expectFragmentRoundTrip,
  expectInLink,
  expectTodaysDollarsKept,
  toolUnderTest,
  typeInto,
} from '../shared/testing/toolTestKit';

const { downloadJson, downloadText } = vi.hoisted(() => ({ downloadJson: vi.fn(), downloadText: vi.fn() }));
vi.mock('../../storage/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../storage/download')>()),
  downloadJson,
  downloadText,
}));

const { renderTool, results, renderResults } = toolUnderTest(
  <RothConversionCalculator title="Roth Conversion Calculator" />,
  'Converting compared with not converting',
);
beforeEach(() => {
  downloadJson.mockClear();
  downloadText.mockClear();
});
const withHash = (fields: string) => window.history.replaceState(null, '', `/#tool=roth-conversion&v=1&${fields}`);

describe('RothConversionCalculator', () => {
  it('spec defaults, like with like: tax 22,000 kept would grow to 43,277; Roth 196,715 − traditional 153,438 − 43,277 = $0, Neutral (src/finance/tax/roth.test.ts)', () => {
    const r = renderResults();
    expect(within(r).getByText('Neutral')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Net benefit of converting' })).toHaveTextContent('$0');
    expect(within(r).getByText('$22,000')).toBeInTheDocument();
    expect(within(r).getByText('$43,277')).toBeInTheDocument();
    expect(within(r).getByText('$196,715')).toBeInTheDocument();
    expect(within(r).getByText('$153,438')).toBeInTheDocument();
    expect(within(r).getByText('1 year')).toBeInTheDocument();
  });

  it('32 % now and 12 % later → Not Favorable, never ahead (chosen with the bracket selects)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('combobox', { name: /^Your tax bracket now/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.replace('✓', ''))).toEqual([
      '10%',
      '12%',
      '22%',
      '24%',
      '32%',
      '35%',
      '37%',
    ]);
    await user.click(screen.getByRole('option', { name: '32%' }));
    await user.click(screen.getByRole('combobox', { name: /^Your expected tax bracket in retirement/ }));
    await user.click(await screen.findByRole('option', { name: '12%' }));
    expect(within(results()).getByText('Not Favorable')).toBeInTheDocument();
    expect(within(results()).getByText('Never')).toBeInTheDocument();
  });

  it('the reader example: 40,000 at 24 % now, 12 % later, 7 %, 15 years → Not Favorable, −$13,243 (was "Favorable … $3,643")', () => {
    withHash(
      'conversionAmount=40000&currentTaxBracket=24&retirementTaxBracket=12&returnRate=7&yearsUntilRetirement=15',
    );
    const r = renderResults();
    expect(within(r).getByText('Not Favorable')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Net benefit of converting' })).toHaveTextContent('-$13,243');
  });

  it('with the reader’s income the tax comes from the engine, and the limits sit beside the verdict', () => {
    withHash('currentAge=67&conversionAmount=20000&otherIncome=20000&socialSecurity=24000&filingStatus=single');
    const r = renderResults();
    const limits = within(r).getByRole('heading', { name: 'What changes the answer' }).parentElement!;
    expect(limits).toHaveTextContent(
      'The conversion adds $4,030 to your 2026 federal tax: 20.2 % of the amount converted.',
    );
    expect(limits).toHaveTextContent('The conversion makes $16,300 more of your Social Security taxable');
  });

  it('names the Medicare premium rise two years on beside the verdict (src/finance/tax/roth.test.ts, IRMAA)', () => {
    withHash('currentAge=63&conversionAmount=50000&otherIncome=180000&filingStatus=marriedJoint');
    const r = renderResults();
    const limits = within(r).getByRole('heading', { name: 'What changes the answer' }).parentElement!;
    expect(limits).toHaveTextContent(
      'Your 2026 income sets your 2028 Medicare premiums. The conversion takes it over a threshold, so those premiums rise by $2,297 for the two of you that year. $44,000 more income that year fits before the next Medicare threshold.',
    );
    expect(limits).toHaveTextContent(
      'Your last converted dollar is taxed at 22 %; $13,600 more income fits before the next bracket.',
    );
  });

  it('a true $0 is an answer (issue I6, item 2): $0 other income and $0 Social Security give the engine’s $30,300 on 218,000, not 22 %, and one line names the largest safe conversions', async () => {
    // The readers' case, hand-worked in src/finance/tax/roth.test.ts: joint, 64, 2026 figures.
    withHash('currentAge=64&iraBalance=620000&conversionAmount=218000&filingStatus=marriedJoint');
    const { user } = renderTool();
    // Blank boxes: not entered, so the bracket chosen (22 % × 218,000 = 47,960) and the prompt to add the income.
    expect(screen.getByRole('textbox', { name: /^Your other taxable income this year/ })).toHaveValue('');
    expect(within(results()).getByText('$47,960')).toBeInTheDocument();
    expect(results()).toHaveTextContent('Add your other income or Social Security below');
    expect(results()).not.toHaveTextContent('The largest conversion');
    await typeInto(user, /^Your other taxable income this year/, '0');
    await typeInto(user, /^Social Security benefits this year/, '0');
    expect(screen.getByRole('textbox', { name: /^Your other taxable income this year/ })).toHaveValue('0');
    const r = results();
    expect(within(r).getByText('$30,300')).toBeInTheDocument();
    expect(within(r).queryByText('$47,960')).not.toBeInTheDocument();
    expect(r).not.toHaveTextContent('Add your other income');
    expect(r).not.toHaveTextContent('bracket you chose');
    expect(r).toHaveTextContent(
      'The largest conversion that keeps you below the next Medicare threshold is $218,000; the largest within your current bracket (10 %) is $57,000.',
    );
    // Emptying a box again is "not entered": with the other still 0, it is counted as none and named.
    await typeInto(user, /^Social Security benefits this year/, '');
    expect(results()).toHaveTextContent('The Social Security box is blank, so we counted none.');
    await expectInLink('otherIncome=0', 'socialSecurity=&');
  });

  it('a $0 balance or a $0 conversion is said as an answer, never as a request to type it again', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Amount to convert/, '0');
    expect(results()).toHaveTextContent('Converting $0 changes nothing.');
    await typeInto(user, /^Traditional IRA balance/, '0');
    expect(results()).toHaveTextContent('Your IRA balance is $0, so there is nothing to convert.');
    expect(within(results()).getByText('Recommendation: Calculate to see')).toBeInTheDocument();
  });

  it('return 0 % at 22/22 → Neutral; 24 % now and 12 % later at 0 % → break-even Never', () => {
    withHash('returnRate=0');
    const { unmount } = renderTool();
    expect(within(results()).getByText('Neutral')).toBeInTheDocument();
    unmount();
    withHash('returnRate=0&currentTaxBracket=24&retirementTaxBracket=12');
    const r = renderResults();
    expect(within(r).getByText('Never')).toBeInTheDocument();
  });

  it('says "Calculate to see" until there is a balance and an amount to convert', async () => {
    const { user } = renderTool();
    await typeInto(user, /^Amount to convert/, '');
    expect(within(results()).getByText('Recommendation: Calculate to see')).toBeInTheDocument();
    expect(within(results()).queryByText('Favorable')).not.toBeInTheDocument();
  });

  it('limits the amount to convert to the IRA balance and says so', async () => {
    renderTool();
    await expectCapped(/^Amount to convert/, '600000', 'The most you can enter is $500,000. We used $500,000.');
    expect(within(results()).getByText('$110,000')).toBeInTheDocument(); // 22 % of 500,000
  });

  it('"Download a summary" saves the figures and results in words, rounded as on screen (issue H7 §5)', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Download a summary' }));
    // The summary writer is fetched on the press, so the file follows a moment later.
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    const [name, text] = downloadText.mock.calls[0]! as [string, string];
    expect(name).toBe('roth-conversion-summary.txt');
    expect(text).toMatch(/^Roth conversion calculator: a summary\n/);
    // Nothing typed yet: every figure is the tool's example, and the file says so as the screen does.
    expect(text).toContain('- Amount to convert: $100,000 (example)');
    expect(text).toContain('- Traditional IRA balance: $500,000 (example)');
    // 22 % of 100,000 (the defaults: 22 % now and later).
    expect(text).toContain('- Tax you pay now on the conversion: $22,000');
    expect(text).toContain('- Recommendation: Neutral');
    expect(text).toContain('- Break-even time: 1 year');
    expect(text).not.toMatch(/\d\.\d{3,}/);
    expect(downloadJson).not.toHaveBeenCalled();
  });

  it('downloads the inputs and results as roth-conversion-results.json ("Download data (JSON)")', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Download data (JSON)' }));
    // The file writer is fetched on the press, so the file follows a moment later.
    await waitFor(() => expect(downloadJson).toHaveBeenCalledTimes(1));
    const [name, data] = downloadJson.mock.calls[0]!;
    expect(name).toBe('roth-conversion-results.json');
    expect(data).toMatchObject({
      inputs: { conversionAmount: 100_000, iraBalance: 500_000 },
      results: { taxCost: 22_000, recommendation: 'Neutral', breakEven: '1 year' },
    });
  });

  it('"Find a financial planner" opens a dialog explaining there are no advisers', async () => {
    const { user } = renderTool();
    expect(screen.queryByRole('button', { name: /Schedule|Consultation|Download Results/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find a financial planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to a financial planner' });
    expect(dialog).toHaveTextContent(/we have no advisers/);
    expect(dialog).toHaveTextContent(/fee-only fiduciary financial planner/);
  });

  it('lists benefits and considerations (fetched when near: jsdom has no IntersectionObserver, so at once)', async () => {
    renderTool();
    expect(await screen.findByRole('heading', { name: 'Benefits of converting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Things to consider' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be undone/i)).toBeInTheDocument();
  });

  it('encodes the scenario in the URL fragment and restores it', async () => {
    await expectFragmentRoundTrip(renderTool, 'roth-conversion', [
      { field: /^Years until retirement/, text: '20', param: 'yearsUntilRetirement', shown: '20' },
    ]);
  });

  describe('today’s dollars', () => {
    const year = new Date().getFullYear();
    const toggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });

    it('divides the values at retirement by 1.02^10: Roth 196,715 → $161,375, traditional 153,438 → $125,872, tax money kept 43,277 → $35,502; net $0; the tax now stays $22,000', async () => {
      const { user } = renderTool();
      await user.click(toggle());
      const r = results();
      expect(within(r).getByRole('group', { name: `Net benefit of converting, in ${year} dollars` })).toHaveTextContent(
        '$0',
      );
      expect(within(r).getByText('$35,502')).toBeInTheDocument();
      expect(within(r).getByText(`Roth IRA value at retirement, in ${year} dollars`)).toBeInTheDocument();
      expect(within(r).getByText('$161,375')).toBeInTheDocument();
      expect(within(r).getByText('$125,872')).toBeInTheDocument();
      expect(within(r).getByText('$22,000')).toBeInTheDocument();
      expect(within(r).getByText(/Today’s dollars/)).toBeInTheDocument();
    });

    it('is kept in the link and after a re-render; an old link without it loads in nominal dollars', async () => {
      const user = userEvent.setup();
      withHash('conversionAmount=50000');
      const view = renderTool();
      expect(within(results()).getByRole('group', { name: 'Net benefit of converting' })).toBeInTheDocument();
      await expectTodaysDollarsKept(user, view, renderTool, 'roth-conversion', { conversionAmount: 50000 });
      expect(
        within(results()).getByRole('group', { name: `Net benefit of converting, in ${year} dollars` }),
      ).toBeInTheDocument();
    });
  });
});

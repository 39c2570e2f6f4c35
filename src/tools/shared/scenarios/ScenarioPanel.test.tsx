import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateRmd } from '../../../finance';
import type { RmdTaxYear } from '../../../finance/tax/rmd';
import { resetStorageStateForTests, scenariosStore } from '../../../storage';
import { ScenarioPanel, loadSavedScenarios, resetSavedScenariosForTests } from './ScenarioPanel';
import { encodeComparisonHash } from './scenarios';
import { RMD_DEFAULTS, RMD_FIELDS, RMD_RESULTS } from '../testing/rmdScenarioFixture';

const rmdResults = (inputs: typeof RMD_DEFAULTS) => ({
  rmdAmount: calculateRmd({ ...inputs, taxYear: inputs.taxYear as RmdTaxYear }).rmdAmount,
});

function renderPanel(inputs = { age: 73, balance: 265_000, taxYear: 2024 }) {
  return render(
    <ScenarioPanel
      toolId="rmd"
      defaults={RMD_DEFAULTS}
      inputs={inputs}
      fields={RMD_FIELDS}
      resultFields={RMD_RESULTS}
      results={rmdResults}
    />,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetStorageStateForTests();
  window.history.replaceState(null, '', '/tools/rmd');
});

describe('ScenarioPanel', () => {
  it('saves the current inputs under a name and refuses a blank one', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Save as scenario' }));
    expect(screen.getByText(/Enter a name for this scenario/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Scenario name/ }), 'Now');
    await user.click(screen.getByRole('button', { name: 'Save as scenario' }));
    expect(screen.getByText('Saved as scenario “Now”.')).toBeInTheDocument();
    expect(scenariosStore('rmd').read()).toMatchObject([
      { name: 'Now', inputs: { age: 73, balance: 265_000, taxYear: 2024 } },
    ]);
  });

  it('compares the current inputs with a saved scenario: differing rows in words, results with the difference, and a link', async () => {
    const user = userEvent.setup();
    scenariosStore('rmd').write([
      { name: 'Balance grows', savedAt: 1, inputs: { age: 73, balance: 300_000, taxYear: 2024 } },
    ]);
    renderPanel();
    screen.getByRole('combobox', { name: /^With/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Balance grows' }));
    await user.click(screen.getByRole('button', { name: 'Compare scenarios' }));
    const inputs = screen.getByRole('table', { name: 'Inputs compared' });
    expect(within(inputs).getByRole('row', { name: /Account balance/ })).toHaveTextContent('$265,000$300,000Differs');
    const results = screen.getByRole('table', { name: 'Key results compared' });
    // 265,000 / 26.5 = 10,000; 300,000 / 26.5 = 11,320.75 (IRS Pub. 590-B, age 73)
    expect(within(results).getByRole('row', { name: /RMD for the year/ })).toHaveTextContent('$10,000$11,321+$1,321');
    const link = screen.getByRole('link', { name: 'Link to this comparison' });
    expect(link.getAttribute('href')).toMatch(/^\/tools\/rmd#compare=rmd&v=1&a=Current\+inputs&b=Balance\+grows/);
  });

  it('opens a shared comparison link straight into the comparison', () => {
    const hash = encodeComparisonHash(
      'rmd',
      { name: 'At 75', inputs: { age: 75, balance: 400_000, taxYear: 2024 } },
      { name: 'At 80', inputs: { age: 80, balance: 400_000, taxYear: 2024 } },
    );
    window.history.replaceState(null, '', `/tools/rmd${hash}`);
    renderPanel();
    const inputs = screen.getByRole('table', { name: 'Inputs compared' });
    expect(
      within(inputs)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Input', 'At 75', 'At 80', 'Same or different']);
    expect(within(inputs).getByRole('row', { name: /Your age/ })).toHaveTextContent('Differs');
  });

  describe('before its saved-scenarios part has arrived (a slow phone)', () => {
    let arrive: () => void;
    beforeEach(() => {
      resetSavedScenariosForTests(new Promise<void>((resolve) => (arrive = resolve)));
    });
    afterEach(async () => {
      arrive();
      await loadSavedScenarios();
    });

    it('the Save form is there from the first render with its focus stops, and a first save shows the list with its message', async () => {
      const user = userEvent.setup();
      renderPanel();
      // Everything a keyboard reaches in an empty panel is in the page at once: nothing can appear
      // later above a control the reader has Tabbed on to.
      const name = screen.getByRole('textbox', { name: /^Scenario name/ });
      await user.type(name, 'Now');
      await user.click(screen.getByRole('button', { name: 'Save as scenario' }));
      expect(scenariosStore('rmd').read()).toEqual([]);
      expect(screen.queryByText('Saved as scenario “Now”.')).not.toBeInTheDocument();
      await act(async () => arrive());
      expect(await screen.findByText('Saved as scenario “Now”.')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: /Saved scenarios/ })).toHaveTextContent('Now');
      expect(scenariosStore('rmd').read()).toMatchObject([{ name: 'Now', inputs: { age: 73, balance: 265_000 } }]);
    });

    it('a tool that opens with saved scenarios waits for the part, then shows the whole panel at once', async () => {
      scenariosStore('rmd').write([
        { name: 'Balance grows', savedAt: 1, inputs: { age: 73, balance: 300_000, taxYear: 2024 } },
      ]);
      // An awaited act: React retries a component that suspended in it once what it waits for is here.
      await act(async () => {
        render(
          <Suspense fallback={<p>Loading the calculator…</p>}>
            <ScenarioPanel
              toolId="rmd"
              defaults={RMD_DEFAULTS}
              inputs={{ age: 73, balance: 265_000, taxYear: 2024 }}
              fields={RMD_FIELDS}
              resultFields={RMD_RESULTS}
              results={rmdResults}
            />
          </Suspense>,
        );
      });
      expect(screen.getByText('Loading the calculator…')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Scenarios' })).not.toBeInTheDocument();
      await act(async () => arrive());
      const panel = await screen.findByRole('region', { name: 'Scenarios' });
      expect(within(panel).getByRole('list', { name: /Saved scenarios/ })).toHaveTextContent('Balance grows');
      expect(within(panel).getByRole('combobox', { name: /^With/ })).toBeInTheDocument();
      expect(screen.queryByText('Loading the calculator…')).not.toBeInTheDocument();
    });
  });
});

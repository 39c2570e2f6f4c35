import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_MODIFICATION_ITEMS } from '../../finance/home/homeModification';
import { scenariosStore } from '../../storage';
import { encodeComparisonHash } from '../shared/scenarios/scenarios';
import { loadSavedScenarios, resetSavedScenariosForTests } from '../shared/scenarios/ScenarioPanel';
import {
  findScenarioPanel,
  saveScenarioAs,
  scenarioPanel,
  startEachTestFresh,
  typeInto,
  compareScenarios,
} from '../shared/testing/toolTestKit';
import { HomeModificationPlanner } from './HomeModificationPlanner';
import { NOT_CHOSEN, plannerScenarioInputs, scenario, selectionsOf } from './scenario';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
startEachTestFresh();

const TOOL_ID = 'home-modification';
const panel = scenarioPanel;
const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},? `) });
const priority = (name: string) => screen.getByRole('combobox', { name: `Priority for ${name}` });

/** The planner with its scenario panel, which ToolLayout loads on its own (lazily). */
async function renderPlanner() {
  render(<HomeModificationPlanner title="Home Modification Planner" />);
  await findScenarioPanel();
}

describe('the planner’s scenario inputs', () => {
  it('one field per item: not chosen, or the chosen item’s priority; a priority on an item not chosen is not kept', () => {
    const inputs = plannerScenarioInputs(3000, '1-year', [
      { id: 'grab-bars', selected: true, priority: 'high' },
      { id: 'ramp', selected: true },
      { id: 'stair-lift', selected: false, priority: 'low' },
    ]);
    expect(inputs).toMatchObject({
      budget: 3000,
      timeline: '1-year',
      'grab-bars': 'high',
      ramp: 'none',
      'stair-lift': NOT_CHOSEN,
      'night-lights': NOT_CHOSEN,
    });
    expect(Object.keys(inputs)).toHaveLength(2 + HOME_MODIFICATION_ITEMS.length);
    expect(selectionsOf(inputs)).toEqual([
      { id: 'grab-bars', selected: true, priority: 'high' },
      { id: 'ramp', selected: true, priority: 'none' },
    ]);
  });

  it('an unreadable item value (a hand-edited link) counts as not chosen', () => {
    expect(selectionsOf({ ...scenario.defaults, 'grab-bars': 'banana', ramp: 'medium' })).toEqual([
      { id: 'ramp', selected: true, priority: 'medium' },
    ]);
  });

  it('key results come from summarizeHomeModifications (known answer of its test: grab bars high + stair lift → $1,850 left of 5,000)', () => {
    const results = scenario.results({ ...scenario.defaults, 'grab-bars': 'high', 'stair-lift': 'none' });
    expect(results).toEqual({
      itemsChosen: 2,
      total: 3150,
      high: 150,
      medium: 0,
      low: 0,
      none: 3000,
      overBudget: 0,
      remaining: 1850,
    });
    // Nothing chosen: the tool gives no verdict, and all of the budget is left.
    expect(scenario.results(scenario.defaults)).toMatchObject({ total: 0, overBudget: 0, remaining: 5000 });
  });
});

describe('Scenarios in the home modification planner', () => {
  it('saves two plans, compares them with differing rows marked in words, and the totals with the difference', async () => {
    const user = userEvent.setup();
    await renderPlanner();
    await user.selectOptions(priority('Grab bars'), 'high');
    await user.click(item('Grab bars'));
    await user.selectOptions(priority('Walk-in shower'), 'medium');
    await user.click(item('Walk-in shower'));
    // A priority on an item left out changes nothing in the plan, so it is no difference either.
    await user.selectOptions(priority('Ramp'), 'low');
    await saveScenarioAs(user, 'Bathroom first');

    await typeInto(user, /^Budget/, '3000');
    await user.selectOptions(priority('Ramp'), 'none');
    await user.click(item('Stair lift'));
    await saveScenarioAs(user, 'With a stair lift');
    expect(
      scenariosStore(TOOL_ID)
        .read()
        .map((s) => s.name),
    ).toEqual(['Bathroom first', 'With a stair lift']);

    const inputs = await compareScenarios(user, 'Bathroom first', 'With a stair lift');
    expect(within(inputs).getByRole('row', { name: /^Budget/ })).toHaveTextContent('$5,000$3,000Differs');
    expect(within(inputs).getByRole('row', { name: /^Timeline/ })).toHaveTextContent('6 months6 monthsSame');
    expect(within(inputs).getByRole('row', { name: /^Grab bars/ })).toHaveTextContent(
      'Chosen, high priorityChosen, high prioritySame',
    );
    expect(within(inputs).getByRole('row', { name: /^Stair lift/ })).toHaveTextContent(
      'Not chosenChosen, no priority setDiffers',
    );
    expect(within(inputs).getByRole('row', { name: /^Ramp/ })).toHaveTextContent('Not chosenNot chosenSame');
    expect(
      screen.getByText('2 of 26 inputs differ between “Bathroom first” and “With a stair lift”.'),
    ).toBeInTheDocument();

    // Grab bars 150 + walk-in shower 800 = 950 of 5,000 (4,050 left); adding the 3,000 stair lift on a 3,000 budget: 3,950, over by 950.
    const results = screen.getByRole('table', { name: 'Key results compared' });
    expect(within(results).getByRole('row', { name: /^Items chosen/ })).toHaveTextContent('23+1');
    expect(within(results).getByRole('row', { name: /^Total cost of selected items/ })).toHaveTextContent(
      '$950$3,950+$3,000',
    );
    expect(within(results).getByRole('row', { name: /^High priority/ })).toHaveTextContent('$150$150No difference');
    expect(within(results).getByRole('row', { name: /^Over budget by/ })).toHaveTextContent('$0$950+$950');
    expect(within(results).getByRole('row', { name: /^Budget remaining/ })).toHaveTextContent('$4,050$0−$4,050');
    // The figures are the planner's own: its results show the same total and verdict for the second plan.
    expect(screen.getByText('Budget exceeded by $950')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Link to this comparison' }).getAttribute('href')).toMatch(
      /^\/#compare=home-modification&v=1&a=Bathroom\+first&b=With\+a\+stair\+lift&a\.budget=5000&a\.timeline=6-months&a\.grab-bars=high/,
    );
  });

  it('a shared comparison link opens straight into the comparison', async () => {
    const a = plannerScenarioInputs(5000, '6-months', [{ id: 'night-lights', selected: true, priority: 'low' }]);
    const b = plannerScenarioInputs(5000, '2-years', [
      { id: 'night-lights', selected: true, priority: 'low' },
      { id: 'ramp', selected: true, priority: 'high' },
    ]);
    window.history.replaceState(
      null,
      '',
      `/tools/home-modification${encodeComparisonHash(TOOL_ID, { name: 'Small', inputs: a }, { name: 'With a ramp', inputs: b })}`,
    );
    render(<HomeModificationPlanner title="Home Modification Planner" />);
    const results = await screen.findByRole('table', { name: 'Key results compared' });
    // Night lights 50; plus the 1,200 ramp = 1,250.
    expect(within(results).getByRole('row', { name: /^Total cost of selected items/ })).toHaveTextContent(
      '$50$1,250+$1,200',
    );
    expect(
      within(screen.getByRole('table', { name: 'Inputs compared' })).getByRole('row', { name: /^Timeline/ }),
    ).toHaveTextContent('6 months2 yearsDiffers');
  });

  it('a keyboard user reaches the panel: its Save form is there with the planner, before any of its code is fetched', async () => {
    // The panel's saved-scenarios part never arrives, as on a phone that has not fetched it yet,
    // and the panel is far below the viewport (an observer that never reports it).
    resetSavedScenariosForTests(new Promise<void>(() => {}));
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    try {
      render(<HomeModificationPlanner title="Home Modification Planner" />);
      // Nothing is focused or pointed at: the panel's focus stops are in the page with the planner's,
      // so Tab out of the planner's results lands in them, never past them.
      const saveForm = within(scenarioPanel()).getByRole('form', { name: /^Save as scenario/ });
      expect(within(saveForm).getByRole('textbox', { name: /^Scenario name/ })).toBeInTheDocument();
      expect(within(saveForm).getByRole('button', { name: 'Save as scenario' })).toBeInTheDocument();
      const focusStops = [...document.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex="0"]')];
      expect(focusStops.at(-1)).toHaveAccessibleName('Save as scenario');
    } finally {
      vi.unstubAllGlobals();
      resetSavedScenariosForTests();
      await loadSavedScenarios();
    }
  });
});

/**
 * The openings every tool component test shares (not used by the site): a fresh tab before each
 * test, the results region by its title, and typing or choosing as a visitor does.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStorageStateForTests } from '../../storage';

export type User = ReturnType<typeof userEvent.setup>;

/** Before each test: no stored inputs, My details or scenarios, and no URL fragment. */
export function startEachTestFresh(): void {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetStorageStateForTests();
    window.history.replaceState(null, '', '/');
  });
}

/** A getter for the tool's results region, found by its title. */
export const resultsRegion = (name: string) => () => screen.getByRole('region', { name });

/** Replaces a text field's value (blank when `text` is empty) and leaves it with Tab. */
export async function typeInto(user: User, name: RegExp, text: string): Promise<void> {
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.tab();
}

/** typeInto with a user of its own, for tests that do nothing else by hand. */
export const setField = (name: RegExp, text: string) => typeInto(userEvent.setup(), name, text);

/** Opens a select by keyboard and lists its options' words (the chosen one's ✓ is aria-hidden). */
export async function openOptions(user: User, name: RegExp): Promise<(string | undefined)[]> {
  screen.getByRole('combobox', { name }).focus();
  await user.keyboard('{Enter}');
  return (await screen.findAllByRole('option')).map((o) => o.textContent?.replace('✓', ''));
}

/** Picks an option of a select, as a visitor with a mouse does. */
export async function choose(user: User, name: RegExp, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The tool's scenario panel (G5), by its heading. */
export const scenarioPanel = () => screen.getByRole('region', { name: 'Scenarios' });

/** Waits for the scenario panel, which ToolLayout fetches on its own (lazily). */
export async function findScenarioPanel(): Promise<HTMLElement> {
  // The first import of the panel is transformed on demand, which can take seconds on a busy machine.
  return screen.findByRole('region', { name: 'Scenarios' }, { timeout: 10_000 });
}

/** Saves the tool's current inputs as a scenario under this name, and checks it says so. */
export async function saveScenarioAs(user: User, name: string): Promise<void> {
  await user.type(within(scenarioPanel()).getByRole('textbox', { name: /^Scenario name/ }), name);
  await user.click(within(scenarioPanel()).getByRole('button', { name: 'Save as scenario' }));
  expect(within(scenarioPanel()).getByText(`Saved as scenario “${name}”.`)).toBeInTheDocument();
}

/** Picks a side of the comparison ("Compare" or "With") by keyboard in the scenario panel. */
export async function chooseScenario(user: User, select: RegExp, option: string): Promise<void> {
  within(scenarioPanel()).getByRole('combobox', { name: select }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

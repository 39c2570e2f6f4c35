/**
 * The openings every tool component test shares (not used by the site): a fresh tab before each
 * test, the results region by its title, and typing or choosing as a visitor does.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { resetStorageStateForTests } from '../../../storage';

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
/**
 * Matches only what the page shows, not the polite summary that repeats a results note for screen
 * readers once the results settle (1 s after the last change, ResultsRegion): on a loaded machine a
 * test may read the region after that and find the note twice. `getByText(text, SHOWN_ONLY)`.
 */
export const SHOWN_ONLY = { ignore: 'script, style, [data-results-summary]' } as const;

export const resultsRegion = (name: string) => () => screen.getByRole('region', { name });

/**
 * A tool test file's opening: every test starts fresh, `renderTool()` renders this tool and
 * hands back a visitor (`user`) with the render result, `results()` finds its results region by
 * this title, and `renderResults()` renders the tool and hands back that region (for the tests
 * that only read what it shows).
 */
export function toolUnderTest(tool: ReactElement, resultsTitle: string) {
  startEachTestFresh();
  const renderTool = () => ({ user: userEvent.setup(), ...render(tool) });
  const results = resultsRegion(resultsTitle);
  const renderResults = () => (renderTool(), results());
  /** Renders the tool, types each [field, text] in turn as setField does, and hands back the results region. */
  const resultsAfterTyping = async (...entries: [field: RegExp, text: string][]) => {
    renderTool();
    for (const [field, text] of entries) await setField(field, text);
    return results();
  };
  return { renderTool, results, renderResults, resultsAfterTyping };
}

/**
 * A tool that calculates on demand (SPEC §4: it prompts until its button is pressed) opens on its prompt: its results region shows the
 * prompt and not what `calculated` finds there (a figure or a table it shows once calculated).
 */
export function expectOnlyThePrompt(
  region: HTMLElement,
  prompt: string,
  calculated: (results: ReturnType<typeof within>) => HTMLElement | null,
): void {
  expect(within(region).getByText(prompt)).toBeInTheDocument();
  expect(calculated(within(region))).not.toBeInTheDocument();
}

/** Checks the tax-year select opens on `years[0]` and lists `years` in order, then closes it. */
export async function expectTaxYears(user: User, years: string[]): Promise<void> {
  expect(screen.getByRole('combobox', { name: /^Tax year/ })).toHaveTextContent(years[0]!);
  expect(await clickOptions(user, /^Tax year/)).toEqual(years);
  await user.keyboard('{Escape}');
}

/** The "Show in today’s dollars" toggle of the tools that project into the future. */
export const todaysDollarsToggle = () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' });

/**
 * Ticks "Show in today’s dollars" (it starts unticked) and checks the choice is kept: in the
 * link, in the tool's saved inputs next to `saved`, and ticked again in a fresh render of the
 * tool, which stays rendered.
 */
export async function expectTodaysDollarsKept(
  user: User,
  view: { unmount: () => void },
  renderTool: () => unknown,
  toolId: string,
  saved: Record<string, unknown>,
): Promise<void> {
  expect(todaysDollarsToggle()).not.toBeChecked();
  await user.click(todaysDollarsToggle());
  await expectInLink('todaysDollars=true');
  expect(JSON.parse(localStorage.getItem(`tool-inputs-${toolId}`) ?? '{}').data).toMatchObject({
    ...saved,
    todaysDollars: true,
  });
  view.unmount();
  renderTool();
  expect(todaysDollarsToggle()).toBeChecked();
}

/** Replaces a text field's value (blank when `text` is empty) and leaves it with Tab. */
export async function typeInto(user: User, name: RegExp, text: string): Promise<void> {
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.tab();
}

/** typeInto with a user of its own, for tests that do nothing else by hand. */
export const setField = (name: RegExp, text: string) => typeInto(userEvent.setup(), name, text);

/**
 * Types a value out of a field's range and checks that the tool says in words what it used
 * instead, and, given `shown`, that the field now shows it.
 */
export async function expectCapped(
  field: RegExp,
  text: string,
  message: string | RegExp,
  shown?: string,
): Promise<void> {
  await setField(field, text);
  expect(screen.getByText(message)).toBeInTheDocument();
  if (shown !== undefined) expect(screen.getByRole('textbox', { name: field })).toHaveValue(shown);
}

/** Opens a select by keyboard and lists its options' words (the chosen one's ✓ is aria-hidden). */
export async function openOptions(user: User, name: RegExp): Promise<(string | undefined)[]> {
  screen.getByRole('combobox', { name }).focus();
  await user.keyboard('{Enter}');
  return (await screen.findAllByRole('option')).map((o) => o.textContent?.replace('✓', ''));
}

/** Opens a select with a click, as a visitor with a mouse does, and lists its options' words. */
export async function clickOptions(user: User, name: RegExp): Promise<(string | undefined)[]> {
  await user.click(screen.getByRole('combobox', { name }));
  return (await screen.findAllByRole('option')).map((o) => o.textContent?.replace('✓', ''));
}

/** Picks an option of a select, as a visitor with a mouse does. */
export async function choose(user: User, name: RegExp, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A field a test types into, the fragment parameter it is shared as, and how the field shows it once restored. */
export interface SharedField {
  field: RegExp;
  text: string;
  param: string;
  shown: string;
}

/**
 * Waits for the tool's link (the URL fragment) to hold every part: the fragment follows typing
 * once it pauses (toolUrl.ts), not on each keystroke.
 */
export async function expectInLink(...parts: string[]): Promise<void> {
  await waitFor(() => {
    for (const part of parts) expect(window.location.hash).toContain(part);
  });
}

/**
 * The share-link round trip every tool keeps: what is typed into these fields is written into the
 * URL fragment under the tool's id, and a fresh render of the tool restores each field from it.
 * The tool stays rendered, so a test can go on to check the results restored with it.
 */
export async function expectFragmentRoundTrip(
  renderTool: () => { unmount: () => void },
  toolId: string,
  fields: SharedField[],
): Promise<void> {
  const user = userEvent.setup();
  const { unmount } = renderTool();
  for (const { field, text } of fields) await typeInto(user, field, text);
  await expectInLink(`tool=${toolId}`, ...fields.map(({ param, text }) => `${param}=${text}`));
  unmount();
  renderTool();
  for (const { field, shown } of fields) expect(screen.getByRole('textbox', { name: field })).toHaveValue(shown);
}

/** The tool's scenario panel (G5), by its heading. */
export const scenarioPanel = () => screen.getByRole('region', { name: 'Scenarios' });

/** Waits for the scenario panel, which ToolLayout fetches on its own (lazily). */
export async function findScenarioPanel(): Promise<HTMLElement> {
  // The first import of the panel is transformed on demand, which can take seconds on a busy machine.
  return screen.findByRole('region', { name: 'Scenarios' });
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

/**
 * Compares scenario `a` with scenario `b` in the scenario panel and checks the inputs table is
 * headed by their names, in that order; hands back that table.
 */
export async function compareScenarios(user: User, a: string, b: string): Promise<HTMLElement> {
  await chooseScenario(user, /^Compare/, a);
  await chooseScenario(user, /^With/, b);
  await user.click(within(scenarioPanel()).getByRole('button', { name: 'Compare scenarios' }));
  const inputs = screen.getByRole('table', { name: 'Inputs compared' });
  expect(
    within(inputs)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Input', a, b, 'Same or different']);
  return inputs;
}

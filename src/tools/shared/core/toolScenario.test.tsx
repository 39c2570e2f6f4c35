import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SCENARIOS_PER_TOOL, scenariosStore } from '../../../storage';
import { RmdCalculator } from '../../RmdCalculator/RmdCalculator';
import { encodeComparisonHash } from '../scenarios/scenarios';
import type { ToolScenario } from './toolScenario';
import type { InputRecord } from './toolState';
import { startEachTestFresh, typeInto } from '../testing/toolTestKit';

/**
 * The scenario panel as every calculator shows it (through ToolLayout), tried on the RMD
 * calculator, plus a check that each calculator's descriptor covers all of its inputs.
 */

let warn: ReturnType<typeof vi.spyOn>;
startEachTestFresh();
beforeEach(() => {
  window.history.replaceState(null, '', '/tools/rmd');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const renderTool = () => render(<RmdCalculator title="RMD Calculator" />);
const panel = () => screen.getByRole('region', { name: 'Scenarios' });

async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(within(panel()).getByRole('textbox', { name: /^Scenario name/ }), name);
  await user.click(within(panel()).getByRole('button', { name: 'Save as scenario' }));
}

describe('Scenarios in a calculator', () => {
  it('saves two scenarios, compares them with differing rows marked in words and the RMD difference', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInto(user, /^Your age/, '73');
    await typeInto(user, /^Account balance/, '265000');
    await saveAs(user, 'Now');
    expect(within(panel()).getByText('Saved as scenario “Now”.')).toBeInTheDocument();
    await typeInto(user, /^Account balance/, '318000');
    await saveAs(user, 'Bigger balance');
    expect(
      scenariosStore('rmd')
        .read()
        .map((s) => s.name),
    ).toEqual(['Now', 'Bigger balance']);

    within(panel())
      .getByRole('combobox', { name: /^Compare/ })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Now' }));
    within(panel()).getByRole('combobox', { name: /^With/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Bigger balance' }));
    await user.click(within(panel()).getByRole('button', { name: 'Compare scenarios' }));

    const inputs = screen.getByRole('table', { name: 'Inputs compared' });
    expect(
      within(inputs)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Input', 'Now', 'Bigger balance', 'Same or different']);
    expect(within(inputs).getByRole('row', { name: /^Account balance/ })).toHaveTextContent('$265,000$318,000Differs');
    expect(within(inputs).getByRole('row', { name: /^Your age/ })).toHaveTextContent('73 years73 yearsSame');
    expect(screen.getByText('1 of 5 inputs differ between “Now” and “Bigger balance”.')).toBeInTheDocument();
    // Pub. 590-B Uniform Lifetime Table, age 73: divisor 26.5. 265,000 / 26.5 = 10,000; 318,000 / 26.5 = 12,000.
    const results = screen.getByRole('table', { name: 'Key results compared' });
    expect(within(results).getByRole('row', { name: /^Required minimum distribution/ })).toHaveTextContent(
      '$10,000$12,000+$2,000',
    );
    expect(within(panel()).getByRole('link', { name: 'Link to this comparison' }).getAttribute('href')).toMatch(
      /^\/tools\/rmd#compare=rmd&v=1&a=Now&b=Bigger\+balance&a\.age=73&a\.balance=265000/,
    );
  });

  it(`keeps at most ${MAX_SCENARIOS_PER_TOOL} per tool and says how to make room; deleting one makes room`, async () => {
    const user = userEvent.setup();
    scenariosStore('rmd').write(
      Array.from({ length: MAX_SCENARIOS_PER_TOOL }, (_, i) => ({
        name: `Plan ${i + 1}`,
        savedAt: '2026-11-01T00:00:00.000Z',
        inputs: { age: 73 + i, balance: 100_000, taxYear: 2026 },
      })),
    );
    renderTool();
    expect(within(panel()).getAllByRole('button', { name: /^Delete scenario/ })).toHaveLength(MAX_SCENARIOS_PER_TOOL);
    await saveAs(user, 'Eleventh');
    expect(
      within(panel()).getByText(/^You already have 10 saved scenarios for this tool\. Delete one to save another/),
    ).toBeInTheDocument();
    expect(scenariosStore('rmd').read()).toHaveLength(MAX_SCENARIOS_PER_TOOL);

    await user.click(within(panel()).getByRole('button', { name: 'Delete scenario “Plan 3”' }));
    expect(within(panel()).getByText('Scenario “Plan 3” deleted.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Save as scenario' }));
    expect(
      scenariosStore('rmd')
        .read()
        .map((s) => s.name),
    ).toContain('Eleventh');
    expect(scenariosStore('rmd').read()).toHaveLength(MAX_SCENARIOS_PER_TOOL);
  });

  it('corrupt saved scenarios: the tool opens with an empty list and a console warning, and saving works again', async () => {
    localStorage.setItem('scenarios-rmd', '{"v":1,"data":[{"name":42}]}');
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByRole('heading', { name: 'Scenarios' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Compare scenarios' })).not.toBeInTheDocument();
    // Version 1 is read through the version-2 migration (issue I6: blank apart from 0), which refuses it as damaged.
    expect(warn).toHaveBeenCalledWith(
      '[storage] scenarios-rmd: migration from version 1 gave an unexpected shape; starting fresh',
    );
    await saveAs(user, 'Fresh');
    expect(
      scenariosStore('rmd')
        .read()
        .map((s) => s.name),
    ).toEqual(['Fresh']);
  });

  it('a shared comparison link opens straight into the comparison', () => {
    const hash = encodeComparisonHash(
      'rmd',
      { name: 'At 75', inputs: { age: 75, balance: 246_000, taxYear: 2026 } },
      { name: 'At 80', inputs: { age: 80, balance: 246_000, taxYear: 2026 } },
    );
    window.history.replaceState(null, '', `/tools/rmd${hash}`);
    renderTool();
    const results = screen.getByRole('table', { name: 'Key results compared' });
    // Pub. 590-B: divisor 24.6 at 75 and 20.2 at 80 → 10,000 and 12,178.22.
    expect(within(results).getByRole('row', { name: /^Required minimum distribution/ })).toHaveTextContent(
      '$10,000$12,178+$2,178',
    );
  });

  it('a corrupt comparison link (unknown version) opens the tool without a comparison and warns', () => {
    window.history.replaceState(null, '', '/tools/rmd#compare=rmd&v=99&a=%E0%A4%A&a.age=banana');
    renderTool();
    expect(screen.getByRole('heading', { name: 'Scenarios' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Inputs compared' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[scenarios] rmd: the comparison link could not be read; starting fresh');
  });

  it('a comparison link with unreadable values falls back to the defaults for them, without NaN', () => {
    window.history.replaceState(
      null,
      '',
      '/tools/rmd#compare=rmd&v=1&a=&b=B&a.age=banana&b.balance=Infinity&b.taxYear=1e400',
    );
    renderTool();
    const table = screen.getByRole('table', { name: 'Key results compared' });
    expect(table).not.toHaveTextContent(/NaN|Infinity/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Result', 'Scenario A', 'B', 'Difference (B minus Scenario A)']);
  });
});

describe('Each calculator’s scenario descriptor', () => {
  // The generic calculator has no single descriptor: it builds one from each article's config
  // (GenericCalculator/scenario.ts, checked in GenericCalculator.test.tsx).
  const descriptors = import.meta.glob<ToolScenario<InputRecord>>(
    ['/src/tools/*/scenario.ts', '!/src/tools/GenericCalculator/scenario.ts'],
    { import: 'scenario', eager: true },
  );

  // Every tool folder (one with a tool.ts) is a calculator or planner with a descriptor, except these.
  const WITHOUT_SCENARIOS = ['BeneficiaryTracker', 'GenericCalculator', 'GenericChecklist', 'StepTool'];
  const toolFolders = Object.keys(import.meta.glob('/src/tools/*/tool.ts')).map((path) => path.split('/')[3]!);

  it('exists for every calculator and planner except the checklists, the wizard and the beneficiary tracker', () => {
    const tools = Object.keys(descriptors).map((path) => path.split('/')[3]);
    expect(toolFolders.length).toBeGreaterThanOrEqual(21);
    expect(tools.sort()).toEqual(toolFolders.filter((tool) => !WITHOUT_SCENARIOS.includes(tool)).sort());
    expect(tools).toContain('RmdCalculator');
  });

  it.each(Object.entries(descriptors))(
    '%s lists every input once and works out finite key results from the defaults',
    async (_path, scenario) => {
      // A descriptor whose key results fetch a calculation on demand (the household engine) loads it first, as the comparison does.
      await scenario.prepare?.();
      const keys = scenario.fields.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...keys].sort()).toEqual(Object.keys(scenario.defaults).sort());
      const results = scenario.results(scenario.defaults);
      expect(Object.keys(results).sort()).toEqual(scenario.resultFields.map((f) => f.key).sort());
      // An optional figure (the survivor's tax without a year of death) may be missing; the comparison then leaves it out.
      for (const field of scenario.resultFields)
        expect(field.optional || Number.isFinite(results[field.key])).toBe(true);
    },
  );
});

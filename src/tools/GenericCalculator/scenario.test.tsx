import fs from 'node:fs';
import matter from 'gray-matter';
import * as v from 'valibot';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scenariosStore } from '../../storage';
import { encodeComparisonHash } from '../shared/scenarios/scenarios';
import {
  chooseScenario,
  findScenarioPanel,
  saveScenarioAs,
  scenarioPanel,
  startEachTestFresh,
  typeInto,
  compareScenarios,
} from '../shared/testing/toolTestKit';
import { GenericCalculator } from './GenericCalculator';
import { calculatorConfigSchema } from './config';
import { withFormulaTrees } from '../formula/formula';
import { scenarioFor } from './scenario';

// Several helpers share this 2-core machine: keyboard-driven tests can exceed the default 5 s.
startEachTestFresh();
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const config = withFormulaTrees({
  inputs: [
    { id: 'savings', label: 'Savings today', type: 'number', unit: '$', default_value: 100000 },
    { id: 'rate', label: 'Yearly growth', type: 'range', unit: '%', min: 0, max: 10, step: 0.5, default_value: 5 },
    { id: 'years', label: 'Years to grow', type: 'number', unit: 'years', default_value: 10, min: 0, max: 50 },
    { id: 'visits', label: 'Reviews a year', type: 'number', unit: 'visits', default_value: 2 },
    {
      id: 'plan',
      label: 'Plan',
      type: 'select',
      default_value: '4',
      options: [
        { value: '3.5', label: 'Careful (3.5%)' },
        { value: '4', label: 'Standard (4%)' },
      ],
    },
    { id: 'note', label: 'A note', type: 'text', placeholder: 'Anything' },
  ],
  outputs: [
    {
      id: 'future',
      label: 'Savings later',
      formula: 'round(savings * pow(1 + rate / 100, years))',
      display_type: 'currency',
    },
    { id: 'share', label: 'Growth share', formula: 'rate * 2', display_type: 'percentage' },
    { id: 'income', label: 'Yearly income', formula: 'future * plan / 100', display_type: 'currency' },
  ],
});
const parsed = v.parse(calculatorConfigSchema, config);
const defaults = { savings: 100000, rate: 5, years: 10, visits: 2, plan: '4', note: '' };
const TOOL_KEY = 'generic-calculator-savings-gap';

const panel = scenarioPanel;

/** The calculator with its scenario panel, which ToolLayout loads on its own (lazily). */
async function renderCalculator(title = 'Savings Gap') {
  const view = render(<GenericCalculator title={title} config={config} />);
  await findScenarioPanel();
  return view;
}

describe('scenarioFor (a generic calculator’s descriptor, built from its config)', () => {
  it('lists every input once, in the words and formats the form uses', () => {
    const scenario = scenarioFor(parsed, defaults);
    expect(scenario.defaults).toBe(defaults);
    expect(scenario.fields).toEqual([
      { key: 'savings', label: 'Savings today', format: { style: 'currency' } },
      { key: 'rate', label: 'Yearly growth', format: { style: 'percent' } },
      { key: 'years', label: 'Years to grow', format: { style: 'years' } },
      { key: 'visits', label: 'Reviews a year (visits)', format: { style: 'number' } },
      { key: 'plan', label: 'Plan', options: { '3.5': 'Careful (3.5%)', '4': 'Standard (4%)' } },
      { key: 'note', label: 'A note' },
    ]);
    expect(scenario.resultFields).toEqual([
      { key: 'future', label: 'Savings later', format: { style: 'currency' } },
      { key: 'share', label: 'Growth share', format: { style: 'percent' } },
      { key: 'income', label: 'Yearly income', format: { style: 'currency' } },
    ]);
  });

  it('works out the key results with the formulas the tool shows: 100,000 × 1.05^10 = 162,889.46, rounded', () => {
    const results = scenarioFor(parsed, defaults).results(defaults);
    // 162,889 × 4 / 100 = 6,515.56
    expect(results).toEqual({ future: 162889, share: 10, income: 6515.56 });
  });

  it('a config that fails outside a formula gives no figures and a warning, not a crash', () => {
    const hostile = {
      ...parsed,
      outputs: [
        {
          ...parsed.outputs[0]!,
          get tree(): unknown {
            throw new TypeError('boom');
          },
        },
      ],
    };
    expect(scenarioFor(hostile, defaults).results(defaults)).toEqual({});
    expect(warn).toHaveBeenCalledWith('[generic-calculator] a scenario could not be calculated', expect.any(TypeError));
  });

  it('the article’s config (retirement savings gap): every input once, finite results from its defaults', () => {
    const front = matter(fs.readFileSync('content/articles/retirement-savings-gap-calculator.md', 'utf8')).data;
    const article = v.parse(calculatorConfigSchema, front.calculator_config);
    const articleDefaults = Object.fromEntries(article.inputs.map((input) => [input.id, Number(input.default_value)]));
    const scenario = scenarioFor(article, articleDefaults);
    expect(scenario.fields.map((f) => f.key)).toEqual(article.inputs.map((input) => input.id));
    const results = scenario.results(articleDefaults);
    expect(Object.keys(results)).toEqual(scenario.resultFields.map((f) => f.key));
    for (const value of Object.values(results)) expect(Number.isFinite(value)).toBe(true);
  });
});

describe('Scenarios in the generic calculator', () => {
  it('saves two, compares them with differing rows marked in words, and the key results with the difference', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    await saveScenarioAs(user, 'Ten years');
    await typeInto(user, /^Years to grow/, '20');
    await saveScenarioAs(user, 'Twenty years');
    expect(
      scenariosStore(TOOL_KEY)
        .read()
        .map((s) => s.name),
    ).toEqual(['Ten years', 'Twenty years']);

    const inputs = await compareScenarios(user, 'Ten years', 'Twenty years');
    expect(within(inputs).getByRole('row', { name: /^Years to grow/ })).toHaveTextContent('10 years20 yearsDiffers');
    expect(within(inputs).getByRole('row', { name: /^Savings today/ })).toHaveTextContent('$100,000$100,000Same');
    expect(within(inputs).getByRole('row', { name: /^Yearly growth/ })).toHaveTextContent('5%5%Same');
    expect(within(inputs).getByRole('row', { name: /^Plan/ })).toHaveTextContent('Standard (4%)Standard (4%)Same');
    expect(screen.getByText('1 of 6 inputs differ between “Ten years” and “Twenty years”.')).toBeInTheDocument();

    const results = screen.getByRole('table', { name: 'Key results compared' });
    // round(100,000 × 1.05^10) = 162,889; round(100,000 × 1.05^20) = round(265,329.77) = 265,330.
    expect(within(results).getByRole('row', { name: /^Savings later/ })).toHaveTextContent('$162,889$265,330+$102,441');
    expect(within(results).getByRole('row', { name: /^Growth share/ })).toHaveTextContent('10%10%No difference');
    expect(within(panel()).getByRole('link', { name: 'Link to this comparison' }).getAttribute('href')).toMatch(
      new RegExp(`#compare=${TOOL_KEY}&v=1&a=Ten\\+years&b=Twenty\\+years&a\\.savings=100000&a\\.rate=5&a\\.years=10`),
    );
  });

  it('compares the current inputs with a saved scenario', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    await saveScenarioAs(user, 'As it was');
    await typeInto(user, /^Savings today/, '200000');
    await chooseScenario(user, /^With/, 'As it was');
    await user.click(within(panel()).getByRole('button', { name: 'Compare scenarios' }));
    const results = screen.getByRole('table', { name: 'Key results compared' });
    // round(200,000 × 1.05^10) = 325,779 against 162,889.
    expect(within(results).getByRole('row', { name: /^Savings later/ })).toHaveTextContent('$325,779$162,889−$162,890');
    expect(
      within(screen.getByRole('table', { name: 'Inputs compared' })).getAllByRole('columnheader')[1],
    ).toHaveTextContent('Current inputs');
  });

  it('keeps each generic calculator’s scenarios apart (one list per article title)', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderCalculator();
    await saveScenarioAs(user, 'Mine');
    unmount();
    await renderCalculator('Another Calculator');
    expect(within(panel()).queryByText('Mine')).not.toBeInTheDocument();
    expect(scenariosStore('generic-calculator-another-calculator').read()).toEqual([]);
    expect(
      scenariosStore(TOOL_KEY)
        .read()
        .map((s) => s.name),
    ).toEqual(['Mine']);
  });

  it('a shared comparison link opens straight into the comparison, with the results worked out afresh', async () => {
    const hash = encodeComparisonHash(
      TOOL_KEY,
      { name: 'Low', inputs: { ...defaults, rate: 0 } },
      { name: 'High', inputs: { ...defaults, rate: 10 } },
    );
    window.history.replaceState(null, '', `/content/savings-gap${hash}`);
    await renderCalculator();
    const results = await screen.findByRole('table', { name: 'Key results compared' });
    // 100,000 × 1.1^10 = 259,374.25 → 259,374.
    expect(within(results).getByRole('row', { name: /^Savings later/ })).toHaveTextContent('$100,000$259,374+$159,374');
    expect(
      within(screen.getByRole('table', { name: 'Inputs compared' })).getByRole('row', { name: /^Yearly growth/ }),
    ).toHaveTextContent('0%10%Differs');
  });
});

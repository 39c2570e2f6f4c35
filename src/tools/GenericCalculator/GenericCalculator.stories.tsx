import type { Meta } from '@storybook/react-vite';
import { GenericCalculator } from './GenericCalculator';
import { withFormulaTrees } from '../formula/formula';
import { encodeComparisonHash } from '../shared/scenarios/scenarios';
import { startFrom, toolFrame, toolStory, valueCappedStory, type ToolStory } from '../shared/testing/toolStories';
import { wordsWhenRead } from '../shared/testing/wordsWhenRead';
import * as scenarioWords from '../shared/scenarios/messages';
import * as formulaWords from '../formula/messages';

const TITLE = 'Retirement Savings Gap Calculator';

const config = withFormulaTrees({
  disclaimer: 'This is an educational estimate. It assumes the same growth every year. Taxes are not included.',
  inputs: [
    {
      id: 'current_age',
      label: 'Your age today',
      type: 'number',
      default_value: 55,
      min: 18,
      max: 90,
      unit: 'years',
      required: true,
    },
    {
      id: 'retirement_age',
      label: 'Age you plan to retire',
      type: 'number',
      default_value: 67,
      min: 50,
      max: 80,
      unit: 'years',
    },
    { id: 'savings', label: 'Retirement savings today', type: 'number', default_value: 250000, min: 0, unit: '$' },
    {
      id: 'growth',
      label: 'Yearly growth after inflation',
      type: 'range',
      default_value: 4,
      min: 0,
      max: 8,
      step: 0.5,
      unit: '%',
    },
    {
      id: 'plan',
      label: 'Withdrawal plan',
      type: 'select',
      default_value: '4',
      options: [
        { value: '3.5', label: 'Careful (3.5%)' },
        { value: '4', label: 'Standard (4%)' },
      ],
    },
    { id: 'note', label: 'A note for yourself', type: 'text', placeholder: 'Optional' },
  ],
  outputs: [
    {
      id: 'years',
      label: 'Years until you retire',
      formula: 'max(retirement_age - current_age, 0)',
      display_type: 'number',
    },
    {
      id: 'projected',
      label: 'Projected savings at retirement',
      formula: 'savings * pow(1 + growth / 100, years)',
      display_type: 'currency',
    },
    {
      id: 'income',
      label: 'Yearly income your savings could support',
      formula: 'projected * plan / 100',
      display_type: 'currency',
    },
  ],
});

const meta = {
  title: 'Tools/Generic calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: GenericCalculator,
  ...toolFrame(TITLE, 'Results update a moment after you stop typing.', undefined, config),
} satisfies Meta<typeof GenericCalculator>;
export default meta;

const story = toolStory('generic-calculator-retirement-savings-gap-calculator');
const BROKEN_FORMULA = 'A figure with a broken formula';

/** The config's defaults: 250,000 growing 4 % for 12 years is $400,258. */
export const Defaults = story({ shows: ['Projected savings at retirement', /^\$400,258/] });

/** A scenario already entered (the fragment other tools use for sharing): 400,000 at 5 % for 7 years is $562,840. */
export const FilledIn = story({
  inputs: { current_age: 60, savings: 400000, growth: 5 },
  shows: [/^\$562,840/],
  hides: [/^\$400,258/],
});

/**
 * Opened from a shared comparison link: retiring at 67 against 70, everything else the config's
 * defaults. 250,000 growing 4 % for 12 years is $400,258; for 15 years $450,236 (+$49,978).
 */
export const SharedComparison: ToolStory = {
  ...story({
    shows: wordsWhenRead<string | RegExp>(scenarioWords.resultsCaption, scenarioWords.differs, () => /^\+\$49,978$/),
  }),
  beforeEach: startFrom(
    encodeComparisonHash(
      'generic-calculator-retirement-savings-gap-calculator',
      {
        name: 'Retire at 67',
        inputs: { current_age: 55, retirement_age: 67, savings: 250000, growth: 4, plan: '4', note: '' },
      },
      {
        name: 'Retire at 70',
        inputs: { current_age: 55, retirement_age: 70, savings: 250000, growth: 4, plan: '4', note: '' },
      },
    ),
  ),
};

/** One output's formula is hostile: it is not run, and the other figures still work. */
export const FailingFormula = {
  ...story({ shows: [BROKEN_FORMULA, /^\$400,258/] }),
  args: {
    config: {
      ...config,
      outputs: [
        ...config.outputs,
        { id: 'bad', label: BROKEN_FORMULA, formula: "constructor.constructor('alert(1)')()", display_type: 'number' },
      ],
    },
  },
};

/** A config the engine cannot use: a plain sentence instead of a crash. */
export const ErrorBrokenConfig = {
  ...story({ shows: wordsWhenRead(() => formulaWords.configProblem({ kind: 'calculator' })) }),
  args: { config: { inputs: 'not a list', outputs: [] } },
};

export const ErrorValueCapped = valueCappedStory();

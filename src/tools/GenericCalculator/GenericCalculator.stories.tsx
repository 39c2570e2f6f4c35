import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { GenericCalculator } from './GenericCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const TITLE = 'Retirement Savings Gap Calculator';

const config = {
  disclaimer: 'This is an educational estimate. It assumes the same growth every year. Taxes are not included.',
  inputs: [
    { id: 'current_age', label: 'Your age today', type: 'number', default_value: 55, min: 18, max: 90, unit: 'years', required: true },
    { id: 'retirement_age', label: 'Age you plan to retire', type: 'number', default_value: 67, min: 50, max: 80, unit: 'years' },
    { id: 'savings', label: 'Retirement savings today', type: 'number', default_value: 250000, min: 0, unit: '$' },
    { id: 'growth', label: 'Yearly growth after inflation', type: 'range', default_value: 4, min: 0, max: 8, step: 0.5, unit: '%' },
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
    { id: 'years', label: 'Years until you retire', formula: 'max(retirement_age - current_age, 0)', display_type: 'number' },
    { id: 'projected', label: 'Projected savings at retirement', formula: 'savings * pow(1 + growth / 100, years)', display_type: 'currency' },
    { id: 'income', label: 'Yearly income your savings could support', formula: 'projected * plan / 100', display_type: 'currency' },
  ],
};

const meta: Meta<typeof GenericCalculator> = {
  title: 'Tools/Generic calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: GenericCalculator,
  args: { title: TITLE, config },
  decorators: [
    (Story) => (
      <Frame title={TITLE} description="Results update a moment after you stop typing.">
        <Story />
      </Frame>
    ),
  ],
  beforeEach: () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};
export default meta;
type Story = StoryObj<typeof GenericCalculator>;

export const Fresh: Story = {};

/** A scenario already entered (the fragment other tools use for sharing). */
export const FilledIn: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${window.location.search}#tool=generic-calculator-retirement-savings-gap-calculator&v=1&current_age=60&savings=400000&growth=5`,
    );
  },
};

/** One output's formula is hostile: it shows 0 and the others still work. */
export const FailingFormula: Story = {
  args: {
    config: { ...config, outputs: [...config.outputs, { id: 'bad', label: 'A figure with a broken formula', formula: "constructor.constructor('alert(1)')()", display_type: 'number' }] },
  },
};

/** A config the engine cannot use: a plain error instead of a crash. */
export const BrokenConfig: Story = {
  args: { config: { inputs: 'not a list', outputs: [] } },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { NumberInput } from './NumberInput';

const number = keepsValue(NumberInput);

const meta = {
  title: 'Kit/NumberInput',
  ...number.meta,
  argTypes: fieldControls({
    value: { control: { type: 'number' } },
    min: { control: { type: 'number' } },
    max: { control: { type: 'number' } },
    decimals: { control: { type: 'range', min: 0, max: 3, step: 1 } },
    step: { control: { type: 'number', min: 0, step: 0.1 } },
    unit: { control: 'select', options: ['years', '%', 'months', 'people'] },
    grouping: { control: 'boolean' },
  }),
  args: { label: 'Your age', value: 65, unit: 'years', min: 50, max: 100, onValueChange: () => {} },
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Years: Story = {};
export const Percent: Story = {
  args: { label: 'Expected return', value: 5.5, unit: '%', decimals: 1, step: 0.5, min: 0, max: 15 },
};
export const NoUnit: Story = { args: { label: 'Number of dependants', value: 2, unit: undefined, min: 0, max: 10 } };
export const WithError: Story = { args: { error: 'Enter an age between 50 and 100', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = number.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Years, play: undefined, name: 'En español', globals: { locale: 'es' } };

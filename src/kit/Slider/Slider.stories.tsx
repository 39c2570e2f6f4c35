import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { Slider } from './Slider';

const slider = keepsValue(Slider);

const meta = {
  title: 'Kit/Slider',
  ...slider.meta,
  argTypes: fieldControls({
    format: { control: 'object' },
    value: { control: { type: 'number' } },
    min: { control: { type: 'number' } },
    max: { control: { type: 'number' } },
    step: { control: { type: 'number', min: 0, step: 1 } },
    unit: { control: 'text' },
    decimals: { control: { type: 'range', min: 0, max: 3, step: 1 } },
  }),
  args: {
    label: 'Home value',
    value: 250000,
    min: 0,
    max: 1000000,
    step: 5000,
    format: { style: 'currency' },
    onValueChange: () => {},
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};
export const Percent: Story = {
  args: {
    label: 'Share of income you want to replace',
    value: 60,
    min: 0,
    max: 100,
    step: 1,
    format: { style: 'percent' },
  },
};
export const Years: Story = {
  args: { label: 'Claiming age', value: 67, min: 62, max: 70, step: 1, format: { style: 'years' } },
};
export const WithError: Story = { args: { error: 'Enter a value of at least $10,000', value: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = slider.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Currency, play: undefined, name: 'En español', globals: { locale: 'es' } };

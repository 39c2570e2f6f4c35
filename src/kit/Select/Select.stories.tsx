import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { Select } from './Select';

const options = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Married filing jointly' },
  { value: 'separate', label: 'Married filing separately' },
  { value: 'hoh', label: 'Head of household' },
];

const select = keepsValue(Select);

const meta = {
  title: 'Kit/Select',
  ...select.meta,
  argTypes: fieldControls({
    value: { control: 'select', options: options.map((option) => option.value) },
    options: { control: 'object' },
    placeholder: { control: 'text' },
    onValueChange: { action: 'valueChanged', table: { category: 'Events' } },
  }),
  args: { label: 'Filing status', options, value: 'single', onValueChange: () => {} },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { value: undefined, hint: 'As on your last tax return' } };
export const WithError: Story = { args: { value: undefined, required: true, error: 'Choose your filing status' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = select.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { MoneyInput } from './MoneyInput';

const money = keepsValue(MoneyInput);

const meta = {
  title: 'Kit/MoneyInput',
  ...money.meta,
  argTypes: fieldControls({
    value: { control: { type: 'number', min: 0, max: 10_000_000, step: 1000 } },
    min: { control: { type: 'number', min: 0, max: 10_000_000, step: 1000 } },
    max: { control: { type: 'number', min: 0, max: 10_000_000, step: 1000 } },
    decimals: { control: 'inline-radio', options: [0, 2] },
    step: { control: { type: 'number', min: 0, max: 100_000, step: 100 } },
  }),
  args: { label: 'Home value', value: 250000, onValueChange: () => {} },
} satisfies Meta<typeof MoneyInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'An estimate is fine, for example 250,000' } };
export const Required: Story = { args: { required: true, value: 0 } };
export const WithError: Story = { args: { error: 'Enter your home value', value: 0, required: true } };
/** Type more than $1,000,000 and leave the field to see the plain capping message. */
export const WithMaximum: Story = { args: { max: 1000000, hint: 'Up to $1,000,000' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = money.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { ResultCard } from './ResultCard';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/ResultCard',
  component: ResultCard,
  argTypes: {
    ...withControl('text', 'label', 'description'),
    value: { control: { type: 'number' } },
    format: { control: 'object' },
    emphasis: { control: 'inline-radio', options: ['default', 'primary'] },
    ...hiddenFromTable('ref'),
  },
  args: { label: 'Estimated required withdrawal', value: 15384.62 },
} satisfies Meta<typeof ResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};
export const Primary: Story = { args: { emphasis: 'primary', description: 'Take this by December 31.' } };
export const Percentage: Story = { args: { label: 'Effective tax rate', value: 12.4, format: { style: 'percent' } } };
export const Boolean: Story = { args: { label: 'Over the IRMAA threshold', value: false } };
export const Text: Story = { args: { label: 'Best claiming age', value: 'Age 70' } };
export const LargeNumber: Story = { args: { label: 'Lifetime benefits', value: 1234567890 } };
export const AllFrames: Story = {
  render: (args) => <InFrames>{() => <ResultCard {...args} emphasis="primary" />}</InFrames>,
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Currency, play: undefined, name: 'En español', globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { DateInput } from './DateInput';

const date = keepsValue(DateInput);

const meta = {
  title: 'Kit/DateInput',
  ...date.meta,
  argTypes: fieldControls({
    value: { control: 'text' },
    notice: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
  }),
  args: { label: 'Date last updated', value: '2024-03-15', onValueChange: () => {} },
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
export const WithHint: Story = {
  args: { hint: 'When you last checked or changed this designation with the institution.', max: '2026-11-24' },
};
export const WithError: Story = {
  args: { value: '', required: true, error: 'Enter the date you last checked this designation' },
};
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = date.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

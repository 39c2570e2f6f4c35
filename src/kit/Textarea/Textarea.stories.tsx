import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { Textarea } from './Textarea';

const textarea = keepsValue(Textarea);

const meta = {
  title: 'Kit/Textarea',
  ...textarea.meta,
  argTypes: fieldControls({
    value: { control: 'text' },
    notice: { control: 'text' },
    rows: { control: { type: 'number', min: 2, max: 12 } },
  }),
  args: {
    label: 'Notes',
    value: 'Checked with the plan administrator by phone. Ask for written confirmation.',
    onValueChange: () => {},
  },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
export const WithHint: Story = {
  args: { value: '', hint: 'Anything you want to remember, such as who you spoke to.' },
};
export const WithError: Story = {
  args: { value: '', required: true, error: 'Enter a note, or leave this question out' },
};
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = textarea.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

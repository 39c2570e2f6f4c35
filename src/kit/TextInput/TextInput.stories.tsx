import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { TextInput } from './TextInput';

const text = keepsValue(TextInput);

const meta = {
  title: 'Kit/TextInput',
  ...text.meta,
  argTypes: fieldControls({
    value: { control: 'text' },
    notice: { control: 'text' },
    placeholder: { control: 'text' },
    width: { control: 'inline-radio', options: ['full', 'short'] },
  }),
  args: { label: 'Account name', value: 'Vanguard IRA', autoComplete: 'off', onValueChange: () => {} },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
export const WithHint: Story = {
  args: { label: 'Institution', value: '', hint: 'The bank, company or insurer that holds the account.' },
};
export const Required: Story = { args: { label: 'Primary beneficiary', value: '', required: true } };
export const WithError: Story = { args: { value: '', required: true, error: 'Enter the account name' } };
export const WithNotice: Story = {
  args: {
    label: 'Account number (last 4 digits)',
    value: '6789',
    width: 'short',
    inputMode: 'numeric',
    hint: 'For your safety, enter only the last 4 digits.',
    notice: 'We kept only the last 4 digits.',
  },
};
export const Short: Story = {
  args: {
    label: 'Account number (last 4 digits)',
    value: '1234',
    width: 'short',
    inputMode: 'numeric',
    placeholder: 'Last 4 digits only',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = text.allFrames;

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

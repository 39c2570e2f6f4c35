import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fieldControls, keepsValue } from '../testing/fieldStories';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'spouse', label: 'The owner’s husband or wife' },
  { value: 'sibling', label: 'A brother, sister or other person not more than 10 years younger than the owner' },
  { value: 'other', label: 'Someone else, such as an adult child or a grandchild' },
];

const radios = keepsValue(RadioGroup);

const meta = {
  title: 'Kit/RadioGroup',
  ...radios.meta,
  argTypes: fieldControls({
    value: { control: 'select', options: options.map((option) => option.value) },
    options: { control: 'object' },
    notice: { control: 'text' },
    onValueChange: { action: 'valueChanged', table: { category: 'Events' } },
  }),
  args: { label: 'Who are you to the owner?', options, value: 'other', onValueChange: () => {} },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'As named on the beneficiary form.' } };
/** A warning that leaves the answer in place: shown under the answers and announced politely. */
export const WithNotice: Story = {
  args: {
    notice:
      'You were born in 1952, 8 years after the owner (1944). Someone not more than 10 years younger can spread the withdrawals over their own life expectancy.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Who are you to the owner?' }),
    ).toHaveAccessibleDescription(/8 years after the owner/);
  },
};
export const WithError: Story = {
  args: { value: undefined, required: true, error: 'Choose who you are to the owner' },
};
export const Disabled: Story = { args: { disabled: true } };
/** At 320 px the longest answer wraps under its own label, whole. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RadioGroup {...args} />
    </div>
  ),
};
export const AllFrames: Story = radios.allFrames;

/** In Spanish (the toolbar's language): the kit's own words, "(obligatorio)", from its catalog. */
export const InSpanish: Story = { ...WithError, name: 'En español', globals: { locale: 'es' } };

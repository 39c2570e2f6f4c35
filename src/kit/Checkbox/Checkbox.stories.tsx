import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { Checkbox } from './Checkbox';
import { hiddenFromTable, keepsChecked, withControl } from '../testing/fieldStories';

const Stateful = keepsChecked(Checkbox);

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  argTypes: {
    ...withControl('text', 'label', 'hint'),
    ...withControl('boolean', 'checked', 'disabled'),
    ...hiddenFromTable('onCheckedChange', 'ref'),
  },
  args: { label: 'I am married', checked: false, onCheckedChange: () => {} },
  // The story keeps the typed value itself; changing a control starts it again from the control's value.
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithHint: Story = { args: { hint: 'Or in a registered domestic partnership' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Stateful {...args} />}</InFrames> };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Unchecked, play: undefined, name: 'En español', globals: { locale: 'es' } };

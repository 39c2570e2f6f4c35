import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../theme/InFrames';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { hiddenFromTable, withControl } from '../theme/fieldStories';

function Stateful(props: Omit<CheckboxProps, 'onCheckedChange'>) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  argTypes: { ...withControl('text', 'label', 'hint'), ...withControl('boolean', 'checked', 'disabled'), ...hiddenFromTable('onCheckedChange', 'ref') },
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

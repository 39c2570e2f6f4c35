import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../theme/InFrames';
import { Select, type SelectProps } from './Select';

const options = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Married filing jointly' },
  { value: 'separate', label: 'Married filing separately' },
  { value: 'hoh', label: 'Head of household' },
];

function Stateful(props: Omit<SelectProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/Select',
  component: Select,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    id: { table: { disable: true } },
    name: { table: { disable: true } },
    ref: { table: { disable: true } },
    value: { control: 'select', options: options.map((option) => option.value) },
    options: { control: 'object' },
    placeholder: { control: 'text' },
    onValueChange: { action: 'valueChanged', table: { category: 'Events' } },
  },
  args: { label: 'Filing status', options, value: 'single', onValueChange: () => {} },
  // The story keeps the typed value itself; changing a control starts it again from the control's value.
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { value: undefined, hint: 'As on your last tax return' } };
export const WithError: Story = { args: { value: undefined, required: true, error: 'Choose your filing status' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Stateful {...args} />}</InFrames> };

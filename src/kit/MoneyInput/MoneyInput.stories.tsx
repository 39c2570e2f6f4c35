import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../theme/InFrames';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';

function Stateful(props: Omit<MoneyInputProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <MoneyInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/MoneyInput',
  component: MoneyInput,
  args: { label: 'Home value', value: 250000, onValueChange: () => {} },
  render: (args) => <Stateful {...args} />,
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
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Stateful {...args} />}</InFrames> };

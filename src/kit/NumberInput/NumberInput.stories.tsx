import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../theme/InFrames';
import { NumberInput, type NumberInputProps } from './NumberInput';

function Stateful(props: Omit<NumberInputProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <NumberInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/NumberInput',
  component: NumberInput,
  args: { label: 'Your age', value: 65, unit: 'years', min: 50, max: 100, onValueChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Years: Story = {};
export const Percent: Story = { args: { label: 'Expected return', value: 5.5, unit: '%', decimals: 1, step: 0.5, min: 0, max: 15 } };
export const NoUnit: Story = { args: { label: 'Number of dependants', value: 2, unit: undefined, min: 0, max: 10 } };
export const WithError: Story = { args: { error: 'Enter an age between 50 and 100', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Stateful {...args} />}</InFrames> };

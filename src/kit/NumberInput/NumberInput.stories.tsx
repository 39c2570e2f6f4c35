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
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    id: { table: { disable: true } },
    name: { table: { disable: true } },
    ref: { table: { disable: true } },
    value: { control: { type: 'number' } },
    min: { control: { type: 'number' } },
    max: { control: { type: 'number' } },
    decimals: { control: { type: 'range', min: 0, max: 3, step: 1 } },
    step: { control: { type: 'number', min: 0, step: 0.1 } },
    unit: { control: 'select', options: ['years', '%', 'months', 'people'] },
    grouping: { control: 'boolean' },
    onValueChange: { table: { disable: true } },
  },
  args: { label: 'Your age', value: 65, unit: 'years', min: 50, max: 100, onValueChange: () => {} },
  // The story keeps the typed value itself; changing a control starts it again from the control's value.
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Years: Story = {};
export const Percent: Story = { args: { label: 'Expected return', value: 5.5, unit: '%', decimals: 1, step: 0.5, min: 0, max: 15 } };
export const NoUnit: Story = { args: { label: 'Number of dependants', value: 2, unit: undefined, min: 0, max: 10 } };
export const WithError: Story = { args: { error: 'Enter an age between 50 and 100', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Stateful {...args} />}</InFrames> };

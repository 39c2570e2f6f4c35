import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../theme/InFrames';
import { Slider, type SliderProps } from './Slider';

function Stateful(props: Omit<SliderProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <Slider {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/Slider',
  component: Slider,
  args: { label: 'Home value', value: 250000, min: 0, max: 1000000, step: 5000, valueType: 'currency', onValueChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};
export const Percent: Story = { args: { label: 'Share of income you want to replace', value: 60, min: 0, max: 100, step: 1, valueType: 'percent' } };
export const Years: Story = { args: { label: 'Claiming age', value: 67, min: 62, max: 70, step: 1, valueType: 'number', unit: 'years' } };
export const WithError: Story = { args: { error: 'Enter a value of at least $10,000', value: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Stateful {...args} />}</InFrames> };

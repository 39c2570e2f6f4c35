import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../../kit';
import { FROM_MY_DETAILS } from '../core/myDetailsFields';
import { ToolField, type ToolFieldProps } from './ToolField';
import { EXAMPLE_FIELDS } from '../testing/exampleFields';
import { fieldById } from '../core/toolFields';
import type { InputValue } from '../core/toolState';

function Stateful(props: ToolFieldProps) {
  const [value, setValue] = useState<InputValue>(props.value);
  return <ToolField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Tools/Shared/Tool field',
  component: ToolField,
  args: {
    field: fieldById(EXAMPLE_FIELDS, 'homeValue'),
    value: 400_000,
    hint: 'What the home would sell for today.',
    onValueChange: () => {},
  },
  argTypes: { onValueChange: { table: { disable: true } } },
  render: (args) => <Stateful key={args.field.id} {...args} />,
  decorators: [
    (Story) => (
      <Frame title="Home Equity Calculator" description="A field drawn from the tool's field list.">
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ToolField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dollar amount with its hint. */
export const Money: Story = {};
/** Its value came from My details: the hint says so first. */
export const FromMyDetails: Story = {
  args: { value: 450_000, hint: `${FROM_MY_DETAILS}. What the home would sell for today.` },
};
/** A number with its unit. */
export const NumberWithUnit: Story = { args: { field: fieldById(EXAMPLE_FIELDS, 'age'), value: 67, hint: undefined } };
/** A choice whose options are numbers (kept as numbers in the tool's inputs). */
export const Choice: Story = {
  args: { field: fieldById(EXAMPLE_FIELDS, 'waitDays'), value: 90, hint: 'A longer wait costs less.' },
};
/** A slider with its typed twin. */
export const SliderWithTwin: Story = {
  args: {
    field: fieldById(EXAMPLE_FIELDS, 'share'),
    value: 60,
    hint: 'Policies usually replace 40 to 80 percent of income.',
  },
};

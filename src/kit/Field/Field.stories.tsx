import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { Field } from './Field';
import { control } from './Field.css';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/Field',
  component: Field,
  argTypes: {
    ...withControl('text', 'label', 'hint', 'error', 'notice'),
    ...withControl('boolean', 'required'),
    ...hiddenFromTable('id', 'className', 'children'),
  },
  args: {
    label: 'Your name',
    children: (p) => <input {...p} className={control({ invalid: Boolean(p['aria-invalid']) })} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'As it appears on your Medicare card' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Enter your name' } };
export const WithNotice: Story = { args: { notice: 'We removed extra spaces.' } };
export const AllFrames: Story = {
  render: (args) => <InFrames>{() => <Field {...args} hint="A hint" error="An error" />}</InFrames>,
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

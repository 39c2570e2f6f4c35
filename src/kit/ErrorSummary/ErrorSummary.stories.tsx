import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { ErrorSummary } from './ErrorSummary';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/ErrorSummary',
  component: ErrorSummary,
  argTypes: {
    ...withControl('object', 'errors'),
    ...withControl('text', 'title'),
    ...withControl('boolean', 'autoFocus'),
    ...hiddenFromTable('ref'),
  },
  args: {
    autoFocus: false,
    errors: [
      { fieldId: 'story-age', message: 'Enter your age' },
      { fieldId: 'story-balance', message: 'Enter your account balance' },
    ],
  },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <label htmlFor="story-age">Age</label> <input id="story-age" />
      <label htmlFor="story-balance">Balance</label> <input id="story-balance" />
    </>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoErrors: Story = {};
export const OneError: Story = { args: { errors: [{ fieldId: 'story-age', message: 'Enter your age' }] } };
export const CustomTitle: Story = { args: { title: 'Check these answers' } };
export const AllFrames: Story = {
  render: (args) => (
    <InFrames>{() => <ErrorSummary {...args} errors={[{ fieldId: 'x', message: 'Enter your age' }]} />}</InFrames>
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...TwoErrors, play: undefined, name: 'En español', globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepIndicator } from './StepIndicator';

const titles = ['Your income', 'Your savings', 'Your spending', 'Review'];

const meta = {
  title: 'Kit/StepIndicator',
  component: StepIndicator,
  argTypes: {
    current: { control: { type: 'range', min: 1, max: 12, step: 1 } },
    total: { control: { type: 'range', min: 1, max: 12, step: 1 } },
    titles: { control: 'object' },
    completed: { control: 'object' },
  },
  args: { current: 2, total: 4, titles },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = { args: { current: 1 } };
export const MiddleStep: Story = { args: { current: 2 } };
export const LastStep: Story = { args: { current: 4 } };
/** Went back to step 1 after finishing steps 1–3. */
export const RevisitingWithCompletedAhead: Story = { args: { current: 1, completed: [0, 1, 2] } };
export const ManySteps: Story = { args: { current: 7, total: 12, titles: undefined } };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...FirstStep, play: undefined, name: 'En español', globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { STORAGE_KEYS } from '../../storage';
import { StepTool } from './StepTool';

const TITLE = 'Should I buy long-term care insurance?';

const config = {
  description: 'A short look at whether long-term care insurance fits you.',
  completion_message: 'Use your answers when you talk to an agent, a planner or your family.',
  steps: [
    {
      title: 'Your age and health',
      description: 'Insurers set prices by the age you buy at and your health on that day.',
      inputs: [
        { id: 'age', type: 'number', label: 'Your age today', required: true, default_value: 60, unit: 'years' },
        { id: 'health', type: 'select', label: 'Your health', required: true, options: [{ value: '1', label: 'Excellent' }, { value: '2', label: 'Good' }, { value: '3', label: 'Fair' }] },
        { id: 'married', type: 'checkbox', label: 'I am married or have a partner' },
      ],
      outputs: [
        { id: 'age_window', label: 'Your age is in the usual buying range', display_type: 'boolean', formula: '(age >= 50) * (age <= 70)' },
        { id: 'married', label: 'Planning for two people', display_type: 'boolean' },
      ],
      guidance: 'Most people who buy do so in their 50s or early 60s.',
    },
    {
      title: 'Your savings',
      inputs: [
        { id: 'assets', type: 'number', label: 'Savings and investments', default_value: 0, unit: 'dollars' },
        { id: 'review', type: 'date', label: 'Date you will review this' },
        { id: 'notes', type: 'text', label: 'Notes', placeholder: 'Optional' },
      ],
      outputs: [{ id: 'care_years', label: 'Years of care your savings could pay for', display_type: 'number', formula: 'round(assets / 127750, 1)' }],
      guidance: 'People with middle-sized savings have the most to protect.',
    },
    {
      title: 'Your decision',
      inputs: [{ id: 'next_step', type: 'text', label: 'My next step' }],
      outputs: [{ id: 'next_step', label: 'Your next step', display_type: 'text' }],
      guidance: 'Ask for quotes from at least three companies.',
    },
  ],
};

const key = STORAGE_KEYS.toolProgress(TITLE);
const start = '2026-11-01T10:00:00.000Z';
function seed(progress: Record<string, unknown>) {
  localStorage.setItem(key, JSON.stringify({ v: 1, data: { startTime: start, ...progress } }));
}

const meta: Meta<typeof StepTool> = {
  title: 'Tools/Step-by-step tool',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: StepTool,
  args: { title: TITLE, config },
  decorators: [
    (Story) => (
      <Frame title={TITLE} description="Three short steps. Your answers stay in this browser." theme="purple">
        <Story />
      </Frame>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(key);
  },
};
export default meta;
type Story = StoryObj<typeof StepTool>;

export const Fresh: Story = {};

export const PartDone: Story = {
  beforeEach: () => seed({ currentStep: 1, completedSteps: [0], stepData: { '0': { age: 58, health: '2', married: true }, '1': { assets: 450000 } }, isComplete: false }),
};

export const Complete: Story = {
  beforeEach: () =>
    seed({
      currentStep: 2,
      completedSteps: [0, 1],
      stepData: { '0': { age: 58, health: '1' }, '1': { assets: 450000 }, '2': { next_step: 'Ask for three quotes' } },
      isComplete: true,
      completionTime: '2026-11-01T10:14:00.000Z',
    }),
};

/** Junk in storage starts fresh (with a console warning). */
export const CorruptStorage: Story = {
  beforeEach: () => {
    localStorage.setItem(key, '{"v":1,"data":{"currentStep":-4}}');
  },
};

export const BrokenConfig: Story = {
  args: { config: { steps: 'none' } },
};

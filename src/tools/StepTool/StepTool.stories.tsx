import type { Meta } from '@storybook/react-vite';
import { withFormulaTrees } from '../formula/formula';
import { STORAGE_KEYS } from '../../storage';
import { StepTool } from './StepTool';
import { toolStories } from '../shared/testing/toolStories';
import { tool } from './tool';
import { wordsWhenRead } from '../shared/testing/wordsWhenRead';
import * as formulaWords from '../formula/messages';
import * as m from './messages';

const TITLE = 'Should I buy long-term care insurance?';

const config = withFormulaTrees({
  description: 'A short look at whether long-term care insurance fits you.',
  completion_message: 'Use your answers when you talk to an agent, a planner or your family.',
  steps: [
    {
      title: 'Your age and health',
      description: 'Insurers set prices by the age you buy at and your health on that day.',
      inputs: [
        { id: 'age', type: 'number', label: 'Your age today', required: true, default_value: 60, unit: 'years' },
        {
          id: 'health',
          type: 'select',
          label: 'Your health',
          required: true,
          options: [
            { value: '1', label: 'Excellent' },
            { value: '2', label: 'Good' },
            { value: '3', label: 'Fair' },
          ],
        },
        { id: 'married', type: 'checkbox', label: 'I am married or have a partner' },
      ],
      outputs: [
        {
          id: 'age_window',
          label: 'Your age is in the usual buying range',
          display_type: 'boolean',
          formula: '(age >= 50) * (age <= 70)',
        },
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
      outputs: [
        {
          id: 'care_years',
          label: 'Years of care your savings could pay for',
          display_type: 'number',
          formula: 'round(assets / 127750, 1)',
        },
      ],
      guidance: 'People with middle-sized savings have the most to protect.',
    },
    {
      title: 'Your decision',
      inputs: [{ id: 'next_step', type: 'text', label: 'My next step' }],
      outputs: [{ id: 'next_step', label: 'Your next step', display_type: 'text' }],
      guidance: 'Ask for quotes from at least three companies.',
    },
  ],
});

const { frame, story } = toolStories(tool, {
  title: TITLE,
  description: 'Three short steps. Your answers stay in this browser.',
  config,
});
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = { title: 'Tools/Step-by-step tool', tags: ['!autodocs'], component: StepTool, ...frame } satisfies Meta<
  typeof StepTool
>;
export default meta;

const key = STORAGE_KEYS.toolProgress(TITLE);
const start = '2026-11-01T10:00:00.000Z';
const progress = (data: Record<string, unknown>) => ({ [key]: { v: 1, data: { startTime: start, ...data } } });
const answers = { '0': { age: 58, health: '2', married: true }, '1': { assets: 450000 } };
// Each step is proved by a question only it asks.
const STEP_QUESTION = ['Your age today', 'Savings and investments', 'My next step'];
const onStep = (index: number) => ({
  shows: [STEP_QUESTION[index]!] as const,
  hides: wordsWhenRead(m.complete, ...STEP_QUESTION.filter((_, i) => i !== index).map((q) => () => q)),
});

/** Step 1, nothing answered yet. */
export const Defaults = story({ saved: { [key]: null }, ...onStep(0) });

/** Step 1 done, on step 2 with savings filled in. */
export const FilledIn = story({
  saved: progress({ currentStep: 1, completedSteps: [0], stepData: answers, isComplete: false }),
  ...onStep(1),
});

/** The last step, the two before it done. */
export const LastStep = story({
  saved: progress({ currentStep: 2, completedSteps: [0, 1], stepData: answers, isComplete: false }),
  ...onStep(2),
});

/** All three steps done: the summary, the answers at a glance and the completion message. */
export const Complete = story({
  saved: progress({
    currentStep: 2,
    completedSteps: [0, 1],
    stepData: { ...answers, '2': { next_step: 'Ask for three quotes' } },
    isComplete: true,
    completionTime: '2026-11-01T10:14:00.000Z',
  }),
  shows: wordsWhenRead(
    m.complete,
    () => config.completion_message,
    m.answersAtAGlance,
    () => m.minutes({ count: 14 }),
  ),
  hides: [STEP_QUESTION[0]!],
});

/** Junk in storage starts fresh at step 1 (with a console warning) instead of crashing. */
export const ErrorCorruptStorage = story({ saved: { [key]: '{"v":1,"data":{"currentStep":-4}}' }, ...onStep(0) });

/** A config the tool cannot use: a plain sentence instead of a crash. */
export const ErrorBrokenConfig = {
  ...story({ shows: wordsWhenRead(() => formulaWords.configProblem({ kind: 'tool' })) }),
  args: { config: { steps: 'none' } },
};

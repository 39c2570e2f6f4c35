import type { Meta } from '@storybook/react-vite';
import { STORAGE_KEYS } from '../../storage';
import { GenericChecklist } from './GenericChecklist';
import { toolStories } from '../shared/testing/toolStories';
import { tool } from './tool';
import { inShownWords, textBefore } from '../shared/testing/storyWords';
import * as formulaWords from '../formula/messages';
import * as m from './messages';

const TITLE = 'Retirement Readiness Checklist';

const config = {
  introduction: 'Work through these tasks in any order. Start with the high-priority ones.',
  conclusion: 'You have covered the main tasks. Come back to this list once a year.',
  categories: [
    { id: 'money', name: 'Money and income' },
    { id: 'benefits', name: 'Social Security and Medicare' },
    { id: 'papers', name: 'Legal papers and family' },
  ],
  items: [
    {
      id: 'spending',
      title: 'Write down what you spend each month',
      priority: 'high',
      estimated_time: 60,
      category_id: 'money',
    },
    {
      id: 'ss',
      title: 'Read your Social Security statement',
      priority: 'high',
      estimated_time: 20,
      category_id: 'benefits',
    },
    {
      id: 'medicare',
      title: 'Mark your Medicare sign-up window',
      priority: 'medium',
      estimated_time: 10,
      due_date: '2027-03-01',
      category_id: 'benefits',
    },
    {
      id: 'will',
      title: 'Make or update your will',
      priority: 'low',
      estimated_time: '90 minutes',
      category_id: 'papers',
    },
  ],
};

const { frame, story } = toolStories(tool, {
  title: TITLE,
  description: 'Tick off each task as you finish it.',
  config,
});
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Generic checklist',
  tags: ['!autodocs'],
  component: GenericChecklist,
  ...frame,
} satisfies Meta<typeof GenericChecklist>;
export default meta;

const key = STORAGE_KEYS.checklistProgress(TITLE);
const at = '2026-11-01T10:00:00.000Z';
/** Saved progress with these items ticked. */
function ticked(done: string[]) {
  const items = Object.fromEntries(
    done.map((id) => [id, { isCompleted: true, completedAt: at, notes: id === 'ss' ? 'Statement downloaded' : '' }]),
  );
  const isComplete = done.length === config.items.length;
  return { [key]: { v: 1, data: { items, startTime: at, isComplete, ...(isComplete ? { completionTime: at } : {}) } } };
}
// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const COMPLETE = () => m.completeLead();
const itemsDone = (completed: number) => m.progressStatus({ completed, total: 4 });

/** Nothing ticked yet. */
export const Defaults = inShownWords(story, () => ({
  saved: { [key]: null },
  shows: [itemsDone(0), config.introduction],
  hides: [COMPLETE()],
}));

/** Partly done: two of four ticked, one with a note. */
export const FilledIn = inShownWords(story, () => ({
  saved: ticked(['spending', 'ss']),
  shows: [itemsDone(2)],
  hides: [COMPLETE()],
}));

/** Every item ticked: the summary and the conclusion instead of the list. */
export const Complete = inShownWords(story, () => ({
  saved: ticked(['spending', 'ss', 'medicare', 'will']),
  shows: [COMPLETE(), config.conclusion],
}));

/** Junk in storage starts fresh (with a console warning) instead of crashing. */
export const ErrorCorruptStorage = inShownWords(story, () => ({
  saved: { [key]: '{"v":1,"data":{"items":"oops"}}' },
  shows: [itemsDone(0)],
}));

/** A config the tool cannot use: a plain sentence instead of a crash. */
export const ErrorBrokenConfig = {
  ...inShownWords(story, () => ({ shows: [textBefore(formulaWords.configProblem({ kind: 'checklist' }))] })),
  args: { config: { items: [{ title: 'An item without an id' }] } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { STORAGE_KEYS } from '../../storage';
import { GenericChecklist } from './GenericChecklist';

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
    { id: 'spending', title: 'Write down what you spend each month', priority: 'high', estimated_time: 60, category_id: 'money' },
    { id: 'ss', title: 'Read your Social Security statement', priority: 'high', estimated_time: 20, category_id: 'benefits' },
    { id: 'medicare', title: 'Mark your Medicare sign-up window', priority: 'medium', estimated_time: 10, due_date: '2027-03-01', category_id: 'benefits' },
    { id: 'will', title: 'Make or update your will', priority: 'low', estimated_time: '90 minutes', category_id: 'papers' },
  ],
};

const key = STORAGE_KEYS.checklistProgress(TITLE);
const at = '2026-11-01T10:00:00.000Z';
function seed(done: string[]) {
  const items = Object.fromEntries(done.map((id) => [id, { isCompleted: true, completedAt: at, notes: id === 'ss' ? 'Statement downloaded' : '' }]));
  const isComplete = done.length === config.items.length;
  localStorage.setItem(key, JSON.stringify({ v: 1, data: { items, startTime: at, isComplete, ...(isComplete ? { completionTime: at } : {}) } }));
}

const meta: Meta<typeof GenericChecklist> = {
  title: 'Tools/Generic checklist',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: GenericChecklist,
  args: { title: TITLE, config },
  decorators: [
    (Story) => (
      <Frame title={TITLE} description="Tick off each task as you finish it." theme="green">
        <Story />
      </Frame>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(key);
  },
};
export default meta;
type Story = StoryObj<typeof GenericChecklist>;

export const Fresh: Story = {};

export const PartDone: Story = {
  beforeEach: () => seed(['spending', 'ss']),
};

export const Complete: Story = {
  beforeEach: () => seed(['spending', 'ss', 'medicare', 'will']),
};

/** Junk in storage starts fresh (with a console warning); a bad config shows a plain error. */
export const CorruptStorage: Story = {
  beforeEach: () => {
    localStorage.setItem(key, '{"v":1,"data":{"items":"oops"}}');
  },
};

export const BrokenConfig: Story = {
  args: { config: { items: [{ title: 'An item without an id' }] } },
};

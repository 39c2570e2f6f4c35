import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checklist, type ChecklistItem } from './Checklist';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const categories = [
  { id: 'documents', name: 'Documents' },
  { id: 'accounts', name: 'Accounts' },
  { id: 'people', name: 'People' },
];

const sample: ChecklistItem[] = [
  {
    id: 'will',
    title: 'Review your will',
    priority: 'high',
    estimatedTime: '1 hour',
    dueDate: '2026-12-31',
    categoryId: 'documents',
    completed: false,
  },
  {
    id: 'poa',
    title: 'Name a durable power of attorney',
    priority: 'high',
    estimatedTime: 45,
    categoryId: 'people',
    completed: true,
    notes: 'Ask my daughter first.',
  },
  {
    id: 'beneficiaries',
    title: 'Check beneficiaries on every retirement account',
    priority: 'medium',
    estimatedTime: 30,
    categoryId: 'accounts',
    completed: false,
  },
  {
    id: 'list',
    title: 'Write down where your important papers are',
    priority: 'low',
    categoryId: 'documents',
    completed: false,
  },
];

function Interactive({
  initial,
  ...rest
}: {
  initial: ChecklistItem[];
  defaultShowCompleted?: boolean;
  defaultCategory?: string;
  withCategories?: boolean;
}) {
  const [items, setItems] = useState(initial);
  return (
    <Checklist
      items={items}
      categories={rest.withCategories === false ? [] : categories}
      defaultShowCompleted={rest.defaultShowCompleted}
      defaultCategory={rest.defaultCategory}
      onToggle={(id) => setItems((xs) => xs.map((x) => (x.id === id ? { ...x, completed: !x.completed } : x)))}
      onNotesChange={(id, notes) => setItems((xs) => xs.map((x) => (x.id === id ? { ...x, notes } : x)))}
    />
  );
}

const meta = {
  title: 'Kit/Checklist',
  component: Checklist,
  argTypes: {
    ...withControl('object', 'items', 'categories'),
    defaultCategory: { control: 'select', options: ['all', 'documents', 'people', 'accounts'] },
    ...withControl('boolean', 'defaultShowCompleted'),
    ...hiddenFromTable('onToggle', 'onNotesChange'),
  },
  args: { items: sample, categories, onToggle: () => {}, onNotesChange: () => {} },
} satisfies Meta<typeof Checklist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the controls: edit the items, categories or filters and the list starts again from them. */
export const Default: Story = {
  render: (args) => (
    <Interactive
      key={JSON.stringify([args.items, args.categories, args.defaultCategory, args.defaultShowCompleted])}
      initial={[...args.items]}
      withCategories={(args.categories?.length ?? 0) > 0}
      defaultCategory={args.defaultCategory}
      defaultShowCompleted={args.defaultShowCompleted}
    />
  ),
};
export const HidingCompleted: Story = { render: () => <Interactive initial={sample} defaultShowCompleted={false} /> };
export const FilteredByCategory: Story = { render: () => <Interactive initial={sample} defaultCategory="documents" /> };
export const NoCategories: Story = { render: () => <Interactive initial={sample} withCategories={false} /> };
export const AllDone: Story = {
  render: () => <Interactive initial={sample.map((s) => ({ ...s, completed: true }))} />,
};
export const NothingMatches: Story = {
  render: () => <Interactive initial={sample.map((s) => ({ ...s, completed: true }))} defaultShowCompleted={false} />,
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };

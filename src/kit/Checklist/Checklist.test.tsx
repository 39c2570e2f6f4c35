import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checklist, formatDueDate, formatEstimatedTime, priorityWords, type ChecklistItem } from './Checklist';

const categories = [
  { id: 'docs', name: 'Documents' },
  { id: 'money', name: 'Money' },
];

const start: ChecklistItem[] = [
  {
    id: 'will',
    title: 'Review your will',
    priority: 'high',
    estimatedTime: '1 hour',
    dueDate: '2026-12-31',
    categoryId: 'docs',
    completed: false,
  },
  {
    id: 'poa',
    title: 'Name a power of attorney',
    priority: 'medium',
    categoryId: 'docs',
    completed: true,
    notes: 'Ask Sam',
  },
  {
    id: 'budget',
    title: 'Write a retirement budget',
    priority: 'low',
    estimatedTime: 30,
    categoryId: 'money',
    completed: false,
  },
];

function Harness({
  onToggle = vi.fn(),
  onNotes = vi.fn(),
}: {
  onToggle?: (id: string) => void;
  onNotes?: (id: string, t: string) => void;
}) {
  const [items, setItems] = useState(start);
  return (
    <Checklist
      items={items}
      categories={categories}
      onToggle={(id) => {
        onToggle(id);
        setItems((xs) => xs.map((x) => (x.id === id ? { ...x, completed: !x.completed } : x)));
      }}
      onNotesChange={(id, text) => {
        onNotes(id, text);
        setItems((xs) => xs.map((x) => (x.id === id ? { ...x, notes: text } : x)));
      }}
    />
  );
}

describe('Checklist helpers', () => {
  it('says priority in words', () => {
    expect(priorityWords('high')).toBe('High priority');
    expect(priorityWords('MEDIUM')).toBe('Medium priority');
    expect(priorityWords('low')).toBe('Low priority');
    expect(priorityWords('')).toBe('Normal priority');
  });

  it('formats times and dates for reading', () => {
    expect(formatEstimatedTime(30)).toBe('About 30 minutes');
    expect(formatEstimatedTime(1)).toBe('About 1 minute');
    expect(formatEstimatedTime('2 hours')).toBe('2 hours');
    expect(formatDueDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatDueDate('next spring')).toBe('next spring');
  });
});

describe('Checklist', () => {
  it('renders one labelled checkbox per item with priority in words', () => {
    render(<Harness />);
    const will = screen.getByRole('checkbox', { name: 'Review your will' });
    expect(will).not.toBeChecked();
    expect(will).toHaveAccessibleDescription(/High priority/);
    expect(will).toHaveAccessibleDescription(/Due December 31, 2026/);
    expect(screen.getByRole('checkbox', { name: 'Name a power of attorney' })).toBeChecked();
    expect(screen.getByText('Low priority')).toBeInTheDocument();
    expect(screen.getByText('About 30 minutes')).toBeInTheDocument();
  });

  it('toggles an item with the Space key', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Harness onToggle={onToggle} />);
    const box = screen.getByRole('checkbox', { name: 'Review your will' });
    box.focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith('will');
    expect(box).toBeChecked();
  });

  it('reports notes per item through a labelled textarea', async () => {
    const user = userEvent.setup();
    const onNotes = vi.fn();
    render(<Harness onNotes={onNotes} />);
    // jsdom's name algorithm drops the space before the visually hidden words; browsers keep it.
    const notes = screen.getByRole('textbox', { name: /^Notes ?for Write a retirement budget \(optional\)$/ });
    await user.type(notes, 'Hi');
    expect(onNotes).toHaveBeenLastCalledWith('budget', 'Hi');
    expect(screen.getByRole('textbox', { name: /^Notes ?for Name a power of attorney/ })).toHaveValue('Ask Sam');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show category' }), 'Money');
    const list = screen.getByRole('list', { name: 'Checklist items' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 items');
  });

  it('hides completed items when "Show completed items" is unticked (on by default)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const show = screen.getByRole('checkbox', { name: 'Show completed items' });
    expect(show).toBeChecked();
    await user.click(show);
    expect(screen.queryByRole('checkbox', { name: 'Name a power of attorney' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 items');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(
      <Checklist
        items={[{ id: 'a', title: 'Done already', priority: 'high', completed: true }]}
        onToggle={vi.fn()}
        onNotesChange={vi.fn()}
        defaultShowCompleted={false}
      />,
    );
    expect(screen.getByText('No items match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show completed items' }));
    expect(screen.getByRole('checkbox', { name: 'Done already' })).toBeChecked();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checklistProgressStore, savedChecklistsStore } from '../../storage';
import { GenericChecklist, minutesSpent } from './GenericChecklist';
import { estimatedMinutes } from './config';
import { startEachTestWithEmptyStorage } from '../../storage/testing/storageTestKit';

const TITLE = 'Retirement Readiness Checklist';
const config = {
  introduction: 'Work through these at your own pace.',
  conclusion: 'Well done. Review this list once a year.',
  categories: [
    { id: 'money', name: 'Money' },
    { id: 'health', name: 'Health' },
  ],
  items: [
    {
      id: 'budget',
      title: 'Write down your monthly spending',
      priority: 'high',
      estimated_time: 30,
      category_id: 'money',
    },
    {
      id: 'ss',
      title: 'Check your Social Security statement',
      priority: 'medium',
      estimated_time: '15 minutes',
      category_id: 'money',
    },
    {
      id: 'medicare',
      title: 'Mark your Medicare enrollment window',
      priority: 'low',
      estimated_time: 10,
      category_id: 'health',
    },
  ],
};

startEachTestWithEmptyStorage();

/** Renders the checklist and ticks its first item, as a visitor starting on it does; hands back the visitor. */
async function renderWithFirstItemTicked() {
  const user = userEvent.setup();
  render(<GenericChecklist title={TITLE} config={config} />);
  await user.click(screen.getByRole('checkbox', { name: 'Write down your monthly spending' }));
  return user;
}

describe('GenericChecklist', () => {
  it('shows the introduction, every item, and 0 % to begin with', () => {
    render(<GenericChecklist title={TITLE} config={config} />);
    expect(screen.getByText('Work through these at your own pace.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /Write down|Check your|Mark your/ })).toHaveLength(3);
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('toggling stamps a completion time, updates the percentage and saves to storage', async () => {
    const user = await renderWithFirstItemTicked();
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 of 3 items done')).toBeInTheDocument();
    const stored = checklistProgressStore(TITLE).read();
    expect(stored?.items.budget?.isCompleted).toBe(true);
    expect(Date.parse(String(stored?.items.budget?.completedAt))).not.toBeNaN();
    await user.click(screen.getByRole('checkbox', { name: 'Write down your monthly spending' }));
    expect(checklistProgressStore(TITLE).read()?.items.budget).toMatchObject({
      isCompleted: false,
      completedAt: undefined,
    });
  });

  it('keeps notes and restores progress after a remount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<GenericChecklist title={TITLE} config={config} />);
    await user.type(screen.getByRole('textbox', { name: /for Check your Social Security statement/ }), 'Login saved');
    await user.click(screen.getByRole('checkbox', { name: 'Check your Social Security statement' }));
    unmount();
    render(<GenericChecklist title={TITLE} config={config} />);
    expect(screen.getByRole('checkbox', { name: 'Check your Social Security statement' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /for Check your Social Security statement/ })).toHaveValue(
      'Login saved',
    );
  });

  it('filters by category and hides completed items when asked', async () => {
    const user = await renderWithFirstItemTicked();
    const show = screen.getByRole('checkbox', { name: 'Show completed items' });
    expect(show).toBeChecked();
    await user.click(show);
    expect(screen.queryByRole('checkbox', { name: 'Write down your monthly spending' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show category' }), 'health');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('at 100 % shows the summary with totals and minutes; Save, Download and Start Over work', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<GenericChecklist title={TITLE} config={config} />);
    for (const name of [
      'Write down your monthly spending',
      'Check your Social Security statement',
      'Mark your Medicare enrollment window',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    const heading = screen.getByRole('heading', { name: 'Checklist Complete!' });
    expect(heading).toHaveFocus();
    const row = (label: string) => within(screen.getByText(label).parentElement!);
    expect(row('Total items').getByText('3')).toBeInTheDocument();
    expect(row('Completed').getByText('3')).toBeInTheDocument();
    expect(row('Time taken').getByText('0 minutes')).toBeInTheDocument();
    expect(row('Estimated minutes').getByText('55')).toBeInTheDocument();
    expect(row('Complete').getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Well done. Review this list once a year.')).toBeInTheDocument();
    expect(checklistProgressStore(TITLE).read()?.isComplete).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Checklist progress saved successfully!' }),
    ).toBeInTheDocument();
    expect(savedChecklistsStore.read()[0]).toMatchObject({
      title: TITLE,
      completionPercentage: 100,
      isComplete: true,
      totalTimeSpent: 0,
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names).toEqual(['retirement-readiness-checklist-checklist.json']));

    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(checklistProgressStore(TITLE).read()).toBeNull();
    expect(localStorage.getItem(checklistProgressStore(TITLE).key)).toBeNull();
  });

  it('Reset asks first, then clears progress and the stored copy', async () => {
    const user = await renderWithFirstItemTicked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this checklist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reset' }));
    expect(screen.getByRole('checkbox', { name: 'Write down your monthly spending' })).not.toBeChecked();
    expect(localStorage.getItem(checklistProgressStore(TITLE).key)).toBeNull();
  });

  it('Save Progress stores a snapshot and says so', async () => {
    const user = await renderWithFirstItemTicked();
    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Checklist progress saved successfully!' }),
    ).toBeInTheDocument();
    expect(savedChecklistsStore.read()[0]?.completionPercentage).toBeCloseTo(33.33, 2);
  });

  it('starts fresh with a console warning when the stored progress is junk', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(checklistProgressStore(TITLE).key, '{not json');
    render(<GenericChecklist title={TITLE} config={config} />);
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(warn).toHaveBeenCalled();
  });

  it('shows a plain error for a config it cannot use', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<GenericChecklist title="Bad" config={{ items: [{ title: 'no id' }] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/this checklist cannot be shown/);
  });
});

describe('minutesSpent (SPEC §3 totalTimeSpent in minutes)', () => {
  it('counts whole minutes from the start to completion, rounded; to now while unfinished', () => {
    expect(minutesSpent({ startTime: '2026-01-01T10:00:00Z', completionTime: '2026-01-01T10:12:40Z' })).toBe(13);
    expect(minutesSpent({ startTime: '2026-01-01T10:00:00Z' }, Date.parse('2026-01-01T10:04:10Z'))).toBe(4);
    expect(minutesSpent({ startTime: 'junk', completionTime: '2026-01-01T10:12:40Z' })).toBe(0);
  });
});

describe('estimatedMinutes', () => {
  it.each([
    [30, 30],
    ['15 minutes', 15],
    ['About 1 hour', 60],
    ['1.5 hours', 90],
    ['soon', 0],
    [undefined, 0],
    [-5, 0],
  ] as const)('%s → %d', (value, expected) => {
    expect(estimatedMinutes(value)).toBe(expected);
  });
});

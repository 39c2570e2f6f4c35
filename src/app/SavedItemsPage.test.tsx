import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { myDetailsStore, savedCalculationsStore, savedChecklistsStore, savedToolsStore } from '../storage';
import { SavedItemsPage, articleForTitle } from './SavedItemsPage';
import { startEachTestWithEmptyStorage } from '../storage/testing';

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <SavedItemsPage />
    </Router>,
  );
}

startEachTestWithEmptyStorage();

describe('SavedItemsPage', () => {
  it('says so when nothing is saved', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My saved items' })).toBeInTheDocument();
    expect(screen.getByText(/You have not saved anything yet/)).toBeInTheDocument();
  });

  it('lists saved tools, checklists and calculations with a link to the matching article', () => {
    savedToolsStore.write([
      { title: 'Should I buy long-term care insurance?', description: '', steps: [{}, {}, {}], stepData: {}, completedSteps: [0], isComplete: false, startTime: 0, timestamp: '2026-01-02T10:00:00Z' },
    ]);
    savedChecklistsStore.write([{ title: 'Retirement Readiness Checklist', completionPercentage: 40, items: {}, isComplete: false, timestamp: '2026-01-02T10:00:00Z' }]);
    savedCalculationsStore.write([{ title: 'Something else entirely', inputs: { a: 1 }, outputs: { b: 2 }, timestamp: '2026-01-02T10:00:00Z' }]);
    renderPage();
    const tools = screen.getByRole('region', { name: 'Step-by-step tools' });
    expect(within(tools).getByText(/1 of 3 steps done/)).toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: /Open Should I Buy Long-Term Care Insurance/ })).toHaveAttribute('href', '/content/long-term-care-insurance-decision-tool');
    const checklists = screen.getByRole('region', { name: 'Checklists' });
    expect(within(checklists).getByText(/40% complete/)).toBeInTheDocument();
    expect(within(checklists).getByRole('link')).toHaveAttribute('href', '/content/retirement-readiness-checklist');
    const calculations = screen.getByRole('region', { name: 'Calculations' });
    expect(within(calculations).getByText(/1 result saved/)).toBeInTheDocument();
    expect(within(calculations).queryByRole('link')).not.toBeInTheDocument();
  });

  it('downloads an item under its title and kind', async () => {
    const user = userEvent.setup();
    savedCalculationsStore.write([{ title: 'Retirement Savings Gap Calculator', inputs: {}, outputs: { x: 1 }, timestamp: 1 }]);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: /Download\s?Retirement Savings Gap Calculator/ }));
    expect(names).toEqual(['retirement-savings-gap-calculator-calculation.json']);
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    savedChecklistsStore.write([
      { title: 'First', completionPercentage: 10, items: {}, isComplete: false, timestamp: 1 },
      { title: 'Second', completionPercentage: 20, items: {}, isComplete: false, timestamp: 2 },
    ]);
    renderPage();
    await user.click(screen.getByRole('button', { name: /Delete\s?First/ }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this saved item?' })).getByRole('button', { name: 'Cancel' }));
    expect(savedChecklistsStore.read()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Delete\s?First/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(savedChecklistsStore.read().map((c) => c.title)).toEqual(['Second']);
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument();
  });

  it('shows the empty state when the stored lists are junk', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('savedTools', 'not json');
    localStorage.setItem('savedChecklists', '{"v":1,"data":[{"title":5}]}');
    renderPage();
    expect(screen.getByText(/You have not saved anything yet/)).toBeInTheDocument();
  });

  it('matches titles to articles by article or tool title', () => {
    expect(articleForTitle('retirement savings gap calculator')?.slug).toBe('retirement-savings-gap-calculator');
    expect(articleForTitle('No such thing')).toBeUndefined();
  });

  it('exports everything, My details included, as one file', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: 1955, homeValue: 300_000 });
    savedCalculationsStore.write([{ title: 'RMD', inputs: {}, outputs: { x: 1 }, timestamp: 1 }]);
    let blob: Blob | undefined;
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:x')), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Export all saved items' }));
    expect(names).toEqual(['evergreen-saved-items.json']);
    const file = JSON.parse(await blob!.text());
    expect(file).toMatchObject({ format: 'evergreen-saved-items', version: 1, myDetails: { birthYear: 1955, homeValue: 300_000 } });
    expect(file.savedCalculations).toHaveLength(1);
  });

  it('imports a file: adds its items, replaces My details, and says so; a wrong file changes nothing', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: 1955 });
    renderPage();
    const input = screen.getByLabelText('Import saved items from a file');
    await user.upload(input, new File(['{not json'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText(/can't be read/)).toBeInTheDocument();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1955 });
    const good = { format: 'evergreen-saved-items', version: 1, myDetails: { birthYear: 1948 }, savedChecklists: [{ title: 'Estate', completionPercentage: 50, items: {}, isComplete: false, timestamp: 3 }] };
    await user.upload(input, new File([JSON.stringify(good)], 'evergreen-saved-items.json', { type: 'application/json' }));
    expect(await screen.findByText('1 new item added, and My details replaced by the ones in the file.')).toBeInTheDocument();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1948 });
    expect(screen.getByRole('heading', { level: 3, name: 'Estate' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  bookmarksStore,
  myDetailsStore,
  savedCalculationsStore,
  savedChecklistsStore,
  savedToolsStore,
  scenariosStore,
  toolInputsStore,
} from '../storage';
import { SavedItemsPage, articleForTitle } from './SavedItemsPage';
import { startEachTestWithEmptyStorage } from '../storage/testing/storageTestKit';

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
      {
        title: 'Should I buy long-term care insurance?',
        description: '',
        steps: [{}, {}, {}],
        stepData: {},
        completedSteps: [0],
        isComplete: false,
        startTime: 0,
        timestamp: '2026-01-02T10:00:00Z',
      },
    ]);
    savedChecklistsStore.write([
      {
        title: 'Retirement Readiness Checklist',
        completionPercentage: 40,
        items: {},
        isComplete: false,
        timestamp: '2026-01-02T10:00:00Z',
      },
    ]);
    savedCalculationsStore.write([
      { title: 'Something else entirely', inputs: { a: 1 }, outputs: { b: 2 }, timestamp: '2026-01-02T10:00:00Z' },
    ]);
    renderPage();
    const tools = screen.getByRole('region', { name: 'Step-by-step tools' });
    expect(within(tools).getByText(/1 of 3 steps done/)).toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: /Open Should I Buy Long-Term Care Insurance/ })).toHaveAttribute(
      'href',
      '/content/long-term-care-insurance-decision-tool',
    );
    const checklists = screen.getByRole('region', { name: 'Checklists' });
    expect(within(checklists).getByText(/40% complete/)).toBeInTheDocument();
    expect(within(checklists).getByRole('link')).toHaveAttribute('href', '/content/retirement-readiness-checklist');
    const calculations = screen.getByRole('region', { name: 'Calculations' });
    expect(within(calculations).getByText(/1 result saved/)).toBeInTheDocument();
    expect(within(calculations).queryByRole('link')).not.toBeInTheDocument();
  });

  it('downloads an item under its title and kind', async () => {
    const user = userEvent.setup();
    savedCalculationsStore.write([
      { title: 'Retirement Savings Gap Calculator', inputs: {}, outputs: { x: 1 }, timestamp: 1 },
    ]);
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
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this saved item?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
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
    expect(file).toMatchObject({
      format: 'evergreen-saved-items',
      version: 1,
      myDetails: { birthYear: 1955, homeValue: 300_000 },
    });
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
    const good = {
      format: 'evergreen-saved-items',
      version: 1,
      myDetails: { birthYear: 1948 },
      savedChecklists: [{ title: 'Estate', completionPercentage: 50, items: {}, isComplete: false, timestamp: 3 }],
    };
    await user.upload(
      input,
      new File([JSON.stringify(good)], 'evergreen-saved-items.json', { type: 'application/json' }),
    );
    expect(
      await screen.findByText('1 new item added, and My details replaced by the ones in the file.'),
    ).toBeInTheDocument();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1948 });
    expect(screen.getByRole('heading', { level: 3, name: 'Estate' })).toBeInTheDocument();
  });

  it("lists bookmarks with links, each tool's scenarios, the inputs kept on this device and My details, each with a way to remove it", async () => {
    const user = userEvent.setup();
    bookmarksStore.write(['rmd-calculator']);
    scenariosStore('rmd').write([
      { name: 'This year', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 75, balance: 500000, taxYear: 2026 } },
    ]);
    toolInputsStore('hsa').write({ age: 50 });
    myDetailsStore.write({ birthYear: 1960 });
    renderPage();
    expect(screen.queryByText(/You have not saved anything yet/)).not.toBeInTheDocument();
    const bookmarks = await screen.findByRole('region', { name: 'Bookmarks' });
    expect(
      within(bookmarks).getByRole('link', { name: 'Required Minimum Distribution (RMD) Calculator' }),
    ).toHaveAttribute('href', '/content/rmd-calculator');
    const scenarios = screen.getByRole('region', { name: 'Saved scenarios' });
    expect(within(scenarios).getByRole('heading', { level: 3, name: 'This year' })).toBeInTheDocument();
    expect(within(scenarios).getByRole('link', { name: 'Required Minimum Distribution Calculator' })).toHaveAttribute(
      'href',
      '/tools/rmd',
    );
    expect(screen.getByRole('region', { name: 'Inputs kept on this device' })).toHaveTextContent(
      'HSA Strategy Calculator',
    );
    expect(screen.getByRole('region', { name: 'My details' })).toHaveTextContent('1 answer kept');

    await user.click(within(scenarios).getByRole('button', { name: /Delete scenario/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(scenariosStore('rmd').read()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Saved scenarios' })).not.toBeInTheDocument();

    await user.click(within(bookmarks).getByRole('button', { name: /Remove bookmark/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(bookmarksStore.read()).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Clear inputs/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(toolInputsStore('hsa').read()).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Remove My details' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(myDetailsStore.read()).toEqual({});
    expect(screen.getByText(/You have not saved anything yet/)).toBeInTheDocument();
  });
});

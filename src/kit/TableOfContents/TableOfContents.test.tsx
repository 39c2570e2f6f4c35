import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableOfContents, tocAnchors } from './TableOfContents';
import { loadRadixCollapsible, resetRadixCollapsibleForTests } from '../useLazyCollapsible';

describe('tocAnchors', () => {
  it('numbers plain strings section-1, section-2, …', () => {
    expect(tocAnchors(['Overview', 'Costs'])).toEqual([
      { href: '#section-1', title: 'Overview', level: 1 },
      { href: '#section-2', title: 'Costs', level: 1 },
    ]);
  });

  it('uses the id of object entries and defaults their level to 1', () => {
    expect(
      tocAnchors([
        { id: 'what-is-an-rmd', title: 'What is an RMD?' },
        { id: 'deadlines', title: 'Deadlines', level: 2 },
      ]),
    ).toEqual([
      { href: '#what-is-an-rmd', title: 'What is an RMD?', level: 1 },
      { href: '#deadlines', title: 'Deadlines', level: 2 },
    ]);
  });

  it('counts position across the whole list for strings in a mixed list', () => {
    expect(tocAnchors([{ id: 'intro', title: 'Intro' }, 'Second'])[1]?.href).toBe('#section-2');
  });

  it('treats a nonsense level as 1', () => {
    expect(tocAnchors([{ id: 'a', title: 'A', level: 0 }])[0]?.level).toBe(1);
  });
});

const entries = [
  { id: 'costs', title: 'What care costs', level: 1 },
  { id: 'home-care', title: 'Home care', level: 2 },
  { id: 'paying', title: 'Paying for care', level: 1 },
];

describe('TableOfContents', () => {
  // These tests drive Radix Collapsible itself; the stand-in it replaces is tested below.
  beforeAll(async () => {
    await loadRadixCollapsible();
  });
  afterAll(() => resetRadixCollapsibleForTests());

  it('starts collapsed with aria-expanded="false"', () => {
    render(<TableOfContents entries={entries} />);
    const toggle = screen.getByRole('button', { name: 'Table of contents' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Home care' })).not.toBeInTheDocument();
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    render(<TableOfContents entries={entries} />);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Table of contents' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home care' })).toHaveAttribute('href', '#home-care');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open and marks levels', () => {
    render(<TableOfContents entries={entries} defaultOpen />);
    const top = screen.getByRole('link', { name: 'What care costs' }).closest('li');
    const sub = screen.getByRole('link', { name: 'Home care' }).closest('li');
    expect(top).toHaveAttribute('data-level', '1');
    expect(sub).toHaveAttribute('data-level', '2');
    expect(top?.className).not.toBe(sub?.className);
  });

  it('links plain string entries to numbered sections', () => {
    render(<TableOfContents entries={['Overview', 'Next steps']} defaultOpen />);
    expect(screen.getByRole('link', { name: 'Next steps' })).toHaveAttribute('href', '#section-2');
  });

  it('is a navigation landmark and renders nothing with no entries', () => {
    const { rerender, container } = render(<TableOfContents entries={entries} title="On this page" />);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    rerender(<TableOfContents entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<TableOfContents entries={entries} open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Table of contents' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Table of contents' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('TableOfContents before Radix Collapsible has loaded', () => {
  it('opens the stand-in on a press, and hands the focus to Radix when it arrives', async () => {
    resetRadixCollapsibleForTests();
    const user = userEvent.setup();
    render(<TableOfContents entries={entries} />);
    const standIn = screen.getByRole('button', { name: 'Table of contents' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(standIn);
    expect(standIn).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home care' })).toHaveAttribute('href', '#home-care');
    fireEvent.click(standIn);
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    cleanup();

    // Tabbing to a fresh stand-in fetches Radix, which takes the stand-in's place and its focus.
    resetRadixCollapsibleForTests();
    render(<TableOfContents entries={entries} />);
    const focused = screen.getByRole('button', { name: 'Table of contents' });
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Table of contents' })).not.toBe(focused));
    const radixToggle = screen.getByRole('button', { name: 'Table of contents' });
    expect(radixToggle).toHaveFocus();
    expect(radixToggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(radixToggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home care' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(radixToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Home care' })).not.toBeInTheDocument();
  });
  it('keeps the focus on an entry when Radix arrives while the reader is on it, and swaps on the next reach for the toggle', async () => {
    let arrive = () => {};
    resetRadixCollapsibleForTests(new Promise<void>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    render(<TableOfContents entries={entries} />);
    const standIn = screen.getByRole('button', { name: 'Table of contents' });
    await user.tab();
    await user.keyboard('{Enter}');
    const link = screen.getByRole('link', { name: 'Home care' });
    link.focus();
    await act(async () => arrive());
    // Radix has arrived: the entry the reader is on is still the same element, with the focus.
    await loadRadixCollapsible();
    expect(link).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Table of contents' })).toBe(standIn);
    // Back up to the toggle by Shift+Tab: now Radix takes its place and the focus, still open.
    while (screen.getByRole('button', { name: 'Table of contents' }) === standIn && !standIn.matches(':focus'))
      await user.tab({ shift: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Table of contents' })).not.toBe(standIn));
    const radixToggle = screen.getByRole('button', { name: 'Table of contents' });
    expect(radixToggle).toHaveFocus();
    expect(radixToggle).toHaveAttribute('aria-expanded', 'true');
  });
});

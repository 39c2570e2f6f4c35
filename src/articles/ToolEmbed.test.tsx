import type { ToolId } from '../tools/toolIds.generated';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_TABS_MS, ToolEmbed } from './ToolEmbed';

/*
 * Issue #42: a Tab or a key pressed while a tool is still loading is never lost and never lands past
 * the tool. The tool here arrives only when the test says so (`arrive()`), as on a busy machine.
 */
const tool = vi.hoisted(() => {
  const state = {
    arrive: () => undefined as void,
    fail: (_error: Error) => undefined as void,
    arrival: Promise.resolve() as Promise<void>,
    /** Whether the page has asked for the tool's code (React.lazy called its loader). */
    requested: false,
  };
  state.arrival = new Promise<void>((resolve, reject) => {
    state.arrive = resolve;
    state.fail = reject;
  });
  return state;
});

function FakeTool() {
  const [first, setFirst] = useState('250,000');
  const [second, setSecond] = useState('1975');
  return (
    <form aria-label="Your details">
      <label>
        First question <input value={first} onChange={(e) => setFirst(e.target.value)} />
      </label>
      <fieldset>
        <legend>Who are you?</legend>
        <label>
          <input type="radio" name="who" defaultChecked /> Spouse
        </label>
        <label>
          <input type="radio" name="who" /> Sister
        </label>
      </fieldset>
      <label>
        Second question <input value={second} onChange={(e) => setSecond(e.target.value)} />
      </label>
      <button type="button">Last button of the tool</button>
    </form>
  );
}

let Lazy: ComponentType;
vi.mock('../tools/registry', () => ({ getTool: () => Lazy }));

/** The page's idle moment (src/kit/pageIdle.ts), which the test brings about with `idle.arrive()`. */
const idle = vi.hoisted(() => {
  const waiting = new Set<() => void>();
  return {
    waiting,
    arrive: () => {
      for (const run of [...waiting]) run();
      waiting.clear();
    },
  };
});
vi.mock('../kit/pageIdle', () => ({
  afterPageIdle: (work: () => void) => {
    idle.waiting.add(work);
    return () => void idle.waiting.delete(work);
  },
}));

beforeEach(() => {
  tool.arrival = new Promise<void>((resolve, reject) => {
    tool.arrive = resolve;
    tool.fail = reject;
  });
  const arrival = tool.arrival;
  // A failed chunk may come before the tool first renders (a slow machine mounts late), when no one
  // has asked for it yet: handled here, so that is not an unhandled rejection; the tool still sees it.
  arrival.catch(() => undefined);
  tool.requested = false;
  Lazy = lazy(() => {
    tool.requested = true;
    return arrival.then(() => ({ default: FakeTool }));
  });
  idle.waiting.clear();
});
afterEach(() => vi.restoreAllMocks());

function renderPage({ loadAfterIdle = false } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <a href="#top">Before the tool</a>
      <ToolEmbed toolId={'fake' as ToolId} title="Fake calculator" loadAfterIdle={loadAfterIdle} />
      <a href="#next">The article after the tool</a>
    </>,
  );
  return user;
}

const loadingLine = () => screen.getByRole('group', { name: 'Loading the calculator…' });

/** Tabs from the link above the tool onto its loading line. */
async function tabOntoLoadingLine(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('link', { name: 'Before the tool' }).focus();
  // The frame's colour choice comes first; then the loading line.
  while (document.activeElement !== loadingLine()) await user.tab();
}

describe('ToolEmbed while the tool loads (issue #42: keyboard while code loads)', () => {
  it('the loading line is a tab stop, busy, and says what will happen', async () => {
    renderPage();
    const line = loadingLine();
    expect(line).toHaveAttribute('tabindex', '0');
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).toHaveAccessibleDescription(/When it is ready, its first question gets the focus/);
  });

  it('Tab on the loading line is held: the focus never lands past the tool; on arrival the first question has it', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    await user.tab();
    await user.tab();
    expect(loadingLine()).toHaveFocus();
    expect(screen.getByRole('link', { name: 'The article after the tool' })).not.toHaveFocus();
    await act(async () => tool.arrive());
    // Two Tabs held: from the first question to the radio group (its checked button), then the second question.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Second question' })).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Loading the calculator…' })).not.toBeInTheDocument();
  });

  it('held keys play in the same turn as the hand-off: no later key press ever finds the focus on the first stop on its way', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    await user.tab();
    await user.tab();
    await act(async () => tool.arrive());
    // No waiting: a key pressed now (a task of its own, as every key press is) must go where the held
    // Tabs lead. The first stop's focus on the way was visible to a reader (and to a keyboard test)
    // for a moment, so keys meant for the second question went into the first (issue #42's My plan e2e).
    expect(screen.getByRole('textbox', { name: 'Second question' })).toHaveFocus();
  });

  it('with no key held, the first question takes the focus when the tool arrives', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    await act(async () => tool.arrive());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First question' })).toHaveFocus());
  });

  it('the first question takes the focus only once the loading line has gone, so it is not scrolled out of view', async () => {
    // The loading line holds a screen's height: a first stop focused (and scrolled into view) while
    // the line was still above it moved a screen up when the line went (a11y.spec.ts, rmd-calculator).
    const user = renderPage();
    await tabOntoLoadingLine(user);
    const lineWhenFocused: boolean[] = [];
    const follow = () => lineWhenFocused.push(document.querySelector('[data-tool-loading]') !== null);
    document.addEventListener('focusin', follow);
    await act(async () => tool.arrive());
    document.removeEventListener('focusin', follow);
    expect(screen.getByRole('textbox', { name: 'First question' })).toHaveFocus();
    expect(lineWhenFocused).toEqual([false]);
  });

  it('when the code is there before the tool first renders, the first question still takes the focus', async () => {
    // A slow phone with the chunk in its cache: the tool commits together with its box, before
    // React has attached the box's ref. Rendering the lazy tool once first has its code ready.
    await act(async () => tool.arrive());
    const warm = render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    await warm.findByRole('textbox', { name: 'First question' });
    warm.unmount();
    renderPage();
    loadingLine().focus();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First question' })).toHaveFocus());
  });

  it('text typed while loading goes into the field the focus reaches, replacing its example, in order', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    await user.keyboard('3000001{Backspace}');
    await user.tab();
    await user.tab();
    await user.keyboard('1952');
    await act(async () => tool.arrive());
    const second = screen.getByRole('textbox', { name: 'Second question' });
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'First question' })).toHaveValue('300000');
    expect(second).toHaveValue('1952');
    // Typing goes on where it left off.
    await user.keyboard('9');
    expect(second).toHaveValue('19529');
  });

  it('more Tabs than the tool has stops end on its last stop, never in the article', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    for (let i = 0; i < 8; i++) await user.tab();
    await act(async () => tool.arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Last button of the tool' })).toHaveFocus());
  });

  it('Shift+Tab leaves the loading line backwards, and then the tool takes no focus when it arrives', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    await user.tab({ shift: true });
    expect(loadingLine()).not.toHaveFocus();
    const before = document.activeElement;
    await act(async () => tool.arrive());
    await screen.findByRole('textbox', { name: 'First question' });
    expect(document.activeElement).toBe(before);
  });

  it('never a trap: after HOLD_TABS_MS of waiting, Tab moves on from the loading line', async () => {
    const user = renderPage();
    await tabOntoLoadingLine(user);
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    await user.tab();
    expect(loadingLine()).toHaveFocus();
    now += HOLD_TABS_MS + 1;
    await user.tab();
    expect(screen.getByRole('link', { name: 'The article after the tool' })).toHaveFocus();
  });

  it('a tool that fails to load: the message takes the loading line’s place and its focus', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderPage();
    await tabOntoLoadingLine(user);
    await act(async () => tool.fail(new Error('chunk failed')));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Loading the calculator…' })).not.toBeInTheDocument();
  });
});

describe('an article’s tool (loadAfterIdle): its code is fetched once the page is idle, or when the reader reaches for it', () => {
  it('is not asked for before the page is idle, though its loading line says it is coming; then it is', async () => {
    renderPage({ loadAfterIdle: true });
    await waitFor(() => expect(idle.waiting.size).toBe(1));
    await act(async () => undefined);
    expect(tool.requested).toBe(false);
    expect(loadingLine()).toHaveAttribute('aria-busy', 'true');
    await act(async () => idle.arrive());
    await waitFor(() => expect(tool.requested).toBe(true));
    await act(async () => tool.arrive());
    await screen.findByRole('textbox', { name: 'First question' });
    expect(screen.queryByRole('group', { name: 'Loading the calculator…' })).not.toBeInTheDocument();
  });

  it('a Tab onto its loading line before the page is idle fetches it at once, and the keys pressed there play into it', async () => {
    const user = renderPage({ loadAfterIdle: true });
    await waitFor(() => expect(idle.waiting.size).toBe(1));
    await tabOntoLoadingLine(user);
    await waitFor(() => expect(tool.requested).toBe(true));
    await user.keyboard('3000001{Backspace}');
    await user.tab();
    await user.tab();
    await user.keyboard('1952');
    expect(idle.waiting.size).toBe(1);
    await act(async () => tool.arrive());
    const second = screen.getByRole('textbox', { name: 'Second question' });
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'First question' })).toHaveValue('300000');
    expect(second).toHaveValue('1952');
  });

  it('a press in its slot before the page is idle fetches it at once', async () => {
    const user = userEvent.setup();
    render(<ToolEmbed toolId={'fake' as ToolId} title="Fake calculator" loadAfterIdle />);
    await waitFor(() => expect(idle.waiting.size).toBe(1));
    await user.pointer({ keys: '[MouseLeft]', target: loadingLine() });
    await waitFor(() => expect(tool.requested).toBe(true));
  });
});

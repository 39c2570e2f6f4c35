import type { ToolStorageId } from '../../toolIds.generated';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seeResultsWords, ToolLayout } from './ToolLayout';

function renderLayout() {
  return render(
    <ToolLayout
      toolId={'demo' as ToolStorageId}
      inputs={
        <label>
          Last field <input defaultValue="1" />
        </label>
      }
      results={
        <section aria-labelledby="h">
          <h3 id="h">Your results</h3>
          <p>$1,234 a month</p>
          <a href="#more">A link in the results</a>
        </section>
      }
    />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('ToolLayout: "See the results" after the last field (issue #42)', () => {
  it('moves the focus to the results’ heading, keeps the tool’s link in the address, and Tab goes on into the results', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/tools/demo#tool=demo&v=1&age=70');
    renderLayout();
    screen.getByRole('textbox', { name: 'Last field' }).focus();
    await user.tab();
    const link = screen.getByRole('link', { name: seeResultsWords() });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Your results' })).toHaveFocus();
    expect(window.location.hash).toBe('#tool=demo&v=1&age=70');
    await user.tab();
    expect(screen.getByRole('link', { name: 'A link in the results' })).toHaveFocus();
  });

  it('on a wide screen it shows only when the form is taller than the window (data-results-far), read in the frame, not in the commit', () => {
    // A ResizeObserver that calls back when told: the browser calls back in the frame's rendering step, after layout.
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const frame = () => {
      for (const callback of observers) callback([], {} as ResizeObserver);
    };
    const paragraph = () => screen.getByRole('link', { name: seeResultsWords() }).parentElement;
    const tall = vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect');
    tall.mockReturnValue({ height: window.innerHeight + 1 } as DOMRect);
    const { unmount } = renderLayout();
    // The first mount reads no layout (no forced layout in its commit).
    expect(tall).not.toHaveBeenCalled();
    expect(paragraph()).not.toHaveAttribute('data-results-far');
    frame();
    expect(paragraph()).toHaveAttribute('data-results-far', 'true');
    // The form grows shorter than the window (a field hidden): the mark goes.
    tall.mockReturnValue({ height: window.innerHeight - 1 } as DOMRect);
    frame();
    expect(paragraph()).not.toHaveAttribute('data-results-far');
    // The window grows shorter than the form.
    tall.mockReturnValue({ height: window.innerHeight + 1 } as DOMRect);
    window.dispatchEvent(new Event('resize'));
    expect(paragraph()).toHaveAttribute('data-results-far', 'true');
    unmount();
    observers.length = 0;
    tall.mockReturnValue({ height: window.innerHeight - 1 } as DOMRect);
    renderLayout();
    frame();
    expect(paragraph()).not.toHaveAttribute('data-results-far');
  });

  it('without ResizeObserver the form is measured once as the tool mounts', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: window.innerHeight + 1,
    } as DOMRect);
    renderLayout();
    expect(screen.getByRole('link', { name: seeResultsWords() }).parentElement).toHaveAttribute(
      'data-results-far',
      'true',
    );
  });
});

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

  it('on a wide screen it shows only when the form is taller than the window (data-results-far)', () => {
    const tall = vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect');
    tall.mockReturnValue({ height: window.innerHeight + 1 } as DOMRect);
    const { unmount } = renderLayout();
    expect(screen.getByRole('link', { name: seeResultsWords() }).parentElement).toHaveAttribute(
      'data-results-far',
      'true',
    );
    unmount();
    tall.mockReturnValue({ height: window.innerHeight - 1 } as DOMRect);
    renderLayout();
    expect(screen.getByRole('link', { name: seeResultsWords() }).parentElement).not.toHaveAttribute('data-results-far');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first Tab stop and points at #main', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <a href="/elsewhere">Other link</a>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('moves keyboard focus to the main content when activated', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('makes a target without tabindex focusable and accepts custom text', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink href="#results">Skip to results</SkipLink>
        <div id="results">Results</div>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to results' }));
    const target = screen.getByText('Results');
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(target).toHaveFocus();
  });
});

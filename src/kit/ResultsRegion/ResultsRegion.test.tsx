import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsRegion, SUMMARY_SETTLE_MS } from './ResultsRegion';

describe('ResultsRegion', () => {
  it('is a titled region whose short summary, not its whole content, is announced politely', () => {
    const { rerender } = render(
      <ResultsRegion summary="Your tax is $1,000.">
        <p>$1,000</p>
      </ResultsRegion>,
    );
    const region = screen.getByRole('region', { name: 'Your results' });
    expect(region).not.toHaveAttribute('aria-live');
    const status = within(region).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The figures shown when the page opens are not announced: the status starts empty.
    expect(status).toBeEmptyDOMElement();
    vi.useFakeTimers();
    rerender(
      <ResultsRegion summary="Your tax is $1,500.">
        <p>$1,500</p>
      </ResultsRegion>,
    );
    act(() => vi.advanceTimersByTime(SUMMARY_SETTLE_MS / 2));
    rerender(
      <ResultsRegion summary="Your tax is $2,000.">
        <p>$2,000</p>
      </ResultsRegion>,
    );
    // Mid-typing figures are never announced: only the one that stays.
    act(() => vi.advanceTimersByTime(SUMMARY_SETTLE_MS - 1));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Your tax is $2,000.');
    vi.useRealTimers();
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('heading', { level: 3, name: 'Your results' })).toBeInTheDocument();
    expect(region).toHaveTextContent('$2,000');
  });

  it('shows the empty message when there is nothing yet', () => {
    render(
      <ResultsRegion
        title="Tax estimate"
        headingLevel={2}
        status="empty"
        emptyMessage="Enter your income information to see tax calculations"
      >
        <p>hidden</p>
      </ResultsRegion>,
    );
    const region = screen.getByRole('region', { name: 'Tax estimate' });
    expect(region).toHaveTextContent('Enter your income information to see tax calculations');
    expect(region).not.toHaveTextContent('hidden');
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('repeats the same summary when asked again (a new announceKey), by emptying the status first', () => {
    vi.useFakeTimers();
    const first = { age: 65 };
    const { rerender } = render(<ResultsRegion announceKey={null} />);
    const status = screen.getByRole('status');
    rerender(<ResultsRegion summary="You keep 97%." announceKey={first} />);
    act(() => vi.advanceTimersByTime(SUMMARY_SETTLE_MS));
    expect(status).toHaveTextContent('You keep 97%.');
    rerender(<ResultsRegion summary="You keep 97%." announceKey={{ ...first }} />);
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(SUMMARY_SETTLE_MS));
    expect(status).toHaveTextContent('You keep 97%.');
    vi.useRealTimers();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsRegion } from './ResultsRegion';

describe('ResultsRegion', () => {
  it('is a titled region announced politely', () => {
    render(
      <ResultsRegion>
        <p>$1,000</p>
      </ResultsRegion>,
    );
    const region = screen.getByRole('region', { name: 'Your results' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('heading', { level: 3, name: 'Your results' })).toBeInTheDocument();
    expect(region).toHaveTextContent('$1,000');
  });

  it('shows the empty message when there is nothing yet', () => {
    render(
      <ResultsRegion title="Tax estimate" headingLevel={2} status="empty" emptyMessage="Enter your income information to see tax calculations">
        <p>hidden</p>
      </ResultsRegion>,
    );
    const region = screen.getByRole('region', { name: 'Tax estimate' });
    expect(region).toHaveTextContent('Enter your income information to see tax calculations');
    expect(region).not.toHaveTextContent('hidden');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

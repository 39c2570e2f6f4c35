import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCard } from './ResultCard';

describe('ResultCard', () => {
  it('shows a formatted figure grouped under its label', () => {
    render(<ResultCard label="Estimated RMD" value={12345.6} description="For this tax year" emphasis="primary" />);
    const card = screen.getByRole('group', { name: 'Estimated RMD' });
    expect(card).toHaveTextContent('$12,346');
    expect(card).toHaveTextContent('For this tax year');
    expect(card).toHaveAttribute('data-emphasis', 'primary');
  });

  it('formats a number by its ValueFormat, a boolean as Yes or No', () => {
    render(
      <>
        <ResultCard label="Rate" value={22} format={{ style: 'percent' }} />
        <ResultCard label="Eligible" value={false} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Rate' })).toHaveTextContent('22%');
    expect(screen.getByRole('group', { name: 'Eligible' })).toHaveTextContent('No');
  });
});

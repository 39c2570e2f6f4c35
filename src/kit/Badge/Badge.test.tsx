import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its words and exposes the tone as data', () => {
    render(<Badge tone="success">Featured</Badge>);
    const badge = screen.getByText('Featured');
    expect(badge).toHaveAttribute('data-tone', 'success');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>Beginner</Badge>);
    expect(screen.getByText('Beginner')).toHaveAttribute('data-tone', 'neutral');
  });

  it('gives different tones different classes', () => {
    render(
      <>
        <Badge tone="critical">Needs review</Badge>
        <Badge tone="accent">Calculator</Badge>
      </>,
    );
    expect(screen.getByText('Needs review').className).not.toBe(screen.getByText('Calculator').className);
  });
});

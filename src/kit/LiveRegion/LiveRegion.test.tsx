import { render, screen } from '@testing-library/react';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite status region by default', () => {
    render(<LiveRegion>Saved</LiveRegion>);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveTextContent('Saved');
  });

  it('can interrupt with assertive', () => {
    render(<LiveRegion politeness="assertive">Storage is full</LiveRegion>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('announces changed text in the same element', () => {
    const { rerender } = render(<LiveRegion visuallyHidden />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<LiveRegion visuallyHidden>3 results</LiveRegion>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('3 results');
  });
});

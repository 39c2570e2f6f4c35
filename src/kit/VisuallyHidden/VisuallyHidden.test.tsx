import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">✕</span>
        <VisuallyHidden>Close the dialog</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close the dialog' })).toBeInTheDocument();
  });

  it('merges a caller class with its own', () => {
    render(<VisuallyHidden className="extra">Hidden words</VisuallyHidden>);
    const el = screen.getByText('Hidden words');
    expect(el).toHaveClass('extra');
    expect(el.className.split(' ').length).toBe(2);
  });
});

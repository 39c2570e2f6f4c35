import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Recommendations } from './Recommendations';

describe('Recommendations', () => {
  it('is a titled list', () => {
    render(<Recommendations title="Next steps" items={['Check your withholding', 'Review your beneficiaries']} />);
    expect(screen.getByRole('region', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing with no items', () => {
    const { container } = render(<Recommendations items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

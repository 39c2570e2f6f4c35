import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { LinkList } from './LinkList';

describe('LinkList', () => {
  it('is a titled navigation list with internal and external links', () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <LinkList
          title="Related calculators"
          links={[
            { label: 'RMD calculator', to: '/content/rmd-calculator', description: 'Work out this year’s withdrawal' },
            { label: 'Medicare.gov', to: 'https://www.medicare.gov/' },
          ]}
        />
      </Router>,
    );
    expect(screen.getByRole('navigation', { name: 'Related calculators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RMD calculator' })).toHaveAttribute('href', '/content/rmd-calculator');
    expect(screen.getByRole('link', { name: 'Medicare.gov' })).toHaveAttribute('href', 'https://www.medicare.gov/');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing with no links', () => {
    const { container } = render(<LinkList title="Related" links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

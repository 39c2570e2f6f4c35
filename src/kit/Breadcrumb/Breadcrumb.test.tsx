import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';

function MemoryRouter({ children }: { children: ReactNode }) {
  return <Router hook={memoryLocation({ path: '/' }).hook}>{children}</Router>;
}
import { Breadcrumb } from './Breadcrumb';

const items = [
  { label: 'Home', to: '/' },
  { label: 'Tax Planning', to: '/#guides' },
  { label: 'RMD Calculator', to: '/content/rmd-calculator' },
];

describe('Breadcrumb', () => {
  it('is a navigation landmark named Breadcrumb with an ordered list', () => {
    render(<Breadcrumb items={items} />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links every item but the last, which is the current page', () => {
    render(<Breadcrumb items={items} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Tax Planning' })).toHaveAttribute('href', '/#guides');
    expect(screen.queryByRole('link', { name: 'RMD Calculator' })).not.toBeInTheDocument();
    expect(screen.getByText('RMD Calculator')).toHaveAttribute('aria-current', 'page');
  });

  it('shows items without a route as plain text', () => {
    render(<Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Insurance' }, { label: 'Guide' }]} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Insurance')).not.toHaveAttribute('aria-current');
  });

  it('hides the separators from screen readers', () => {
    render(<Breadcrumb items={items} />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const separators = Array.from(nav.querySelectorAll('[aria-hidden="true"]'));
    expect(separators).toHaveLength(2);
    expect(separators.every((s) => s.textContent === '/')).toBe(true);
  });
});

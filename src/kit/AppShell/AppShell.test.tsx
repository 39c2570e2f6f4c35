import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from './AppShell';

function renderAt(path: string) {
  return render(
    <Router hook={memoryLocation({ path: path }).hook}>
      <AppShell>
        <h1>Page title</h1>
      </AppShell>
    </Router>,
  );
}

describe('AppShell', () => {
  it('puts the skip link first and it moves focus to main', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('has a banner with the site name linking home', () => {
    renderAt('/content/rmd-calculator');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Evergreen' })).toHaveAttribute('href', '/');
  });

  it('has the primary navigation links', () => {
    renderAt('/content/rmd-calculator');
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Calculators', '/#calculators'],
      ['Guides', '/#guides'],
      ['My plan', '/my-plan'],
      ['My details', '/my-details'],
      ['My saved items', '/saved'],
      ['Search', '/search'],
    ]);
    links.forEach((l) => expect(l).not.toHaveAttribute('aria-current'));
  });

  it('marks the current page in the navigation', () => {
    renderAt('/saved');
    expect(screen.getByRole('link', { name: 'My saved items' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('renders the page inside main and the privacy line in the footer', () => {
    renderAt('/');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page title' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText('Your numbers never leave this device.'),
    ).toBeInTheDocument();
  });
});

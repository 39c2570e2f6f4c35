import { render, screen } from '@testing-library/react';
import text from '../../content/accessibility.json';
import { headFor } from './head';
import { AccessibilityPage } from './AccessibilityPage';

describe('AccessibilityPage', () => {
  it('follows the usual statement structure: target, limitations, testing, how to report, preparation', () => {
    render(<AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement for Evergreen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Using this website',
      'How accessible this website is',
      'How we test this website',
      'Reporting a problem',
      'Preparation of this statement',
    ]);
    expect(screen.getByText(/WCAG\) version 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Known limitations' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(text.status.limitations.length);
  });

  it('gives a plain-words report template to copy, since there is no form or server', () => {
    const { container } = render(<AccessibilityPage />);
    const template = container.querySelector('pre');
    expect(template).toHaveTextContent('Subject: Accessibility problem on Evergreen');
    expect(template).toHaveTextContent('What I use to browse');
    expect(screen.getByText(/Copy the template below into an email/)).toBeInTheDocument();
  });

  it('has its own title and description for the prerendered page', () => {
    expect(headFor('/accessibility')).toMatchObject({ title: 'Accessibility statement | Evergreen', description: text.description, status: 200 });
  });
});

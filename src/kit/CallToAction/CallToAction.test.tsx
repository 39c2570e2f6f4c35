import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('renders actions with behaviour as buttons and destinations as links', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <CallToAction
          heading="Talk to a tax professional"
          text="A review can help."
          buttons={[
            { label: 'Schedule Tax Consultation', onClick },
            { label: 'Download Tax Guide', href: '/content/tax-planning-guide' },
            { label: 'IRS guidance', href: 'https://www.irs.gov/' },
          ]}
        />
      </Router>,
    );
    expect(screen.getByRole('region', { name: 'Talk to a tax professional' })).toHaveAttribute('data-print', 'hide');
    const button = screen.getByRole('button', { name: 'Schedule Tax Consultation' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Download Tax Guide' })).toHaveAttribute(
      'href',
      '/content/tax-planning-guide',
    );
    expect(screen.getByRole('link', { name: 'IRS guidance' })).toHaveAttribute('href', 'https://www.irs.gov/');
  });

  it('renders an action with no behaviour as a plain button and never says "coming soon"', () => {
    render(<CallToAction heading="Plan ahead" buttons={[{ label: 'Schedule RMD Consultation' }]} />);
    expect(screen.getByRole('button', { name: 'Schedule RMD Consultation' })).toBeEnabled();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HowCalculated } from './HowCalculated';

const props = {
  formulas: ['RMD = balance ÷ distribution period'],
  assumptions: [{ label: 'Distribution period at 75', value: '24.6', source: 'IRS Uniform Lifetime Table' }],
  taxYear: 2026,
};

describe('HowCalculated', () => {
  it('starts closed and opens with the keyboard', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<HowCalculated {...props} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'How this is calculated' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('RMD = balance ÷ distribution period')).not.toBeVisible();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('list', { name: 'Formulas' })).toHaveTextContent('RMD = balance ÷ distribution period');
    expect(screen.getByRole('term')).toHaveTextContent('Distribution period at 75');
    expect(screen.getByText('Source: IRS Uniform Lifetime Table')).toBeVisible();
    expect(screen.getByText('Figures use the rules for tax year 2026.')).toBeVisible();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled', () => {
    render(<HowCalculated {...props} open />);
    expect(screen.getByRole('button', { name: 'How this is calculated' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('RMD = balance ÷ distribution period')).toBeVisible();
  });
});

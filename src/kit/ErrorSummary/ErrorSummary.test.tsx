import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  const errors = [
    { fieldId: 'age', message: 'Enter your age' },
    { fieldId: 'balance', message: 'Enter your account balance' },
  ];

  it('takes focus and lists each problem as a link', () => {
    render(<ErrorSummary errors={errors} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your age' })).toHaveAttribute('href', '#age');
  });

  it('moves focus to the field when a link is followed by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary errors={errors} />
        <label htmlFor="age">Age</label>
        <input id="age" />
        <label htmlFor="balance">Balance</label>
        <input id="balance" />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Enter your age' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Balance' })).toHaveFocus();
  });

  it('renders nothing when there are no errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control and describes it with hint, error and notice', () => {
    render(
      <Field label="Annual income" hint="Before tax" error="Enter a number" notice="We rounded it" required>
        {(p) => <input {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Annual income (required)' });
    expect(input).toHaveAccessibleDescription('Before tax Error: Enter a number We rounded it');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'invalid');
  });

  it('hides the asterisk from screen readers and says "(required)" instead', () => {
    render(
      <Field label="Age" required>
        {(p) => <input {...p} />}
      </Field>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(required)')).toBeInTheDocument();
  });

  it('has no description when there is nothing to say', () => {
    render(
      <Field label="Age" id="age">
        {(p) => <input {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Age' });
    expect(input).toHaveAttribute('id', 'age');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'valid');
  });

  it('keeps a polite live region for notices', () => {
    render(<Field label="Age">{(p) => <input {...p} />}</Field>);
    expect(document.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  });
});

import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextInput, type TextInputProps } from './TextInput';

function Controlled(props: Partial<TextInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextInput label="Account name" {...props} value={value} onValueChange={setValue} />;
}

describe('TextInput', () => {
  it('is a text box named by its label, with the hint read after it', () => {
    render(<Controlled hint="As the bank names it." />);
    const box = screen.getByRole('textbox', { name: 'Account name' });
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAccessibleDescription('As the bank names it.');
  });

  it('hands every change to the caller and shows what the caller keeps', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Vanguard IRA');
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('Vanguard IRA');
  });

  it('marks a required field for screen readers and shows the error in words, invalid', () => {
    render(<Controlled required error="Enter the account name" />);
    const box = screen.getByRole('textbox', { name: /Account name/ });
    expect(box).toHaveAccessibleName('Account name (required)');
    expect(box).toBeRequired();
    expect(box).not.toHaveAttribute('required');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Error: Enter the account name');
  });

  it('puts other input attributes, the ref, the class and the id on the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Controlled
        ref={ref}
        id="acct"
        className="extra"
        autoComplete="off"
        inputMode="numeric"
        placeholder="Last 4 digits only"
        width="short"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Account name' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('id', 'acct');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('placeholder', 'Last 4 digits only');
    expect(box).toHaveClass('extra');
  });

  it('reads a notice politely', () => {
    render(<Controlled notice="We kept only the last 4 digits." />);
    expect(screen.getByText('We kept only the last 4 digits.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(
      'We kept only the last 4 digits.',
    );
  });
});

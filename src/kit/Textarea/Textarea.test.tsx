import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea, type TextareaProps } from './Textarea';

function Controlled(props: Partial<TextareaProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <Textarea label="Notes" {...props} value={value} onValueChange={setValue} />;
}

describe('Textarea', () => {
  it('is a multi-line text box named by its label, with the hint read after it', () => {
    render(<Controlled hint="Who you spoke to." />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Who you spoke to.');
  });

  it('keeps new lines as the reader types them', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'First line{Enter}Second line');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('First line\nSecond line');
  });

  it('shows an error in words and is invalid', () => {
    render(<Controlled error="Enter a note" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Error: Enter a note');
  });

  it('puts the ref, the class and other attributes on the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Controlled ref={ref} rows={8} className="extra" disabled />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('rows', '8');
    expect(box).toBeDisabled();
    expect(box).toHaveClass('extra');
  });
});

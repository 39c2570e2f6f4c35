import { createRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput, type DateInputProps } from './DateInput';

function Controlled(props: Partial<DateInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <DateInput label="Date last updated" {...props} value={value} onValueChange={setValue} />
      <output aria-label="kept">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText(/^Date last updated/) as HTMLInputElement;

describe('DateInput', () => {
  it('is the browser’s own date field, named by its label, with its hint and limits', () => {
    render(<Controlled value="2024-03-15" hint="When you last checked it." max="2026-11-24" min="1950-01-01" />);
    expect(input()).toHaveAttribute('type', 'date');
    expect(input()).toHaveValue('2024-03-15');
    expect(input()).toHaveAttribute('max', '2026-11-24');
    expect(input()).toHaveAttribute('min', '1950-01-01');
    expect(input()).toHaveAccessibleDescription('When you last checked it.');
  });

  it('hands the chosen date to the caller as YYYY-MM-DD, and an empty string when cleared', () => {
    render(<Controlled value="2024-03-15" />);
    fireEvent.change(input(), { target: { value: '2025-01-02' } });
    expect(screen.getByLabelText('kept')).toHaveTextContent('2025-01-02');
    fireEvent.change(input(), { target: { value: '' } });
    expect(screen.getByLabelText('kept')).toBeEmptyDOMElement();
  });

  it('shows an error in words, marks a required field, and puts the ref and class on the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Controlled ref={ref} className="extra" required error="Enter the date" />);
    expect(ref.current).toBe(input());
    expect(input()).toBeRequired();
    expect(input()).toBeInvalid();
    expect(input()).toHaveAccessibleDescription('Error: Enter the date');
    expect(input()).toHaveClass('extra');
  });
});

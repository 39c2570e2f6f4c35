import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput';
import { clampValue, rangeMessage, roundTo } from './useNumericField';

function Controlled(props: Partial<NumberInputProps> & { initial?: number }) {
  const { initial = 0, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput label="Your age" value={value} onValueChange={setValue} {...rest} />
      <output aria-label="value">{value}</output>
    </>
  );
}
const input = () => screen.getByRole('textbox', { name: /your age/i });
const current = () => Number(screen.getByLabelText('value').textContent);

describe('NumberInput', () => {
  it('shows its unit and includes it in the description', () => {
    render(<Controlled initial={65} unit="years" />);
    expect(input()).toHaveValue('65');
    expect(input()).toHaveAttribute('inputmode', 'decimal');
    expect(input()).toHaveAccessibleDescription('years');
    expect(screen.getByText('years')).toBeVisible();
  });

  it('rounds to the allowed decimals', async () => {
    const user = userEvent.setup();
    render(<Controlled unit="%" decimals={1} max={100} />);
    await user.clear(input());
    await user.type(input(), '6.25%');
    await user.tab();
    expect(current()).toBe(6.3);
    expect(input()).toHaveValue('6.3');
  });

  it('caps percentages with a message using the unit', async () => {
    const user = userEvent.setup();
    render(<Controlled unit="%" max={100} />);
    await user.clear(input());
    await user.type(input(), '150');
    await user.tab();
    expect(current()).toBe(100);
    expect(screen.getByText('The most you can enter is 100%. We used 100%.')).toBeInTheDocument();
  });

  it('uses words for word units in messages', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={70} unit="years" min={50} max={100} />);
    await user.clear(input());
    await user.type(input(), '30');
    await user.tab();
    expect(current()).toBe(50);
    expect(input()).toHaveAccessibleDescription(/The least you can enter is 50 years\. We used 50 years\./);
  });

  it('steps with ArrowUp / ArrowDown', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={64} max={65} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(current()).toBe(65);
    expect(input()).toHaveValue('65');
    await user.keyboard('{ArrowDown}');
    expect(current()).toBe(64);
  });

  it('has data-state editing while focused', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(input()).toHaveAttribute('data-state', 'idle');
    await user.click(input());
    expect(input()).toHaveAttribute('data-state', 'editing');
  });
});

describe('numeric field helpers', () => {
  it('clamps and rounds', () => {
    expect(clampValue(5, 0, 3)).toBe(3);
    expect(clampValue(-1, 0, 3)).toBe(0);
    expect(clampValue(2, undefined, undefined)).toBe(2);
    expect(roundTo(1.005, 0)).toBe(1);
    expect(roundTo(-0.2, 0)).toBe(0);
    expect(Object.is(roundTo(-0.2, 0), 0)).toBe(true);
  });
  it('writes no message when nothing was changed', () => {
    expect(rangeMessage(5, 5, 0, 10, String)).toBeUndefined();
    expect(rangeMessage(11, 10, 0, 10, String)).toBe('The most you can enter is 10. We used 10.');
  });
});

describe('NumberInput without grouping', () => {
  it('shows a year as 1964, not 1,964', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { NumberInput } = await import('./NumberInput');
    render(<NumberInput label="Birth year" value={1964} grouping={false} onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: /Birth year/ })).toHaveValue('1964');
  });
});

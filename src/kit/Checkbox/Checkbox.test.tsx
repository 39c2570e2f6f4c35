import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="I have a workplace pension"
      hint="Including a 401(k)"
      checked={checked}
      onCheckedChange={setChecked}
    />
  );
}

describe('Checkbox', () => {
  it('is a native, labelled checkbox with a hint', () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I have a workplace pension' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Including a 401(k)');
    expect(box).toHaveAttribute('data-state', 'unchecked');
  });

  it('toggles with Space and by clicking its label', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I have a workplace pension' });
    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    await user.click(screen.getByText('I have a workplace pension'));
    expect(box).not.toBeChecked();
  });
});

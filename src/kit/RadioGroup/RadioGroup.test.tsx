import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const options = [
  { value: 'spouse', label: 'The owner’s husband or wife' },
  { value: 'sibling', label: 'A brother, sister or other person not more than 10 years younger than the owner' },
  { value: 'other', label: 'Someone else, such as an adult child or a grandchild' },
];

function Kept(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState<string | undefined>('other');
  return (
    <RadioGroup label="Who are you to the owner?" options={options} value={value} onValueChange={setValue} {...props} />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its question, each answer a radio button named by its whole label', () => {
    render(<Kept hint="As named on the beneficiary form." />);
    const group = screen.getByRole('group', { name: 'Who are you to the owner?' });
    expect(group).toHaveAccessibleDescription('As named on the beneficiary form.');
    expect(screen.getAllByRole('radio')).toHaveLength(options.length);
    for (const option of options) expect(screen.getByRole('radio', { name: option.label })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: options[2]!.label })).toBeChecked();
  });

  it('chooses by click on the label and by the arrow keys; Tab enters at the chosen answer and leaves the group', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Kept />
        <button type="button">Next</button>
      </>,
    );
    await user.click(screen.getByText('The owner’s husband or wife'));
    expect(screen.getByRole('radio', { name: 'The owner’s husband or wife' })).toBeChecked();
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'The owner’s husband or wife' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: options[1]!.label })).toBeChecked();
    // The markup says so too (what reads attributes, such as the virtual screen reader, hears it).
    expect(screen.getByRole('radio', { name: options[1]!.label })).toHaveAttribute('checked');
    expect(screen.getByRole('radio', { name: 'The owner’s husband or wife' })).not.toHaveAttribute('checked');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('a notice is a warning read with the group, in a polite live region that stays mounted; an error marks it invalid', () => {
    const { rerender } = render(<Kept />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    rerender(<Kept notice="Born 8 years after the owner: the life expectancy rule applies." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription(/Born 8 years after the owner/);
    expect(document.querySelector('[aria-live="polite"]')).toBe(live);
    expect(screen.getByRole('group')).toHaveAttribute('data-state', 'valid');
    rerender(<Kept error="Choose who you are to the owner" />);
    expect(screen.getByRole('group')).toHaveAttribute('data-state', 'invalid');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Error: Choose who you are to the owner');
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Married filing jointly' },
  { value: 'hoh', label: 'Head of household' },
];

function Controlled({ initial }: { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <Select label="Filing status" hint="As on your tax return" options={options} value={value} onValueChange={setValue} />
      <output aria-label="value">{value ?? ''}</output>
    </>
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the chosen option', () => {
    render(<Controlled initial="joint" />);
    const trigger = screen.getByRole('combobox', { name: 'Filing status' });
    expect(trigger).toHaveTextContent('Married filing jointly');
    expect(trigger).toHaveAccessibleDescription('As on your tax return');
    expect(trigger).toHaveAttribute('data-state', 'closed');
  });

  it('shows a placeholder when nothing is chosen', () => {
    render(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'Filing status' })).toHaveTextContent('Choose one');
  });

  it('opens and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="single" />);
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Filing status' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('value')).toHaveTextContent('joint');
    expect(trigger).toHaveTextContent('Married filing jointly');
  });

  it('marks an error on the trigger', () => {
    render(<Select label="Filing status" options={options} value={undefined} onValueChange={() => {}} error="Choose a filing status" />);
    const trigger = screen.getByRole('combobox', { name: 'Filing status' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Error: Choose a filing status');
  });
});

describe('Select inside a Frame', () => {
  it('keeps the frame colours on its portalled list', async () => {
    const { Frame } = await import('../Frame/Frame');
    const { frameThemes } = await import('../theme/themes.css');
    const user = userEvent.setup();
    render(
      <Frame title="Tool" theme="orange">
        <Controlled initial="single" />
      </Frame>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest(`.${frameThemes.orange}`)).not.toBeNull();
  });
});

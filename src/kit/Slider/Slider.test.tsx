import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Slider, sliderValueText, type SliderProps } from './Slider';

function Controlled(props: Partial<SliderProps> & { initial: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Slider
      label="Loan amount"
      min={0}
      max={1000000}
      step={1000}
      format={{ style: 'currency' }}
      value={value}
      onValueChange={setValue}
      {...rest}
    />
  );
}

describe('Slider', () => {
  it('pairs the slider with a typed twin and formats aria-valuetext as money', () => {
    render(<Controlled initial={250000} />);
    const slider = screen.getByRole('slider', { name: 'Loan amount' });
    expect(slider).toHaveAttribute('aria-valuetext', '$250,000');
    expect(slider).toHaveAttribute('aria-valuenow', '250000');
    expect(screen.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('250,000');
  });

  it('moves with arrows, PageUp/PageDown and Home/End, and the twin follows', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={250000} />);
    const slider = screen.getByRole('slider', { name: 'Loan amount' });
    const box = screen.getByRole('textbox', { name: 'Loan amount' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '$251,000');
    expect(box).toHaveValue('251,000');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box).toHaveValue('249,000');
    await user.keyboard('{PageUp}');
    expect(box).toHaveValue('259,000');
    await user.keyboard('{PageDown}');
    expect(box).toHaveValue('249,000');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '$1,000,000');
    await user.keyboard('{Home}');
    expect(box).toHaveValue('0');
  });

  it('follows typing in the twin', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={0} />);
    const box = screen.getByRole('textbox', { name: 'Loan amount' });
    await user.clear(box);
    await user.type(box, '$300,000');
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute('aria-valuetext', '$300,000');
  });

  it('reads percentages as "60 percent" with a % twin', () => {
    render(
      <Controlled initial={60} format={{ style: 'percent' }} min={0} max={100} step={1} label="Share of income" />,
    );
    expect(screen.getByRole('slider', { name: 'Share of income' })).toHaveAttribute('aria-valuetext', '60 percent');
    expect(screen.getByRole('textbox', { name: 'Share of income' })).toHaveValue('60');
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it('formats value text for every type', () => {
    expect(sliderValueText(250000, { style: 'currency' })).toBe('$250,000');
    expect(sliderValueText(60, { style: 'percent' })).toBe('60 percent');
    expect(sliderValueText(70, { style: 'years' })).toBe('70 years');
    expect(sliderValueText(70, { style: 'number' }, 'years')).toBe('70 years');
    expect(sliderValueText(2.5, { style: 'number', digits: 1 })).toBe('2.5');
  });
});

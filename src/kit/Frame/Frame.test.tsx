import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { frameThemes } from '../theme/themes.css';
import { Frame } from './Frame';

describe('Frame', () => {
  it('is a section named by its h2, in the blue frame by default', () => {
    render(
      <Frame title="RMD Calculator" description="Enter your age and balance.">
        <p>inside</p>
      </Frame>,
    );
    const section = screen.getByRole('region', { name: 'RMD Calculator' });
    expect(screen.getByRole('heading', { level: 2, name: 'RMD Calculator' })).toBeInTheDocument();
    expect(section).toHaveAttribute('data-frame', 'blue');
    expect(section).toHaveClass(frameThemes.blue);
    expect(section).toHaveTextContent('Enter your age and balance.');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('applies the requested frame and shows no picker for a single colour', () => {
    render(<Frame title="LTC" theme="purple" allowedThemes={['purple']} />);
    const section = screen.getByRole('region', { name: 'LTC' });
    expect(section).toHaveClass(frameThemes.purple);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('lets the visitor change colour with a keyboard-operable radio group', async () => {
    const user = userEvent.setup();
    const onThemeChange = vi.fn();
    render(
      <Frame
        title="Withdrawals"
        theme="orange"
        allowedThemes={['green', 'orange', 'blue']}
        onThemeChange={onThemeChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Calculator colour' });
    expect(group).toBeInTheDocument();
    const orange = screen.getByRole('radio', { name: 'Orange' });
    expect(orange).toBeChecked();
    await user.click(orange);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    const section = screen.getByRole('region', { name: 'Withdrawals' });
    expect(section).toHaveAttribute('data-frame', 'blue');
    expect(section).toHaveClass(frameThemes.blue);
    expect(onThemeChange).toHaveBeenLastCalledWith('blue');
  });

  it('falls back to the first allowed colour when the default is not allowed', () => {
    render(<Frame title="Tax" allowedThemes={['green', 'orange']} />);
    expect(screen.getByRole('region', { name: 'Tax' })).toHaveAttribute('data-frame', 'green');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is type="button" by default so it never submits a form by accident', () => {
    render(<Button>Calculate</Button>);
    const b = screen.getByRole('button', { name: 'Calculate' });
    expect(b).toHaveAttribute('type', 'button');
    expect(b).toHaveAttribute('data-variant', 'primary');
  });

  it('can be a submit button and carries its variant', () => {
    render(
      <Button type="submit" variant="secondary">
        Send
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Send' });
    expect(b).toHaveAttribute('type', 'submit');
    expect(b).toHaveAttribute('data-variant', 'secondary');
  });

  it('activates with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} variant="link">
        Show more
      </Button>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled and forwards its ref', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        disabled
        ref={(n) => {
          node = n;
        }}
      >
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(node).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});

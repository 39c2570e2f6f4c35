import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, type StatusTone } from './StatusBadge';

describe('StatusBadge', () => {
  it.each<StatusTone>(['success', 'warning', 'critical', 'neutral'])(
    '%s carries words, a state and a hidden icon',
    (tone) => {
      render(<StatusBadge tone={tone}>Within budget</StatusBadge>);
      const badge = screen.getByText('Within budget').parentElement!;
      expect(badge).toHaveAttribute('data-state', tone);
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('gives every tone a different shape', () => {
    const tones: StatusTone[] = ['success', 'warning', 'critical', 'neutral'];
    render(
      <>
        {tones.map((t) => (
          <StatusBadge key={t} tone={t}>
            {t}
          </StatusBadge>
        ))}
      </>,
    );
    const shapes = tones.map((t) => screen.getByText(t).parentElement!.querySelector('svg')!.innerHTML);
    expect(new Set(shapes).size).toBe(4);
  });
});

import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { clampPercent, ProgressBar } from './ProgressBar';

describe('clampPercent', () => {
  it('keeps values inside 0–100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(45.5)).toBe(45.5);
    expect(clampPercent(140)).toBe(100);
  });

  it('treats NaN as 0 and infinities as the nearest end', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
    expect(clampPercent(-Infinity)).toBe(0);
  });

  it('always lands in range (property)', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const c = clampPercent(n);
        return c >= 0 && c <= 100;
      }),
    );
  });
});

describe('ProgressBar', () => {
  it('reading variant says how much has been read', () => {
    render(<ProgressBar variant="reading" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '45 percent read');
  });

  it('wizard variant names the step', () => {
    render(<ProgressBar value={40} step={2} totalSteps={5} label="Tool progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Tool progress' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5, 40 percent complete');
    expect(screen.getByText('40% complete')).toBeInTheDocument();
  });

  it('clamps and rounds what it reports', () => {
    const { rerender } = render(<ProgressBar value={130} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-20} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={33.333} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '33 percent complete');
  });

  it('accepts a custom value text', () => {
    render(<ProgressBar value={50} valueText="Halfway there" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Halfway there');
  });
});

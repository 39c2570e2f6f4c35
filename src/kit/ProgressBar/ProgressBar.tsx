import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { clampPercent } from './clampPercent';
import { fill, progressBar, track, valueLabel } from './ProgressBar.css';
import * as m from './messages';

export { clampPercent };

export type ProgressBarVariant = 'reading' | 'wizard';

/**
 * `ref`, `className` and every other prop land on the outer `<div>`, which holds the
 * `role="progressbar"` track and the visible percent.
 */
export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Percent done, 0–100. Out-of-range and non-numeric values are clamped. */
  value: number;
  /** `reading`: thin bar fixed to the top of the viewport. `wizard`: in-flow bar with visible text. */
  variant?: ProgressBarVariant;
  /** Accessible name. Defaults to "Reading progress" or "Progress". */
  label?: string;
  /** For the wizard: current step (1-based) and total, so the spoken text names the step. */
  step?: number;
  /** For the wizard: how many steps there are. */
  totalSteps?: number;
  /** Overrides the spoken value text entirely. */
  valueText?: string;
}

export function progressValueText(
  percent: number,
  variant: ProgressBarVariant,
  step?: number,
  totalSteps?: number,
): string {
  if (variant === 'reading') return m.read({ percent });
  if (step !== undefined && totalSteps !== undefined && totalSteps > 0) {
    return m.stepComplete({ step, total: totalSteps, percent });
  }
  return m.complete({ percent });
}

/** A progress bar that says what it measures, not just a number. */
export function ProgressBar({
  value,
  variant = 'wizard',
  label,
  step,
  totalSteps,
  valueText,
  className,
  ...rest
}: ProgressBarProps) {
  const percent = Math.round(clampPercent(value));
  const text = valueText ?? progressValueText(percent, variant, step, totalSteps);
  return (
    <div className={cx(progressBar({ variant }), className)} data-variant={variant} {...rest}>
      <div
        role="progressbar"
        aria-label={label ?? (variant === 'reading' ? m.readingLabel() : m.label())}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={track({ variant })}
      >
        <div className={fill} style={{ width: `${percent}%` }} />
      </div>
      {variant === 'wizard' && (
        <span className={valueLabel} aria-hidden="true">
          {m.visible({ percent })}
        </span>
      )}
    </div>
  );
}

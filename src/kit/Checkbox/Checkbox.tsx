import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../cx';
import * as s from './Checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'defaultChecked'
> {
  /** The words next to the box; clicking them ticks it too. */
  label: ReactNode;
  /** Help text under the label; read after it. */
  hint?: ReactNode;
  /** Whether the box is ticked (the tool owns it). */
  checked: boolean;
  /** Called with the new state when the reader ticks or unticks it. */
  onCheckedChange: (checked: boolean) => void;
  /** The `<input type="checkbox">` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox: the whole label row is the target (at least 44 px tall), so it is easy
 * to hit and Space toggles it. `data-state` is "checked" or "unchecked".
 */
export function Checkbox({ label, hint, checked, onCheckedChange, id, className, ref, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = `${inputId}-hint`;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className={cx(s.root, className)} data-state={state}>
      <label className={s.row} htmlFor={inputId}>
        <input
          ref={ref}
          {...rest}
          id={inputId}
          type="checkbox"
          className={s.input}
          checked={checked}
          data-state={state}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onCheckedChange(e.target.checked)}
        />
        <span className={s.label}>{label}</span>
      </label>
      {hint ? (
        <p className={s.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

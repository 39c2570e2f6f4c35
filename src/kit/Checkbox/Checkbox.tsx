import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { FieldHint } from '../Field/fieldParts';
import * as s from './Checkbox.css';

/**
 * Every `<input>` prop but the state it controls; `ref`, `className` and the rest land on the
 * `<input type="checkbox">`.
 */
export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
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
}

/**
 * A native checkbox: the whole label row is the target (at least 44 px tall), so it is easy
 * to hit and Space toggles it. `data-state` is "checked" or "unchecked".
 */
export function Checkbox({ label, hint, checked, onCheckedChange, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = `${inputId}-hint`;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className={s.root} data-state={state}>
      <label className={s.row} htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={cx(s.input, className)}
          checked={checked}
          data-state={state}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onCheckedChange(e.target.checked)}
        />
        <span className={s.label}>{label}</span>
      </label>
      <FieldHint id={hintId} className={s.hint}>
        {hint}
      </FieldHint>
    </div>
  );
}

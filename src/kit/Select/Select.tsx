import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import { useFrameThemeClass } from '../Frame/FrameThemeContext';
import * as s from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The question, shown above the control and read as its name. */
  label: ReactNode;
  /** Help text under the label ("For example, 250,000"); read after the label. */
  hint?: ReactNode;
  /** What to fix, in a full sentence; marks the control invalid and is read with it. */
  error?: string | undefined;
  /** The choices, in the order shown; each has a value and the words shown. */
  options: readonly SelectOption[];
  /** The value of the chosen option; undefined shows the placeholder. */
  value: string | undefined;
  /** Called with the value of the option the reader chooses. */
  onValueChange: (value: string) => void;
  /** Shown until something is chosen (default "Choose one"). */
  placeholder?: string;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** Shows the control but lets nobody change it; Tab skips it. */
  disabled?: boolean;
  /** id of the control; generated when omitted. */
  id?: string;
  /** Form field name. */
  name?: string;
  /** The button that opens the list. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A choice from a list (Radix Select), in large type, labelled by Field. Opens with Enter,
 * Space or the arrow keys; typing a letter jumps to a matching option. The trigger carries
 * Radix's `data-state` "open" | "closed".
 */
export function Select({
  label,
  hint,
  error,
  options,
  value,
  onValueChange,
  placeholder = 'Choose one',
  required,
  disabled,
  id,
  name,
  ref,
}: SelectProps) {
  const frameClass = useFrameThemeClass();
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {({ labelId: _labelId, ...control }) => (
        <RadixSelect.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} name={name} required={required}>
          <RadixSelect.Trigger ref={ref} className={s.trigger} {...control}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon asChild>
              <svg className={s.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={`${s.content} ${frameClass}`.trim()} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={s.viewport}>
                {options.map((o) => (
                  <RadixSelect.Item key={o.value} value={o.value} disabled={o.disabled} className={s.item}>
                    <span className={s.indicator} aria-hidden="true">
                      <RadixSelect.ItemIndicator>✓</RadixSelect.ItemIndicator>
                    </span>
                    <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}

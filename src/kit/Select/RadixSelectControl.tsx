import * as RadixSelect from '@radix-ui/react-select';
import { cx } from '../cx';
import type { FieldControlProps } from '../Field/Field';
import type { SelectProps, SelectTriggerProps } from './selectProps';
import * as s from './Select.css';
import * as m from './messages';

export interface RadixSelectControlProps extends Pick<
  SelectProps,
  'options' | 'value' | 'onValueChange' | 'placeholder' | 'required' | 'disabled' | 'name' | 'ref'
> {
  /** The caller's other trigger props (className, data-*, aria-*). */
  trigger: SelectTriggerProps;
  control: FieldControlProps;
  frameClass: string;
  /** Open at once: the visitor already asked for the list on the stand-in trigger. */
  defaultOpen: boolean;
}

/**
 * The full Radix Select: trigger, popover, positioning and typeahead. Loaded by Select only when
 * the visitor first reaches for the control, so pages do not download or render it up front.
 */
export function RadixSelectControl({
  trigger,
  control,
  frameClass,
  options,
  value,
  onValueChange,
  placeholder,
  required,
  disabled,
  name,
  ref,
  defaultOpen,
}: RadixSelectControlProps) {
  return (
    <RadixSelect.Root
      value={value ?? ''}
      onValueChange={onValueChange}
      disabled={disabled}
      name={name}
      required={required}
      defaultOpen={defaultOpen}
    >
      <RadixSelect.Trigger ref={ref} {...trigger} className={cx(s.trigger, trigger.className)} {...control}>
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
                  <RadixSelect.ItemIndicator>{m.chosen()}</RadixSelect.ItemIndicator>
                </span>
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

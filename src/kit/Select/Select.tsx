import { useRef, useState, type Ref } from 'react';
import { cx } from '../cx';
import { Field, type FieldControlProps } from '../Field/Field';
import { useFrameThemeClass } from '../Frame/FrameThemeContext';
import { lazyPrimitive, loadPrimitive, resetPrimitiveForTests, useLazyPrimitive } from '../lazyPrimitive';
import { mergeRefs } from './mergeRefs';
import * as s from './Select.css';
import * as m from './messages';
import type { SelectProps, SelectTriggerProps } from './selectProps';

export type { SelectOption, SelectProps, SelectTriggerProps } from './selectProps';

/**
 * Radix Select (popover, positioning, focus management: ~26 KB gzipped), fetched once. Selects
 * that mount after it has arrived use it straight away.
 */
const radixSelect = lazyPrimitive(() => import('./RadixSelectControl').then((m) => m.RadixSelectControl));

/** Radix Select, fetched now: for tests that need the list to open synchronously, as it does once loaded. */
export const loadRadixSelect = () => loadPrimitive(radixSelect);

/**
 * Tests only: forget the loaded Radix Select, so the next Select starts as a stand-in again.
 * With `arrival`, Radix arrives only once that promise settles, as on a slow phone.
 */
export const resetRadixSelectForTests = (arrival?: Promise<void>) => resetPrimitiveForTests(radixSelect, arrival);

/** The keys with which Radix's trigger opens the list. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * A choice from a list (Radix Select), in large type, labelled by Field. Opens with Enter,
 * Space or the arrow keys; typing a letter jumps to a matching option. The trigger carries
 * Radix's `data-state` "open" | "closed".
 *
 * Until the visitor reaches for it, the control is a stand-in with the markup of Radix's closed
 * trigger (same role, name, states and look). Pointing at it, focusing or pressing it loads Radix
 * Select, which then takes its place, keeps the focus and opens if it was asked to; the list,
 * its positioning and its focus handling are neither downloaded nor rendered before that.
 */
export function Select({
  label,
  hint,
  error,
  options,
  value,
  onValueChange,
  placeholder = m.placeholder(),
  required,
  disabled,
  id,
  name,
  ref,
  ...trigger
}: SelectProps) {
  const frameClass = useFrameThemeClass();
  const standIn = useRef<HTMLButtonElement>(null);
  const radixTrigger = useRef<HTMLButtonElement>(null);
  // A press asks for the list: Radix opens it when it arrives and moves the focus into it. Focus
  // only passing by is not a request: a keyboard reader may Tab straight through to the next field
  // while Radix loads, so Radix's trigger takes the focus only if the stand-in still had it.
  const [wantOpen, setWantOpen] = useState(false);
  const [Radix, request] = useLazyPrimitive(radixSelect, standIn, wantOpen ? undefined : radixTrigger);
  const upgrade = (open: boolean) => {
    if (open) setWantOpen(true);
    request();
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) =>
        Radix ? (
          <Radix
            trigger={trigger}
            control={control}
            frameClass={frameClass}
            options={options}
            value={value}
            onValueChange={onValueChange}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            name={name}
            ref={mergeRefs(ref, radixTrigger)}
            defaultOpen={!disabled && wantOpen}
          />
        ) : (
          <StandInTrigger
            trigger={trigger}
            control={control}
            ref={mergeRefs(ref, standIn)}
            label={options.find((o) => o.value === value)?.label}
            placeholder={placeholder}
            disabled={disabled}
            onPrepare={() => void loadPrimitive(radixSelect)}
            onUpgrade={upgrade}
          />
        )
      }
    </Field>
  );
}

interface StandInTriggerProps {
  trigger: SelectTriggerProps;
  control: FieldControlProps;
  ref: Ref<HTMLButtonElement>;
  label: string | undefined;
  placeholder: string;
  disabled: boolean | undefined;
  /** Start downloading Radix Select (the pointer is on its way). */
  onPrepare: () => void;
  /** Replace the stand-in with Radix Select, opening the list when `open`. */
  onUpgrade: (open: boolean) => void;
}

/** Radix Select's closed trigger, attribute for attribute, without Radix. */
function StandInTrigger({
  trigger,
  control,
  ref,
  label,
  placeholder,
  disabled,
  onPrepare,
  onUpgrade,
}: StandInTriggerProps) {
  return (
    <button
      {...trigger}
      type="button"
      // Like Radix's closed trigger: aria-controls names the list only while it is open (the list
      // does not exist yet); axe accepts a collapsed combobox without it.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={label === undefined ? '' : undefined}
      {...control}
      ref={ref}
      className={cx(s.trigger, trigger.className)}
      onPointerEnter={onPrepare}
      onTouchStart={onPrepare}
      onFocus={() => onUpgrade(false)}
      onPointerDown={(event) => {
        // As Radix does: a mouse opens on press; touch and pen open on click.
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          event.preventDefault();
          onUpgrade(true);
        }
      }}
      onClick={(event) => {
        event.currentTarget.focus();
        onUpgrade(true);
      }}
      onKeyDown={(event) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          onUpgrade(true);
        }
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{label ?? placeholder}</span>
      <svg className={s.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}

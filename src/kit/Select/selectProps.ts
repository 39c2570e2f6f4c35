import type { ComponentPropsWithRef, ComponentPropsWithoutRef, ReactNode } from 'react';

// Select's props, apart from the component so that its Radix half (RadixSelectControl.tsx, loaded
// on intent) can take them without importing the component that loads it.

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The trigger's props a Select sets itself: its role, its value and the handlers that load Radix. */
type OwnedTriggerProps =
  | 'type'
  | 'role'
  | 'dir'
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onFocus'
  | 'onClick'
  | 'onKeyDown'
  | 'onPointerDown'
  | 'onPointerEnter'
  | 'onTouchStart';

/** What the trigger `<button>` takes from the caller: `className`, `data-*`, `aria-*`, `autoFocus`… */
export type SelectTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, OwnedTriggerProps>;

/**
 * `ref`, `className` and every other `<button>` prop land on the trigger button (the stand-in's,
 * then Radix's); `id` is the trigger's too, named by the label.
 */
export interface SelectProps extends Omit<ComponentPropsWithRef<'button'>, OwnedTriggerProps> {
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
}

import { useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import type { FieldQuestionProps } from '../Field/fieldQuestion';
import * as m from './messages';

/** Pure behaviour, kept apart from React so it is easy to reason about and test. */
export function clampValue(n: number, min: number | undefined, max: number | undefined): number {
  if (max !== undefined && n > max) return max;
  if (min !== undefined && n < min) return min;
  return n;
}

export function roundTo(n: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(n * f) / f;
  return r === 0 ? 0 : r;
}

/** The plain message shown when a typed value had to be brought into range. */
export function rangeMessage(
  typed: number,
  used: number,
  min: number | undefined,
  max: number | undefined,
  describe: (n: number) => string,
): string | undefined {
  if (typed === used) return undefined;
  if (max !== undefined && used === max && typed > max) {
    return m.tooHigh({ limit: describe(max) });
  }
  if (min !== undefined && used === min && typed < min) {
    return m.tooLow({ limit: describe(min) });
  }
  return undefined;
}

/** The `<input>` props a typed-number field sets itself (text, value, its handlers and bounds). */
type OwnedInputProps =
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'spellCheck'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
  | 'min'
  | 'max'
  | 'step';

/**
 * The props every typed-number field shares (MoneyInput, NumberInput); each adds its own, and
 * restates `value`, `min`, `decimals` and `step` with its own defaults. Every other `<input>` prop
 * (`ref`, `className`, `data-*`, `autoFocus`…) lands on the `<input>`.
 */
/** The field's notice is the input's own: what it changed in what the reader typed. */
export interface NumericInputProps
  extends Omit<ComponentPropsWithRef<'input'>, OwnedInputProps>, Omit<FieldQuestionProps, 'notice'> {
  /** The current value (the tool owns it). `null` shows an empty box (use with onClear for an optional answer). */
  value: number | null;
  /** Called with every new value, already clamped to min and max. */
  onValueChange: (value: number) => void;
  /** Makes the answer optional: emptying the box calls this instead of counting as 0. */
  onClear?: () => void;
  /** Lowest value allowed; a smaller typed value is raised to it, with a message. */
  min?: number;
  /** Highest value allowed; a larger typed value is lowered to it, with a message. */
  max?: number;
  /** Shows the control but lets nobody change it; Tab skips it. */
  disabled?: boolean;
  /** id of the control; generated when omitted. */
  id?: string;
  /** Form field name. */
  name?: string;
}

/** The value side of a typed-number field: what it holds, what it reports and its bounds. */
export interface NumericValueOptions {
  /** null shows an empty box; only meaningful together with onClear. */
  value: number | null;
  onValueChange: (n: number) => void;
  /** For optional answers: an emptied box calls this instead of counting as 0. */
  onClear?: (() => void) | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
}

/** How a typed-number field reads and writes its text. */
export interface NumericFormatOptions {
  decimals: number;
  parse: (text: string) => number;
  /** Text shown in the box when it is not being edited ("250,000"). */
  formatForInput: (n: number) => string;
  /** How the value is named in messages ("$250,000", "100%", "95 years"). */
  describe: (n: number) => string;
}

/**
 * Text-field behaviour for numbers (after React Aria's useNumberField): while focused the
 * visitor's own text is kept, values are parsed on every keystroke and sent clamped; on blur the
 * text is reformatted and, if we had to cap the value, a plain notice says so.
 */
export function useNumericField<P extends NumericValueOptions>(
  { value, onValueChange, onClear, min, max, step, ...input }: P,
  o: NumericFormatOptions,
) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  // The box's text as of the last event, for the blur: the `text` state is the last render's, and focus
  // can arrive and leave before React draws again (held Tabs played into a tool that just loaded,
  // src/articles/toolHandoff.ts). That render's text is '' and would read as blank, or as 0.
  const latestText = useRef('');

  const show = (n: number | null) => (n === null ? '' : o.formatForInput(n));
  const isBlank = (raw: string) => onClear !== undefined && raw.trim() === '';

  const commitFrom = (raw: string) => {
    const typed = roundTo(o.parse(raw), o.decimals);
    const used = clampValue(typed, min, max);
    return { typed, used };
  };

  const onFocus = () => {
    latestText.current = show(value);
    setEditing(true);
    setText(latestText.current);
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    latestText.current = raw;
    setText(raw);
    setNotice(undefined);
    if (isBlank(raw)) {
      if (value !== null) onClear?.();
      return;
    }
    const { used } = commitFrom(raw);
    if (used !== value) onValueChange(used);
  };

  const onBlur = () => {
    setEditing(false);
    const raw = latestText.current;
    if (isBlank(raw)) {
      setNotice(undefined);
      if (value !== null) onClear?.();
      return;
    }
    const { typed, used } = commitFrom(raw);
    setNotice(rangeMessage(typed, used, min, max, o.describe));
    if (used !== value) onValueChange(used);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const next = clampValue(roundTo((value ?? 0) + (e.key === 'ArrowUp' ? step : -step), o.decimals), min, max);
    setNotice(undefined);
    latestText.current = o.formatForInput(next);
    setText(latestText.current);
    if (next !== value) onValueChange(next);
  };

  return {
    /** The field's other props (className aside: each field merges its own), for the `<input>`. */
    input,
    notice,
    state: editing ? ('editing' as const) : ('idle' as const),
    inputProps: {
      type: 'text' as const,
      inputMode: 'decimal' as const,
      autoComplete: 'off',
      value: editing ? text : show(value),
      onFocus,
      onChange,
      onBlur,
      onKeyDown,
    },
  };
}

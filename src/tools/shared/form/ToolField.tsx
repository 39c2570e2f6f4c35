import { use, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { MoneyInput, NumberInput, RadioGroup, Select, type SliderProps } from '../../../kit';
import { visuallyHidden } from '../../../kit/theme/utils.css';
import { fieldById, type AnyToolField, type ToolFieldList } from '../core/toolFields';
import { Fieldset } from './Fieldset';
import type { InputRecord, InputValue } from '../core/toolState';
import { FieldTerm } from './FieldTerm';
import { sliderControl } from './fieldControls';
import { exampleTag } from './ToolField.css';
import { text } from '../../../i18n/text';
import * as m from './messages';

/** The word that marks a field still at its example value, and what it tells a screen reader (read when shown). */
export const exampleTagWords = (): string => m.exampleTag();
export const exampleDescriptionWords = (): string => m.exampleDescription();
/** The marking as a screen reader hears it, at the start of the field's description. */
export const exampleHeard = (): string => `${m.exampleTag()} ${m.exampleDescription()}`;

/**
 * A field's hint with "Example" in front while the value is still the tool's example: seen as a
 * tag and, being part of the hint, read in the control's accessible description (aria-describedby).
 */
export function exampleHint(hint: string | undefined): ReactNode {
  return (
    <>
      <span className={exampleTag} data-example="">
        {m.exampleTag()}
      </span>{' '}
      <span className={visuallyHidden}>{m.exampleDescription()}</span>
      {hint ? ` ${hint}` : null}
    </>
  );
}

export interface ToolFieldProps {
  /** The field's entry in the tool's list (with any per-render changes already applied). */
  field: AnyToolField;
  value: InputValue;
  onValueChange: (value: InputValue) => void;
  /** The hint as shown, "From My details" included (useToolInputs' hintFor). */
  hint?: string;
  /** The value is still the tool's example: the hint starts with an "Example" tag. */
  example?: boolean;
  /** A warning about the answer that leaves it in place (a choice shown as radios): shown and announced politely. */
  notice?: string | undefined;
}

/**
 * One field of a tool's list, as the kit control its kind names: the field says what it is, and
 * this resolves the control (a slider is fetched the first time one is shown: fieldControls.ts).
 * A choice whose value is a number gets the chosen option back as a number, so the inputs keep the
 * types of their defaults.
 */
export function ToolField(props: ToolFieldProps) {
  return (
    <>
      <ToolFieldControl {...props} />
      <FieldTerm label={text(props.field.label)} />
    </>
  );
}

function ToolFieldControl({ field, value, onValueChange, hint: hintText, example = false, notice }: ToolFieldProps) {
  // What the list says about the field beyond its control (id, My details, comparison) stays here.
  const {
    id: _id,
    label: words,
    hint: _listHint,
    myDetails: _myDetails,
    compare: _compare,
    fromOlder: _fromOlder,
    blank,
    ...control
  } = field;
  const label = text(words);
  const hint = example ? exampleHint(hintText) : hintText;
  // A field that may be left blank shows an empty box for "not entered" and gives null back when
  // emptied; any other emptied box counts as 0, as the kit's inputs do.
  const number = {
    label,
    hint,
    value: value === null ? null : Number(value),
    onValueChange,
    ...(blank ? { onClear: () => onValueChange(null) } : {}),
  };
  switch (control.kind) {
    case 'money': {
      const { kind: _kind, ...bounds } = control;
      return <MoneyInput {...number} {...bounds} />;
    }
    case 'number': {
      const { kind: _kind, ...bounds } = control;
      return <NumberInput {...number} {...bounds} />;
    }
    case 'slider': {
      const { kind: _kind, ...bounds } = control;
      // Once here it is read at once; only the first slider of a visit waits (suspends) for it.
      const loading = sliderControl();
      const Slider =
        loading.status === 'fulfilled' && loading.value
          ? loading.value
          : use(loading as Promise<ComponentType<SliderProps>>);
      // One component for the whole page, from a fetch made once (fieldControls.ts): not made during render.
      // eslint-disable-next-line react-hooks/static-components
      return <Slider {...number} value={Number(value)} {...bounds} />;
    }
    case 'select':
      if (control.as === 'radios')
        return (
          <RadioGroup
            label={label}
            hint={hint}
            notice={notice}
            options={control.options.map((option) => ({ value: option.value, label: text(option.label) }))}
            value={String(value)}
            onValueChange={(chosen) => onValueChange(typeof value === 'number' ? Number(chosen) : chosen)}
          />
        );
      return (
        <Select
          label={label}
          hint={hint}
          options={control.options.map((option) => ({ value: option.value, label: text(option.label) }))}
          value={String(value)}
          onValueChange={(chosen) => onValueChange(typeof value === 'number' ? Number(chosen) : chosen)}
        />
      );
  }
}

/** What a tool's form holds: useToolInputs' values, setter and hints. */
export interface ToolFieldForm<T extends InputRecord> {
  inputs: T;
  update: <K extends keyof T>(key: K, value: T[K]) => void;
  hintFor: (key: keyof T & string, hint?: string) => string | undefined;
  /** Fields still at the tool's example value (useToolInputs); absent: none are marked. */
  examples?: ReadonlySet<keyof T & string>;
}

/** What one render may change in a field: a hint or bound that follows other inputs, or a warning about its answer. */
export type ToolFieldChange = Partial<Pick<AnyToolField, 'hint'> & { min: number; max: number; notice: string }>;

/**
 * A renderer for the tool's fields: `field('age')` is that field's control, bound to the form.
 * The tool keeps its own fieldsets and order; the list says what each control is.
 */
export function fieldRenderer<T extends InputRecord>(fields: NoInfer<ToolFieldList<T>>, form: ToolFieldForm<T>) {
  return function field(id: keyof T & string, change?: ToolFieldChange): ReactElement {
    const entry: AnyToolField = fieldById(fields, id);
    const { notice, ...changed } = change ?? {};
    const shown = change ? ({ ...entry, ...changed } as AnyToolField) : entry;
    return (
      <ToolField
        key={id}
        field={shown}
        notice={notice}
        value={form.inputs[id] as InputValue}
        hint={form.hintFor(id, shown.hint === undefined ? undefined : text(shown.hint))}
        // A blank box holds no example figure: it is "not entered".
        example={form.inputs[id] !== null && (form.examples?.has(id) ?? false)}
        onValueChange={(value) => form.update(id, value as T[typeof id])}
      />
    );
  };
}

/** A fieldset of the form: its legend and the ids of its fields, in order. */
export type ToolFieldset<T extends InputRecord> = readonly [legend: string, ids: readonly (keyof T & string)[]];

export interface ToolFieldsetsProps<T extends InputRecord> {
  sets: readonly ToolFieldset<T>[];
  /** The tool's fieldRenderer. */
  field: (id: keyof T & string, change?: ToolFieldChange) => ReactElement;
  /** Per field, a hint or bound that follows other inputs this render. */
  changes?: Partial<Record<keyof T & string, ToolFieldChange>>;
}

/** The tool's form as its fieldsets, each field rendered from the list. */
export function ToolFieldsets<T extends InputRecord>({ sets, field, changes }: ToolFieldsetsProps<T>) {
  return sets.map(([legend, ids]) => (
    <Fieldset key={legend} legend={legend}>
      {ids.map((id) => field(id, changes?.[id]))}
    </Fieldset>
  ));
}

import type { MoneyInputProps, NumberInputProps, SliderProps, ValueFormat } from '../../../kit';
import type { Text } from '../../../i18n/text';
import type { NOT_ENTERED } from '../../../finance/core/num';
import type { MyDetails, MyDetailsKey } from '../../../storage';

/**
 * The types of a tool's inputs and fields, below everything else in core/: toolSchema, toolState,
 * myDetailsFields, toolScenario and toolFields all build on them and import nothing from each other
 * to say what a field is. Each module re-exports the types it is about, so callers import a type
 * from the module they use (ToolFieldList from toolFields, InputRecord from toolState).
 */

/** One input's value, as the form, the link and storage keep it. */
export type InputValue = number | string | boolean | typeof NOT_ENTERED;
export type InputRecord = Record<string, InputValue>;

export interface DeriveContext {
  /** The tool's values before My details is applied (its defaults), e.g. to read its tax year. */
  inputs: Readonly<InputRecord>;
  /** The current calendar year in the visitor's time zone. */
  currentYear: number;
  /**
   * Another tool's inputs kept on this device ({} when none), for a field that may start from what the reader
   * saved there (orSavedIn, toolFields.ts; issue I1 item 5). Absent where only My details is read.
   */
  saved?: (toolId: string) => Readonly<Record<string, unknown>>;
}

/** One tool field that My details can answer: data, so prefill, the note's table and tests share it. */
export interface MyDetailsField {
  /** The tool's own label for the field, as shown in "Where these are used". */
  label: string;
  /** The My-details answers it is worked out from. */
  from: readonly MyDetailsKey[];
  /** How, in words: "age at the end of the tax year". Omitted when the value is taken as it is. */
  how?: string;
  /** The value for the tool, or undefined when the visitor left the answer blank. */
  derive: (details: MyDetails, context: DeriveContext) => InputValue | undefined;
  /**
   * The My-details answers this field's value gives back, for the explicit "Save these to My
   * details" button; omitted where the field cannot say (the youngest borrower's age, a box that
   * holds only part of a total).
   */
  toMyDetails?: (value: InputValue, context: DeriveContext) => Partial<MyDetails> | undefined;
  /** Which answer the value came from, when the hint should name it ("From your earnings record"). */
  source?: (details: MyDetails, context?: DeriveContext) => PrefillSource | undefined;
}

/**
 * Where a prefilled value came from, when it is more than "My details": the earnings record tool's benefit (issue
 * I3), or what the reader saved in another tool, with the words that name it ("From what you saved in …").
 */
export type PrefillSource = 'earnings-record' | { savedIn: Text };

export type MyDetailsFieldMap<K extends string = string> = Partial<Record<K, MyDetailsField>>;

/** Where My details answers a field; the field's own label is added by myDetailsMap. */
export type MyDetailsSource = Omit<MyDetailsField, 'label'>;

/** A field's row in the scenario comparison, where it differs from what its kind implies. */
export interface ComparisonPlace {
  /**
   * Defaults from the kind: money → currency, a "%" unit → percent, a "years" unit → years, a
   * choice → its option words. A choice given a format shows its value in it (CALENDAR_YEAR for a tax year).
   */
  format?: ValueFormat;
  /** Defaults to the field's label. */
  label?: Text;
  /** Stored value → words; a choice defaults to its options' words. */
  options?: Readonly<Record<string, string>>;
}

export interface FieldBase<K extends string> {
  id: K;
  /**
   * The question, as the form shows it and the comparison and My details page name it: a catalog
   * message (`m.ageLabel`, read when shown) or, in a tool not yet in catalogs, English text.
   */
  label: Text;
  /** Help under the label; "From My details" is put before it while the value comes from there. */
  hint?: Text;
  /** Where My details answers this field (fromAnswer, fromBirthYear); omitted when it does not. */
  myDetails?: MyDetailsSource;
  /** Its row in the scenario comparison; false leaves it out. */
  compare?: false | ComparisonPlace;
  /**
   * For a field that records saved before it existed do not have: its value worked out from such a record (the
   * whole record, as stored or shared), or undefined for the default. Used only when the record has no value for
   * it (toolSchema.ts), so an answer saved under an older question keeps its meaning.
   */
  fromOlder?: (older: Readonly<Record<string, unknown>>) => unknown;
}

/** A dollar amount (kit MoneyInput; `decimals` defaults to the kit's 2). */
export type MoneyFieldSpec = { kind: 'money' } & Pick<MoneyInputProps, 'min' | 'max' | 'decimals' | 'step'>;

/** A typed number (kit NumberInput), e.g. an age in years or a rate in %. */
export type NumberFieldSpec = { kind: 'number' } & Pick<
  NumberInputProps,
  'min' | 'max' | 'unit' | 'decimals' | 'step' | 'grouping'
>;

/** A slider with its typed twin (kit Slider). */
export type SliderFieldSpec = { kind: 'slider' } & Pick<SliderProps, 'min' | 'max' | 'step' | 'format' | 'unit'>;

/**
 * A choice (kit Select). A field whose value is a number stores the chosen option's value as a number.
 * `as: 'radios'` shows it as radio buttons (kit RadioGroup), every answer in view: for a few long
 * answers that a closed list would cut short on a phone.
 */
export type SelectFieldSpec = { kind: 'select'; as?: 'radios'; options: readonly ToolOption[] };

/** A choice of a select field: its stored value and its words (a message, read when shown, or text). */
export interface ToolOption {
  value: string;
  label: Text;
}

export type NumericFieldSpec = MoneyFieldSpec | NumberFieldSpec | SliderFieldSpec;
export type FieldKind = (NumericFieldSpec | SelectFieldSpec)['kind'];

/**
 * A typed number the reader may leave blank: `blank` names "not entered" in words (the comparison,
 * the summary and My plan show them), and the input holds `null` until a figure is typed, 0
 * included. Only a field whose input type admits `null` (finance/core/num.ts, `Answer`) has one, and
 * such a field must have one: a blank box and a 0 are then different answers everywhere.
 */
export interface BlankSpec {
  blank: Text;
}

/**
 * The kinds a value of type V can take: numbers may be typed or chosen; text only chosen; a number
 * that may be "not entered" (null) is typed, with the words for a blank.
 */
export type KindsFor<V> = [null] extends [V]
  ? [V] extends [number | null]
    ? (MoneyFieldSpec | NumberFieldSpec) & BlankSpec
    : (NumericFieldSpec | SelectFieldSpec) & Partial<BlankSpec>
  : V extends number
    ? NumericFieldSpec | SelectFieldSpec
    : SelectFieldSpec;

/** One field of a tool whose inputs are T; its id names the input it edits. */
export type ToolFieldDef<T extends InputRecord> = { [K in keyof T & string]: FieldBase<K> & KindsFor<T[K]> }[keyof T &
  string];

/** Any tool's field, for the code that handles them all alike. */
export type AnyToolField = FieldBase<string> & (NumericFieldSpec | SelectFieldSpec) & Partial<BlankSpec>;

export type ToolFieldList<T extends InputRecord> = readonly ToolFieldDef<T>[];

/**
 * A tool's form defaults (its `fields.ts` `DEFAULTS`, the values the form opens on), typed by the engine's input:
 * a plain object type rather than the interface, so it fits the flat record the link and storage keep.
 */
export type FormDefaults<T> = { [K in keyof T]: T[K] };

import type { MoneyInputProps, NumberInputProps, SliderProps, ValueFormat } from '../../../kit';
import type { MyDetailsKey } from '../../../storage';
import {
  ageFromBirthYear,
  sameAs,
  type DeriveContext,
  type MyDetailsField,
  type MyDetailsFieldMap,
} from './myDetailsFields';
import type { ComparisonField } from './comparisonFields';
import type { InputRecord } from './toolState';
import { optionWords, resultFieldFromSpec, type ResultSpec, type ToolScenario } from './toolScenario';
import { defineWords, type Text } from '../../../i18n/text';

/**
 * A tool's fields as data: each entry says once what the form shows (label, kind, bounds, hint),
 * where My details answers it, and how the scenario comparison shows it. ToolField renders an
 * entry; the builders below make the comparison rows and the My-details map from the same list.
 */

/** Where My details answers a field; the field's own label is added by myDetailsMap. */
export type MyDetailsSource = Omit<MyDetailsField, 'label'>;

/** A field taken straight from one My-details answer ("home value", when the tool words it differently). */
export function fromAnswer(key: MyDetailsKey, how?: string): MyDetailsSource {
  const { label: _label, ...source } = sameAs('', key);
  return how ? { ...source, how } : source;
}

/**
 * A birth month (1–12) from My details' full birth date (issue I6, item 6). A choice of 0 ("not given")
 * gives nothing back to save.
 */
export function fromMonth(key: 'birthMonth' | 'spouseBirthMonth'): MyDetailsSource {
  return {
    from: [key],
    derive: (details) => details[key],
    toMyDetails: (value) => {
      const month = Number(value);
      return Number.isInteger(month) && month >= 1 && month <= 12 ? { [key]: month } : undefined;
    },
  };
}

/** An age at the end of the year `yearOf` picks (this calendar year unless given), from the birth year. */
export function fromBirthYear(how: string, yearOf?: (context: DeriveContext) => number): MyDetailsSource {
  const { label: _label, ...source } = ageFromBirthYear('', how, yearOf);
  return source;
}

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

interface FieldBase<K extends string> {
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

/** A choice (kit Select). A field whose value is a number stores the chosen option's value as a number. */
export type SelectFieldSpec = { kind: 'select'; options: readonly ToolOption[] };

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
type KindsFor<V> = [null] extends [V]
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

/** The list as fields of any tool (TypeScript cannot see that through the mapped type for a generic T). */
export function anyFields<T extends InputRecord>(fields: ToolFieldList<T>): readonly AnyToolField[] {
  return fields as unknown as readonly AnyToolField[];
}

/**
 * A tool's field list, checked against its inputs (`defaults`): each id is an input, and a field
 * of text can only be a choice. Returns the list as given.
 */
export function defineToolFields<T extends InputRecord>(
  _defaults: T,
  fields: readonly NoInfer<ToolFieldDef<T>>[],
): ToolFieldList<T> {
  return fields;
}

/** The field with this id (the list is the tool's own, so a missing id is a programming error). */
export function fieldById<T extends InputRecord>(fields: ToolFieldList<T>, id: keyof T & string): AnyToolField {
  const field = anyFields(fields).find((f) => f.id === id);
  if (!field) throw new Error(`No field "${id}" in this tool's field list`);
  return field;
}

function formatOf(field: AnyToolField): ValueFormat | undefined {
  switch (field.kind) {
    case 'money':
      return { style: 'currency' };
    case 'select':
      return undefined;
    case 'slider':
      if (field.format && field.format.style !== 'number') return { style: field.format.style };
      return { style: field.unit === 'years' ? 'years' : 'number' };
    default:
      return { style: field.unit === '%' ? 'percent' : field.unit === 'years' ? 'years' : 'number' };
  }
}

/** The comparison table's input rows, in the list's order, without the fields left out. */
export function comparisonFields(fields: readonly AnyToolField[]): ComparisonField[] {
  const rows: ComparisonField[] = [];
  for (const field of fields) {
    if (field.compare === false) continue;
    const place = field.compare ?? {};
    const format = place.format ?? formatOf(field);
    // A choice shows its own words unless its place says otherwise (a format of its own shows the value).
    const options =
      place.options ?? (field.kind === 'select' && !place.format ? optionWords(field.options) : undefined);
    const row = defineWords({ key: field.id } as ComparisonField, 'label', place.label ?? field.label);
    if (format) row.format = format;
    if (options) row.options = options;
    if (field.blank) defineWords(row, 'blank', field.blank);
    rows.push(row);
  }
  return rows;
}

/** The fields My details answers, keyed by id, each named by the field's label. */
export function myDetailsMap<T extends InputRecord>(fields: ToolFieldList<T>): MyDetailsFieldMap<keyof T & string> {
  const map: MyDetailsFieldMap<string> = {};
  for (const field of anyFields(fields)) {
    if (field.myDetails) map[field.id] = defineWords({ ...field.myDetails } as MyDetailsField, 'label', field.label);
  }
  return map as MyDetailsFieldMap<keyof T & string>;
}

/**
 * The scenario descriptor from the field list: the comparison's input rows and the My-details
 * map come from the fields; the key results are the tool's own. `defaults` are the inputs a
 * scenario holds (the listed fields, without view choices such as today's dollars). `results`
 * may be the tool's calculation itself: each result row's key is read from what it returns (a
 * value that is not a number counts as not worked out).
 */
export function scenarioFromFields<T extends InputRecord>(
  defaults: T,
  fields: ToolFieldList<T>,
  resultFields: readonly ResultSpec[],
  results: (inputs: T) => object,
): ToolScenario<T> {
  const rows = resultFields.map(resultFieldFromSpec);
  return {
    defaults,
    fieldList: fields,
    myDetails: myDetailsMap(fields),
    fields: comparisonFields(anyFields(fields)),
    resultFields: rows,
    results: (inputs) => {
      const worked = results(inputs) as Record<string, unknown>;
      return Object.fromEntries(
        rows.map(({ key }) => [key, typeof worked[key] === 'number' ? worked[key] : Number.NaN]),
      );
    },
  };
}

/**
 * A tool's form defaults (its `fields.ts` `DEFAULTS`, the values the form opens on), typed by the engine's input:
 * a plain object type rather than the interface, so it fits the flat record the link and storage keep.
 */
export type FormDefaults<T> = { [K in keyof T]: T[K] };

import * as v from 'valibot';
import { clamp } from '../../../finance/core/num';
import type { AnyToolField, InputRecord, InputValue, ToolFieldList } from './fieldTypes';

/**
 * The typed boundary of a tool's inputs: whatever arrives from outside the form (a shared link's
 * fragment, this tab's saved inputs, a saved scenario, a comparison link, My details, My plan) is
 * parsed by one valibot schema made from the tool's defaults and its field list:
 * - a choice (`kind: 'select'`) is a picklist of its option values, typed like its default (a year
 *   choice stays a number), so a value no longer offered goes back to the default;
 * - a typed number (money, number, slider) is a finite number, a link's text "72" included, brought
 *   inside the field's min and max as the form brings a typed value (MoneyInput's least is 0);
 * - an input without a field (a view choice such as today's dollars) keeps its default's type;
 * - a value the schema rejects, or a missing one, is the default; unknown keys are dropped;
 * - a field a record saved before it existed lacks is worked out from that record where the field says how
 *   (`fromOlder`: the withdrawal planner's need in all, from an older need from savings plus the benefits).
 * The output type is the defaults' type, so a tool whose defaults hold literal unions
 * (`'single' | 'marriedJoint'`) reads them as such, without casts.
 */

/** The schema of one tool's inputs: its output is always a whole, valid set. */
export type ToolInputsSchema<T extends InputRecord> = v.GenericSchema<unknown, T>;

type ValueSchema = v.GenericSchema<unknown, InputValue>;

const toNumber = (raw: number | string) =>
  typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);

/** A finite number, or its text as a link carries it. */
const numberSchema: ValueSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(toNumber),
  v.number(),
  v.finite(),
);

/** Text (a number is read as its text), at most 200 characters. */
const textSchema: ValueSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((raw) => String(raw).slice(0, 200)),
);

/** true/false, or their text ('true', 'false', '1', '0'). */
const booleanSchema: ValueSchema = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((raw) => raw === true || raw === 'true' || raw === '1'),
);

/** A value of the same type as `defaultValue`. */
function likeSchema(defaultValue: InputValue): ValueSchema {
  if (typeof defaultValue === 'number') return numberSchema;
  return typeof defaultValue === 'boolean' ? booleanSchema : textSchema;
}

/** One input's schema from its default and its field, if the list has one; rejects what it cannot read. */
export function fieldSchema(defaultValue: InputValue, field?: AnyToolField): ValueSchema {
  const like = likeSchema(defaultValue);
  if (!field) return like;
  if (field.kind === 'select') {
    // The option values typed like the default: a year choice's '2026' is the number 2026.
    const values = field.options.flatMap((option) => {
      const parsed = v.safeParse(like, option.value);
      return parsed.success ? [parsed.output] : [];
    });
    // (A yes/no choice kept as a boolean is looked up the same way: picklist compares with includes.)
    return v.pipe(like, v.picklist(values as (string | number)[])) as ValueSchema;
  }
  const min = field.min ?? (field.kind === 'money' ? 0 : -Infinity);
  const max = field.max ?? Infinity;
  // The tool's own default is always a value it takes, even outside the bounds: a death age of 0
  // means "from the life table".
  return v.pipe(
    numberSchema,
    v.transform((n) => (n === defaultValue ? n : clamp(n as number, min, max))),
  );
}

/**
 * The valibot schema of a tool's inputs, from its defaults and (when it has one) its field list,
 * made when inputs are read (a few small objects, so it is not kept): every key of `defaults` is
 * parsed by its field's schema, or by its default's type; a missing or rejected value is the
 * default. Anything that is not an object parses as the defaults.
 */
export function toolSchema<T extends InputRecord>(defaults: T, fields?: ToolFieldList<T>): ToolInputsSchema<T> {
  const list = (fields ?? []) as readonly AnyToolField[];
  const entries: Record<string, ValueSchema> = {};
  for (const [key, value] of Object.entries(defaults)) {
    const field = list.find((f) => f.id === key);
    entries[key] = v.optional(v.fallback(fieldSchema(value, field), value), value);
  }
  const newer = list.filter((f) => f.fromOlder && f.id in defaults);
  const object = v.object(entries);
  const schema: ToolInputsSchema<InputRecord> = v.fallback(
    newer.length > 0 ? v.pipe(v.unknown(), v.transform(fromOlderRecord(newer)), object) : object,
    () => ({ ...defaults }),
  );
  // The entries are the defaults' keys, each typed like its default: the output is a T.
  return schema as ToolInputsSchema<T>;
}

/**
 * A record saved before some fields existed, with those fields worked out from it (each field's `fromOlder`);
 * a record that has them, or anything that is not a record, is left as it is.
 */
function fromOlderRecord(newer: readonly AnyToolField[]) {
  return (raw: unknown): unknown => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const older = raw as Readonly<Record<string, unknown>>;
    let upgraded: Record<string, unknown> | null = null;
    for (const field of newer) {
      if (older[field.id] !== undefined) continue;
      let value: unknown;
      try {
        value = field.fromOlder?.(older);
      } catch {
        value = undefined; // an unreadable older record gives the default, as any unreadable value does
      }
      if (value !== undefined) (upgraded ??= { ...older })[field.id] = value;
    }
    return upgraded ?? raw;
  };
}

/** A tool's inputs from whatever was stored or shared: each field read by the schema, else its default. */
export function parseToolInputs<T extends InputRecord>(schema: ToolInputsSchema<T>, raw: unknown): T {
  // Never fails: every entry falls back to its default, and the record to the defaults.
  return v.safeParse(schema, raw ?? {}).output as T;
}

/** One input's value from `raw` (My details' answer for it), or undefined when the schema rejects it. */
export function parseToolField<T extends InputRecord, K extends keyof T & string>(
  defaults: T,
  fields: ToolFieldList<T> | undefined,
  key: K,
  raw: unknown,
): T[K] | undefined {
  const field = (fields as readonly AnyToolField[] | undefined)?.find((f) => f.id === key);
  const parsed = v.safeParse(fieldSchema(defaults[key] as InputValue, field), raw);
  return parsed.success ? (parsed.output as T[K]) : undefined;
}

import { ageInYear, birthYearFromAge } from '../../../finance/core/myDetails';
import type { MyDetails, MyDetailsKey } from '../../../storage';
import { text } from '../../../i18n/text';
import { parseToolField } from './toolSchema';
import * as words from './prefillSource.messages';
import type {
  DeriveContext,
  InputRecord,
  MyDetailsField,
  MyDetailsFieldMap,
  PrefillSource,
  ToolFieldList,
} from './fieldTypes';

export type { DeriveContext, MyDetailsField, MyDetailsFieldMap, PrefillSource } from './fieldTypes';

/** The hint a field shows while its value still comes from My details (English; the hint reads the catalog). */
export const FROM_MY_DETAILS = 'From My details';
/** The hint of a field whose value is the benefit worked out from an earnings record (issue I3, item 4). */
export const FROM_EARNINGS_RECORD = 'From your earnings record';
/** The hint of a field whose value is the benefit already paid, from this year's COLA letter (issue I3). */
export const FROM_BENEFIT_LETTER = 'From your COLA letter';

/** A field taken straight from one answer. */
export function sameAs(label: string, key: MyDetailsKey): MyDetailsField {
  return {
    label,
    from: [key],
    derive: (details) => details[key],
    toMyDetails: (value) => ({ [key]: value }) as Partial<MyDetails>,
  };
}

/**
 * An age worked out from the birth year, at the end of the year `yearOf` picks (this calendar year
 * unless the tool has its own tax year); saving it back gives the birth year.
 */
export function ageFromBirthYear(
  label: string,
  how: string,
  yearOf: (context: DeriveContext) => number = (c) => c.currentYear,
): MyDetailsField {
  return {
    label,
    from: ['birthYear'],
    how,
    derive: (details, context) => ageInYear(details.birthYear, yearOf(context)),
    toMyDetails: (value, context) => {
      const birthYear = birthYearFromAge(Number(value), yearOf(context));
      return birthYear === undefined ? undefined : { birthYear };
    },
  };
}

/**
 * What the tool's current values give back to My details: one entry per mapped field that can say.
 * Used only when the visitor presses "Save these to My details"; a tool never writes on its own.
 */
export function myDetailsFromInputs<T extends InputRecord>(
  inputs: T,
  fields: MyDetailsFieldMap<keyof T & string> | undefined,
  currentYear: number,
): Partial<MyDetails> {
  const updates: Partial<MyDetails> = {};
  if (!fields) return updates;
  for (const [key, field] of Object.entries(fields) as [string, MyDetailsField | undefined][]) {
    const value = inputs[key];
    // A blank answer says nothing to save.
    if (!field?.toMyDetails || value === undefined || value === null) continue;
    Object.assign(updates, field.toMyDetails(value, { inputs, currentYear }));
  }
  return updates;
}

/**
 * The fields whose value is still what My details gives: after a reload the tool reads its own
 * saved inputs, and these keep the hint "From My details". It reads them as prefillFromMyDetails
 * would, with the tool's inputs in place of its defaults.
 */
export function stillFromMyDetails<T extends InputRecord>(
  ...reading: Parameters<typeof prefillFromMyDetails<T>>
): ReadonlySet<keyof T & string> {
  const [inputs] = reading;
  const fromDetails = prefillFromMyDetails(...reading);
  return new Set([...fromDetails.prefilled].filter((key) => fromDetails.inputs[key] === inputs[key]));
}

export interface Prefill<T extends InputRecord> {
  inputs: T;
  /** Fields whose value came from My details. */
  prefilled: ReadonlySet<keyof T & string>;
}

/**
 * The tool's start values from My details: each mapped field whose answer was given and that the
 * tool's schema reads (toolSchema.ts, from its field list `list` when given, else the default's
 * type), so a bad derivation never reaches the calculator as the wrong type or an unoffered choice.
 */
export function prefillFromMyDetails<T extends InputRecord>(
  base: T,
  fields: MyDetailsFieldMap<keyof T & string> | undefined,
  details: MyDetails,
  currentYear: number,
  list?: ToolFieldList<T>,
  saved?: DeriveContext['saved'],
): Prefill<T> {
  const inputs: InputRecord = { ...base };
  const prefilled = new Set<keyof T & string>();
  if (!fields) return { inputs: inputs as T, prefilled };
  for (const [key, field] of Object.entries(fields) as [keyof T & string, MyDetailsField | undefined][]) {
    if (!field || !(key in base)) continue;
    const value = parseToolField(base, list, key, field.derive(details, { inputs: base, currentYear, saved }));
    if (value === undefined) continue;
    inputs[key] = value;
    prefilled.add(key);
  }
  return { inputs: inputs as T, prefilled };
}

/**
 * After the visitor changes one field, fields still taken from My details are worked out again
 * from the new values (an age follows a newly chosen tax year); fields they typed stay as typed.
 */
export function rederivePrefilled<T extends InputRecord>(
  inputs: T,
  fields: MyDetailsFieldMap<keyof T & string> | undefined,
  prefilled: ReadonlySet<keyof T & string>,
  details: MyDetails,
  currentYear: number,
  list?: ToolFieldList<T>,
  saved?: DeriveContext['saved'],
): T {
  if (!fields || prefilled.size === 0) return inputs;
  let next = inputs;
  for (const key of prefilled) {
    const field = fields[key];
    if (!field) continue;
    const value = parseToolField(inputs, list, key, field.derive(details, { inputs, currentYear, saved }));
    if (value === undefined || value === next[key]) continue;
    next = { ...next, [key]: value };
  }
  return next;
}

/**
 * The field's hint, led by "From My details" while its value still comes from there ("From your
 * earnings record" when the value is the benefit the earnings record tool worked out, "From your COLA
 * letter" when it is the benefit already paid, the source's own words when it came from what the
 * reader saved in another tool). Read when shown, in the reader's language.
 */
export function hintWithSource(isPrefilled: boolean, hint?: string, source?: PrefillSource): string | undefined {
  if (!isPrefilled) return hint;
  const from =
    source === 'earnings-record'
      ? words.fromEarningsRecord()
      : source === 'benefit-letter'
        ? words.fromBenefitLetter()
        : typeof source === 'object'
          ? text(source.savedIn)
          : words.fromMyDetails();
  return hint ? `${from}. ${hint}` : from;
}

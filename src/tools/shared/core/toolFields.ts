import type { ValueFormat } from '../../../kit';
import { CALENDAR_YEAR } from '../../../kit/format';
import type { MyDetails, MyDetailsKey } from '../../../storage';
import { ageFromBirthYear, sameAs } from './myDetailsFields';
import { ageInYear, birthYearFromAge, monthlyFromYearly, yearlyFromMonthly } from '../../../finance/core/myDetails';
import type { ComparisonField } from './comparisonFields';
import type {
  AnyToolField,
  DeriveContext,
  InputRecord,
  InputValue,
  MyDetailsField,
  MyDetailsFieldMap,
  MyDetailsSource,
  PrefillSource,
  ToolFieldDef,
  ToolFieldList,
  ToolOption,
} from './fieldTypes';
import { optionWords, resultFieldFromSpec, type FieldScenario, type ResultSpec } from './toolScenario';
import { defineWords, type Text } from '../../../i18n/text';

export type {
  AnyToolField,
  ComparisonPlace,
  FieldBase,
  FieldKind,
  FormDefaults,
  MoneyFieldSpec,
  MyDetailsSource,
  NumberFieldSpec,
  NumericFieldSpec,
  SelectFieldSpec,
  SliderFieldSpec,
  ToolFieldDef,
  ToolFieldList,
  ToolOption,
} from './fieldTypes';

/**
 * A tool's fields as data: each entry says once what the form shows (label, kind, bounds, hint),
 * where My details answers it, and how the scenario comparison shows it. ToolField renders an
 * entry; the builders below make the comparison rows and the My-details map from the same list.
 */

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

/**
 * The reader's age this year, in whole years between the rules' bounds, as most tools ask it: a
 * field's kind, unit, bounds and My-details source, spread after its id and label
 * (`{ id: 'age', label: m.ageLabel, ...ageThisYear(b.age) }`).
 */
export function ageThisYear(bounds: { min: number; max: number }) {
  return { ...yearsBetween(bounds), myDetails: fromBirthYear('age at the end of this year') } as const;
}

/** A whole number of years between the rules' bounds (an age, a span): a field's kind, unit and bounds, spread after its id and label. */
export function yearsBetween(bounds: { min: number; max: number }) {
  return { kind: 'number', unit: 'years', min: bounds.min, max: bounds.max } as const;
}

/** An amount of money between the rules' bounds, spread after a field's id and label. */
export function moneyBetween(bounds: { min: number; max: number }) {
  return { kind: 'money', min: bounds.min, max: bounds.max } as const;
}

/** A yearly rate in percent, to one decimal, between the rules' bounds and in their steps, spread after a field's id and label. */
export function percentBetween(bounds: { min: number; max: number; step: number }) {
  return { kind: 'number', unit: '%', decimals: 1, step: bounds.step, min: bounds.min, max: bounds.max } as const;
}

/** A choice of tax year, spread after a field's id and label: the comparison shows it as a calendar year (2026, not 2,026). */
export function taxYearChoice(options: readonly ToolOption[]) {
  return { kind: 'select', options, compare: { format: CALENDAR_YEAR } } as const;
}

/** A choice of filing status that My details answers, spread after a field's id and label. */
export function filingStatusChoice(options: readonly ToolOption[]) {
  return { kind: 'select', options, myDetails: fromAnswer('filingStatus') } as const;
}

/**
 * An age on 31 December of the tool's tax year (its `taxYear` input), from My details' birth year `key`. It is saved
 * back only when `givesBack` says so for these inputs (a spouse's age is the spouse's to give only where the tool
 * asks it of a spouse: a joint return, a spouse who is the sole beneficiary).
 */
export function fromAgeInTaxYear(
  key: 'birthYear' | 'spouseBirthYear',
  how: string,
  givesBack: (inputs: Readonly<InputRecord>) => boolean = () => true,
): MyDetailsSource {
  return {
    from: [key],
    how,
    derive: (details, { inputs }) => ageInYear(details[key], Number(inputs.taxYear)),
    toMyDetails: (value, { inputs }) => {
      if (!givesBack(inputs)) return undefined;
      const born = birthYearFromAge(Number(value), Number(inputs.taxYear));
      return born === undefined ? undefined : ({ [key]: born } as Partial<MyDetails>);
    },
  };
}

/**
 * A monthly benefit at full retirement age: the one worked out from the earnings record when the
 * reader saved it ("From your earnings record"), else the yearly answer divided by 12. Saving back
 * writes the yearly answer. Never the benefit already paid (a letter's amount is after the claiming
 * adjustment, not a benefit at full retirement age): see fromBenefitPaidNow.
 */
export function fromMonthlyBenefit(): MyDetailsSource {
  return {
    from: ['socialSecurityPia', 'socialSecurityYearly'],
    how: 'the benefit from your earnings record, or the yearly benefit divided by 12',
    derive: (d) => d.socialSecurityPia ?? monthlyFromYearly(d.socialSecurityYearly),
    toMyDetails: (monthly) => ({ socialSecurityYearly: yearlyFromMonthly(Number(monthly)) }),
    source: (d) => (d.socialSecurityPia === undefined ? undefined : 'earnings-record'),
  };
}

/**
 * A yearly benefit, for a tool that counts the benefits received in a year (tax, withdrawals): 12 times
 * the benefit already paid when the reader saved this year's letter ("From your benefit letter": the
 * amount received, after any early or late claiming), else 12 times the benefit from the earnings
 * record, else the yearly answer.
 */
export function fromYearlyBenefit(how: string): MyDetailsSource {
  return {
    from: ['socialSecurityPaidMonthly', 'socialSecurityPia', 'socialSecurityYearly'],
    how,
    derive: (d) =>
      d.socialSecurityPaidMonthly !== undefined
        ? yearlyFromMonthly(d.socialSecurityPaidMonthly)
        : d.socialSecurityPia === undefined
          ? d.socialSecurityYearly
          : yearlyFromMonthly(d.socialSecurityPia),
    toMyDetails: (yearly) => ({ socialSecurityYearly: Number(yearly) }),
    source: (d) =>
      d.socialSecurityPaidMonthly !== undefined
        ? 'benefit-letter'
        : d.socialSecurityPia === undefined
          ? undefined
          : 'earnings-record',
  };
}

/**
 * The monthly benefit already being paid, from this year's COLA letter (issue I3, item 2: "used as the
 * benefit paid"), the reader's or the spouse's. It is not a benefit at full retirement age: a tool
 * that takes it treats the benefit as claimed (the household plan's `{ kind: 'alreadyPaid' }`), never
 * as a PIA to adjust for a claiming age. Nothing is given back: the letter's tool writes it.
 */
export function fromBenefitPaidNow(whose: 'mine' | 'spouse' = 'mine'): MyDetailsSource {
  const key = whose === 'spouse' ? 'spouseSocialSecurityPaidMonthly' : 'socialSecurityPaidMonthly';
  return {
    from: [key],
    how: 'the monthly benefit already paid, from this year’s letter',
    derive: (d) => d[key],
    source: (d) => (d[key] === undefined ? undefined : 'benefit-letter'),
  };
}

/**
 * 12 times the benefit already paid (the reader's or the spouse's letter), for a field that counts only
 * a benefit being received ("leave at 0 if you do not get it yet"): a benefit at full retirement age is
 * not paid until claimed, so it never fills such a field.
 */
export function fromYearlyBenefitPaid(whose: 'mine' | 'spouse'): MyDetailsSource {
  const { how: _how, derive, ...paid } = fromBenefitPaidNow(whose);
  return {
    ...paid,
    how: 'the monthly benefit already paid, from this year’s letter, times 12',
    derive: (d, context) => {
      const monthly = derive(d, context);
      return typeof monthly === 'number' ? yearlyFromMonthly(monthly) : undefined;
    },
  };
}

/**
 * One person's yearly Social Security from My details, as fromYearlyBenefit reads it: 12 times the benefit already
 * paid (the letter), else 12 times the benefit from the earnings record, else (the reader only) the yearly answer;
 * with where it came from.
 */
function yearlyBenefitOf(
  d: MyDetails,
  whose: 'mine' | 'spouse',
): { yearly: number; source?: PrefillSource } | undefined {
  const paid = yearlyFromMonthly(whose === 'spouse' ? d.spouseSocialSecurityPaidMonthly : d.socialSecurityPaidMonthly);
  if (paid !== undefined) return { yearly: paid, source: 'benefit-letter' };
  const pia = yearlyFromMonthly(whose === 'spouse' ? d.spouseSocialSecurityPia : d.socialSecurityPia);
  if (pia !== undefined) return { yearly: pia, source: 'earnings-record' };
  return whose === 'mine' && d.socialSecurityYearly !== undefined ? { yearly: d.socialSecurityYearly } : undefined;
}

/**
 * The household's yearly Social Security, for a field that asks it "for both of you when filing jointly" (the Roth
 * conversion calculator): when My details says married filing jointly, the reader's and the spouse's yearly benefits
 * added (each as yearlyBenefitOf reads it), else the reader's alone. Marked by the letter when either amount is a paid
 * one, else by the earnings record when either came from one. Nothing is given back: a sum cannot say whose is whose.
 */
export function fromHouseholdYearlyBenefit(how: string): MyDetailsSource {
  const parts = (d: MyDetails) => {
    const mine = yearlyBenefitOf(d, 'mine');
    const spouse = d.filingStatus === 'marriedJoint' ? yearlyBenefitOf(d, 'spouse') : undefined;
    return [mine, spouse].filter((part) => part !== undefined);
  };
  return {
    from: [
      'filingStatus',
      'socialSecurityPaidMonthly',
      'socialSecurityPia',
      'socialSecurityYearly',
      'spouseSocialSecurityPaidMonthly',
      'spouseSocialSecurityPia',
    ],
    how,
    derive: (d) => {
      const found = parts(d);
      return found.length === 0 ? undefined : Math.round(found.reduce((sum, part) => sum + part.yearly, 0) * 100) / 100;
    },
    source: (d) => {
      const sources = parts(d).map((part) => part.source);
      return sources.includes('benefit-letter')
        ? 'benefit-letter'
        : sources.includes('earnings-record')
          ? 'earnings-record'
          : undefined;
    },
  };
}

/** The spouse's monthly benefit at full retirement age, from the spouse's earnings record. */
export function fromSpouseBenefit(): MyDetailsSource {
  return {
    from: ['spouseSocialSecurityPia'],
    derive: (d) => d.spouseSocialSecurityPia,
    toMyDetails: (monthly) => ({ spouseSocialSecurityPia: Number(monthly) }),
    source: (d) => (d.spouseSocialSecurityPia === undefined ? undefined : 'earnings-record'),
  };
}

/** Another tool whose kept inputs may answer a field: which tool, the words that name it, and how its inputs give the value. */
export interface SavedInTool {
  toolId: string;
  /** The field's mark: "From what you saved in the Social Security tool". */
  words: Text;
  /** The value from that tool's kept inputs ({} when none), or undefined when they do not give one. */
  read: (saved: Readonly<Record<string, unknown>>, context: DeriveContext) => InputValue | undefined;
}

/**
 * A field answered by My details (`source`, when it has one) or else by what the reader kept in other tools, the
 * first that gives a value (issue I1 item 5: the plan "prefilled from My details and from what the reader saved in
 * the Social Security, withdrawal and RMD tools, and marked as such"). The mark names where the value came from.
 */
export function orSavedIn(source: MyDetailsSource | undefined, tools: readonly SavedInTool[]): MyDetailsSource {
  const fromTools = (context: DeriveContext | undefined) => {
    if (!context?.saved) return undefined;
    for (const tool of tools) {
      const value = tool.read(context.saved(tool.toolId), context);
      if (value !== undefined && value !== null) return { value, tool };
    }
    return undefined;
  };
  return {
    from: source?.from ?? [],
    ...(source?.how ? { how: source.how } : {}),
    ...(source?.toMyDetails ? { toMyDetails: source.toMyDetails } : {}),
    derive: (details, context) => source?.derive(details, context) ?? fromTools(context)?.value,
    source: (details, context) => {
      if (!context) return source?.source?.(details);
      if (source && source.derive(details, context) !== undefined) return source.source?.(details, context);
      const found = fromTools(context);
      return found ? { savedIn: found.tool.words } : undefined;
    },
  };
}

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
 * value that is not a number counts as not worked out). The rows come last, as the table a tool
 * reads them as (`scenarioFromFields(DEFAULTS, FIELDS, calculate, [[key, label, format], …])`).
 */
export function scenarioFromFields<T extends InputRecord>(
  defaults: T,
  fields: ToolFieldList<T>,
  results: (inputs: T) => object,
  resultFields: readonly ResultSpec[],
): FieldScenario<T> {
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

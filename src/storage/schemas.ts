import * as v from 'valibot';

/** A moment as the original site stored it: an ISO string or epoch milliseconds. */
export const timeSchema = v.union([
  v.pipe(
    v.string(),
    v.check((text) => !Number.isNaN(Date.parse(text)), 'not a date'),
  ),
  v.pipe(v.number(), v.finite()),
]);
export type StoredTime = v.InferOutput<typeof timeSchema>;

// Older saves wrote `null` for "not finished yet"; read it as absent.
export const optionalTimeSchema = v.optional(
  v.pipe(
    v.nullable(timeSchema),
    v.transform((time) => time ?? undefined),
  ),
);

/** A tool's input: a field value, or null for a box the reader left blank ("not entered", which is not 0). */
const toolInputValueSchema = v.union([v.string(), v.number(), v.boolean(), v.null()]);

export const toolInputsSchema = v.record(v.string(), toolInputValueSchema);
export type ToolInputs = v.InferOutput<typeof toolInputsSchema>;

/** Filing statuses, spelled as the finance engine spells them so a tool can take them as they are. */
export const MY_DETAILS_FILING_STATUSES = ['single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold'] as const;
export type MyDetailsFilingStatus = (typeof MY_DETAILS_FILING_STATUSES)[number];

// Storage checks shape and sanity only; the sensible ranges a visitor may type live in src/finance.
const storedYearSchema = v.pipe(v.number(), v.integer(), v.minValue(1800), v.maxValue(2200));
const storedMonthSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));
const storedDaySchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31));
export const storedAmountSchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e12));

/**
 * The version of My details' record. 2 (issue I6, item 6): the full birth date, the month and day
 * beside the year, the visitor's and the spouse's. Version-1 records read as they are.
 */
export const MY_DETAILS_VERSION = 2;

/** "My details": what a visitor tells us once so every tool can start from it. Every field is optional. */
export const myDetailsSchema = v.object({
  birthYear: v.optional(storedYearSchema),
  /** 1–12. With the year it sets the exact dates (Medicare, Social Security, RMDs); the tools that ask for it fill it. */
  birthMonth: v.optional(storedMonthSchema),
  /** 1–31; someone born on the 1st reaches each age a month earlier for Social Security. */
  birthDay: v.optional(storedDaySchema),
  filingStatus: v.optional(v.picklist(MY_DETAILS_FILING_STATUSES)),
  spouseBirthYear: v.optional(storedYearSchema),
  spouseBirthMonth: v.optional(storedMonthSchema),
  spouseBirthDay: v.optional(storedDaySchema),
  traditionalSavings: v.optional(storedAmountSchema),
  rothSavings: v.optional(storedAmountSchema),
  taxableSavings: v.optional(storedAmountSchema),
  hsaBalance: v.optional(storedAmountSchema),
  socialSecurityYearly: v.optional(storedAmountSchema),
  /** The monthly benefit at full retirement age worked out from the reader's earnings record (issue I3), dollars and dimes. */
  socialSecurityPia: v.optional(storedAmountSchema),
  /** The same, from the spouse's earnings record. */
  spouseSocialSecurityPia: v.optional(storedAmountSchema),
  /**
   * The monthly benefit already being paid, from this year's COLA letter (issue I3), dollars and cents:
   * after any early or late claiming, before deductions. Not a benefit at full retirement age: a tool
   * reads it as already claimed. Added within version 2 (an optional field: records without it read as they are).
   */
  socialSecurityPaidMonthly: v.optional(storedAmountSchema),
  /** The same, from the spouse's letter. */
  spouseSocialSecurityPaidMonthly: v.optional(storedAmountSchema),
  /**
   * The year whose payments the letter's amount is (the letter's "beginning December 2025" amount is paid in 2026), so
   * a later COLA can be told apart. Added within version 2 (optional: an amount saved without it reads as before).
   */
  socialSecurityPaidYear: v.optional(storedYearSchema),
  spouseSocialSecurityPaidYear: v.optional(storedYearSchema),
  pensionYearly: v.optional(storedAmountSchema),
  workIncomeYearly: v.optional(storedAmountSchema),
  homeValue: v.optional(storedAmountSchema),
  mortgageBalance: v.optional(storedAmountSchema),
});
export type MyDetails = v.InferOutput<typeof myDetailsSchema>;
export type MyDetailsKey = keyof MyDetails;

/** Longest scenario name we keep; the field says so before anything is cut. */
export const SCENARIO_NAME_MAX_LENGTH = 60;
/** Most named scenarios kept per tool (G5). */
export const MAX_SCENARIOS_PER_TOOL = 10;

export const scenarioSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SCENARIO_NAME_MAX_LENGTH)),
  savedAt: timeSchema,
  inputs: toolInputsSchema,
});
export type Scenario = v.InferOutput<typeof scenarioSchema>;
export const scenariosSchema = v.pipe(v.array(scenarioSchema), v.maxLength(MAX_SCENARIOS_PER_TOOL));

/**
 * "My plan" (H4): the birth months the dates need (My details keeps only the year) and the tools whose
 * sections the reader hid with "Clear my plan". It never holds a tool's own saved figures.
 */
export const myPlanSchema = v.object({
  /** Moved to My details in issue I6 (keys.ts, moveBirthDatesToMyDetails); read only to move them. */
  birthMonth: v.optional(storedMonthSchema),
  birthDay: v.optional(storedDaySchema),
  spouseBirthMonth: v.optional(storedMonthSchema),
  spouseBirthDay: v.optional(storedDaySchema),
  hiddenTools: v.optional(v.array(v.string()), []),
});
export type MyPlan = v.InferOutput<typeof myPlanSchema>;

/** Whether the visitor's figures are kept on this device (devicePreference.ts). */
export const keepOnDeviceSchema = v.object({ keep: v.boolean() });
export type KeepOnDevice = v.InferOutput<typeof keepOnDeviceSchema>;

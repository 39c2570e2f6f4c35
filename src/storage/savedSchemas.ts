import * as v from 'valibot';
import { optionalTimeSchema, timeSchema } from './schemas';

/*
 * The schemas of what only some pages keep: a step tool's progress and saved copies, the beneficiary
 * list, checklists, saved calculations, bookmarks and the earnings record. Apart from schemas.ts (what
 * every tool's inputs, My details and My plan use) so a calculator's page does not fetch them.
 */

const fieldValueSchema = v.union([v.string(), v.number(), v.boolean()]);

/** Step index → input id → value. */
const stepDataSchema = v.record(v.string(), v.record(v.string(), fieldValueSchema));

const stepIndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const toolProgressSchema = v.object({
  currentStep: stepIndexSchema,
  completedSteps: v.array(stepIndexSchema),
  stepData: stepDataSchema,
  isComplete: v.boolean(),
  startTime: timeSchema,
  completionTime: optionalTimeSchema,
});
export type ToolProgress = v.InferOutput<typeof toolProgressSchema>;

export const savedToolSnapshotSchema = v.object({
  title: v.string(),
  description: v.optional(v.string(), ''),
  // The tool config is content, not ours to validate here; kept only so a snapshot is self-describing.
  steps: v.array(v.unknown()),
  stepData: stepDataSchema,
  completedSteps: v.array(stepIndexSchema),
  isComplete: v.boolean(),
  startTime: timeSchema,
  completionTime: optionalTimeSchema,
  timestamp: timeSchema,
});
export type SavedToolSnapshot = v.InferOutput<typeof savedToolSnapshotSchema>;
export const savedToolsSchema = v.array(savedToolSnapshotSchema);

export const ACCOUNT_TYPES = [
  'bank',
  'investment',
  'retirement',
  'life-insurance',
  'other-insurance',
  'other',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const percentSchema = v.pipe(
  v.number('must be a whole number from 0 to 100'),
  v.integer('must be a whole number from 0 to 100'),
  v.minValue(0, 'must be a whole number from 0 to 100'),
  v.maxValue(100, 'must be a whole number from 0 to 100'),
);

export const beneficiarySchema = v.object({
  // The original site used Date.now() as the id, sometimes stored as a number.
  id: v.pipe(v.union([v.pipe(v.string(), v.minLength(1)), v.number()], 'is missing its id'), v.transform(String)),
  accountName: v.pipe(v.string('needs an account name'), v.minLength(1, 'needs an account name')),
  accountType: v.picklist(ACCOUNT_TYPES, 'has an unknown account type'),
  institution: v.optional(v.string(), ''),
  // Privacy: only the last four digits may ever be stored.
  accountNumber: v.optional(
    v.pipe(v.string(), v.regex(/^\d{0,4}$/, 'account number must be the last 4 digits only')),
    '',
  ),
  primaryBeneficiary: v.pipe(v.string('needs a primary beneficiary'), v.minLength(1, 'needs a primary beneficiary')),
  primaryPercent: percentSchema,
  secondaryBeneficiary: v.optional(v.string(), ''),
  secondaryPercent: v.optional(percentSchema, 0),
  lastUpdated: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'last-updated date must look like 2024-01-31')),
  notes: v.optional(v.string(), ''),
});
export type Beneficiary = v.InferOutput<typeof beneficiarySchema>;
export const beneficiariesSchema = v.array(beneficiarySchema);

export const checklistItemProgressSchema = v.object({
  isCompleted: v.boolean(),
  completedAt: optionalTimeSchema,
  notes: v.optional(v.string(), ''),
});
export type ChecklistItemProgress = v.InferOutput<typeof checklistItemProgressSchema>;

export const checklistProgressSchema = v.object({
  items: v.record(v.string(), checklistItemProgressSchema),
  startTime: timeSchema,
  completionTime: optionalTimeSchema,
  isComplete: v.boolean(),
});
export type ChecklistProgress = v.InferOutput<typeof checklistProgressSchema>;

export const savedChecklistSchema = v.object({
  title: v.string(),
  completionPercentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  items: v.record(v.string(), checklistItemProgressSchema),
  startTime: v.optional(timeSchema),
  completionTime: optionalTimeSchema,
  isComplete: v.optional(v.boolean(), false),
  totalTimeSpent: v.optional(v.pipe(v.number(), v.minValue(0))),
  timestamp: timeSchema,
});
export type SavedChecklist = v.InferOutput<typeof savedChecklistSchema>;
export const savedChecklistsSchema = v.array(savedChecklistSchema);

export const savedCalculationSchema = v.object({
  title: v.string(),
  inputs: v.record(v.string(), v.union([v.number(), v.string()])),
  outputs: v.record(v.string(), v.number()),
  timestamp: timeSchema,
});
export type SavedCalculation = v.InferOutput<typeof savedCalculationSchema>;
export const savedCalculationsSchema = v.array(savedCalculationSchema);

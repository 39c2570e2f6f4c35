import type { BirthDate, PlanDate } from '../../../finance/core/planDates';
import type { InputRecord } from './fieldTypes';
import type { Text } from '../../../i18n/text';

/**
 * What a tool says to My plan (src/plan), beside its scenario descriptor: the group it sits in, a
 * figure as the plan lists it, and another reading of its saved inputs where it has one.
 */

/** My plan's groups, in the page's order. */
export type PlanGroup = 'income' | 'health' | 'home' | 'insurance' | 'estate';

export interface PlanFigure {
  label: string;
  value: string;
}

/**
 * Another reading of a tool's saved inputs: its own key results, and where it has them its dollars
 * line, question and dates, in place of the scenario's (the Social Security calculator's couple mode;
 * the withdrawal planner's one answer in its own words), or null when it does not apply. It gets the
 * scenario's rows, so a reading may word one of them the way its tool does.
 */
export interface PlanVariant {
  results: PlanFigure[];
  dollars?: string;
  question?: string;
  figureLine?: string;
  dates?: (birth: BirthDate, spouse?: BirthDate) => PlanDate[];
}
export type PlanVariantOf = (inputs: InputRecord, rows: readonly PlanFigure[]) => PlanVariant | null;

/** What a question may use besides the tool's own results. */
export interface QuestionContext {
  /** The age the reader's required distributions start (73 or 75), when their birth date is known. */
  rmdStartAge?: number;
}

/**
 * A tool's "question to ask a professional", from the reader's own inputs and results: `fmt(key)` is
 * a key result as the tool shows it. It says only what the tool modelled (a one-year tool speaks of
 * one year) and suggests no amount larger than the money it comes from.
 */
export type PlanQuestion = (
  inputs: InputRecord,
  results: Readonly<Record<string, number>>,
  fmt: (key: string) => string,
  context: QuestionContext,
) => string;

/**
 * What My plan knows of a tool, said in the tool's folder (`myPlan.ts`, `export const plan =
 * defineToolPlan({ … })`); src/plan gathers every folder's and stays generic. The figures come from
 * the folder's `scenario.ts` (its `scenario`), which src/plan loads only when the page builds the plan.
 */
export interface ToolPlan {
  /** Where the plan lists it, and its place among the plan's tools (smaller first). */
  group: PlanGroup;
  order: number;
  /** One line: why to try the tool, shown while it is "Not done yet" (its folder's myPlan.messages, read when shown). */
  why: Text;
  /**
   * Whether the figures are in today's dollars, in words, where the general rule (a projection, as its
   * scenario says: ToolScenario.projection, is before inflation; a one-year tool has none to take out)
   * would say it wrongly for these inputs.
   */
  dollars?: (inputs: InputRecord) => string | undefined;
  /** Which of the tool's inputs the section lists, where some do not apply to these inputs (all by default). */
  showInput?: (inputs: InputRecord, key: string) => boolean;
  /** Its question for a professional; without one the plan asks how its first key result fits. */
  question?: PlanQuestion;
}

/** A tool's My plan manifest (see ToolPlan), returned as given. */
export function defineToolPlan(plan: ToolPlan): ToolPlan {
  return plan;
}

/** A number input as a number (0 when missing or not finite), for the words a plan entry builds. */
export const planNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
/** A percentage as the plan words it: one decimal at most. */
export const planPercentWords = (value: number) => `${String(Math.round(value * 10) / 10)}%`;

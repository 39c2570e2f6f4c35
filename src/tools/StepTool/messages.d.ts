// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Tool progress saved successfully! */
export declare function toolSaved(): string;
/** {label}: {value} */
export declare function figure(values: { label: string | number; value: string | number }): string;
/** Not answered yet */
export declare function notAnswered(): string;
/** Blank or non-numeric answers */
export declare function blankAnswers(): string;
/** count as 0 */
export declare function countAsZero(): string;
/** Tool Complete! */
export declare function complete(): string;
/** Time taken */
export declare function timeTaken(): string;
/** {count, plural, one {# minute} other {# minutes}} */
export declare function minutes(values: { count: number }): string;
/** Steps completed */
export declare function stepsCompleted(): string;
/** {done} of {total} */
export declare function stepsOf(values: { done: string | number; total: string | number }): string;
/** Data points collected */
export declare function dataPoints(): string;
/** Your answers at a glance */
export declare function answersAtAGlance(): string;
/** Save Results */
export declare function saveResults(): string;
/** Download */
export declare function download(): string;
/** Start Over */
export declare function startOver(): string;
/** Tool progress */
export declare function progressLabel(): string;
/** Step {step}: */
export declare function stepNumber(values: { step: string | number }): string;
/** Questions marked */
export declare function requiredBefore(): string;
/** with an asterisk */
export declare function requiredHidden(): string;
/** are the ones that matter most. You can still move on without them. */
export declare function requiredAfter(): string;
/** Step {step} questions */
export declare function stepQuestions(values: { step: string | number }): string;
/** Your answers */
export declare function yourAnswers(): string;
/** What your answers show */
export declare function whatAnswersShow(): string;
/** Guidance */
export declare function guidance(): string;
/** Previous */
export declare function previous(): string;
/** Complete */
export declare function completeButton(): string;
/** Next */
export declare function next(): string;
/** Save Progress */
export declare function saveProgress(): string;
/** Reset Tool */
export declare function resetTool(): string;
/** Reset this tool? */
export declare function resetTitle(): string;
/** This clears every answer and goes back to step 1. The progress kept in this browser is removed too. Results you saved stay in your saved items. */
export declare function resetMessage(): string;
/** Yes, reset */
export declare function resetConfirm(): string;
/** (required) */
export declare function required(): string;
/** Choose one */
export declare function chooseOne(): string;

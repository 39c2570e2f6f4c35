// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Checklist progress saved successfully! */
export declare function savedMessage(): string;
/** Checklist Complete! */
export declare function completeHeading(): string;
/** You have worked through every item on this checklist. */
export declare function completeLead(): string;
/** Total items */
export declare function totalItems(): string;
/** Completed */
export declare function completed(): string;
/** Time taken */
export declare function timeTaken(): string;
/** {count, plural, one {# minute} other {# minutes}} */
export declare function minutes(values: { count: number }): string;
/** From when you started this checklist to when you finished it. */
export declare function timeTakenHelp(): string;
/** Estimated minutes */
export declare function estimatedMinutes(): string;
/** The time these items are expected to take, added up. */
export declare function estimatedHelp(): string;
/** Complete */
export declare function complete(): string;
/** Save Results */
export declare function saveResults(): string;
/** Download */
export declare function download(): string;
/** Start Over */
export declare function startOver(): string;
/** Checklist progress */
export declare function progressLabel(): string;
/** {completed} of {total} items done, {percent} percent */
export declare function progressValue(values: { completed: string | number; total: string | number; percent: string | number }): string;
/** {completed} of {total} items done */
export declare function progressStatus(values: { completed: string | number; total: string | number }): string;
/** Save Progress */
export declare function saveProgress(): string;
/** Reset */
export declare function reset(): string;
/** Reset this checklist? */
export declare function resetTitle(): string;
/** This clears every tick and note on this checklist, here and in this browser’s saved copy. Saved results you kept stay in your saved items. */
export declare function resetMessage(): string;
/** Yes, reset */
export declare function resetConfirm(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly progress: typeof progressValue };

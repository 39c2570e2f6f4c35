// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Example */
export declare function exampleTag(): string;
/** figure: change it to your own. */
export declare function exampleDescription(): string;
/** Use these answers in the other tools too. Nothing is saved to My details unless you press this button. */
export declare function saveHint(): string;
/** Save these to My details */
export declare function saveButton(): string;
/** Nothing in this tool can be saved to My details. */
export declare function saveNothing(): string;
/** These could not be saved to My details. Check the values and try again. */
export declare function saveFailed(): string;
/** Saved to My details: {fields}. Other tools will start from them. */
export declare function saved(values: { fields: string | number }): string;
/** Calculators and the figures they fill in from My details */
export declare function usageListLabel(): string;
/** {label}: from {sources} */
export declare function usageLine(values: { label: string | number; sources: string | number }): string;
/** {label}: from {sources} ({how}) */
export declare function usageLineHow(values: { label: string | number; sources: string | number; how: string | number }): string;
/** {first} and {second} */
export declare function usageAnd(values: { first: string | number; second: string | number }): string;

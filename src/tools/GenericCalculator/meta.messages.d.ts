// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Formula calculator */
export declare function title(): string;
/** A calculator an article configures with its own fields and formula. */
export declare function description(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Checklist */
export declare function title(): string;
/** A checklist an article configures; ticks are kept in this browser. */
export declare function description(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Step-by-step guide */
export declare function title(): string;
/** A few questions an article configures, with an answer at the end. */
export declare function description(): string;

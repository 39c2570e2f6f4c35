// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Disability Insurance Calculator */
export declare function title(): string;
/** Estimate the income protection you may need and what it might cost. */
export declare function description(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Long-Term Care Insurance Calculator */
export declare function title(): string;
/** Compare the cost of long-term care with the cost of insurance for it. */
export declare function description(): string;

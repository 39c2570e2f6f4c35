// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Healthcare Cost Calculator */
export declare function title(): string;
/** Estimate what health care may cost you each year in retirement and in total. */
export declare function description(): string;

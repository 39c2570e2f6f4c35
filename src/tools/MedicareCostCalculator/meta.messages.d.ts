// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Medicare Cost Calculator */
export declare function title(): string;
/** Add up Medicare premiums, deductibles and out-of-pocket costs for a year. */
export declare function description(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Reverse Mortgage Calculator */
export declare function title(): string;
/** Estimate what a Home Equity Conversion Mortgage (HECM) could provide. */
export declare function description(): string;

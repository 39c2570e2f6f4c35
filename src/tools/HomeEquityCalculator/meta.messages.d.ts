// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Home Equity Calculator */
export declare function title(): string;
/** See how much of your home you own today and how that may grow. */
export declare function description(): string;

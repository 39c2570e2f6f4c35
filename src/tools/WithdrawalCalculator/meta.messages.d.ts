// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Tax-Efficient Withdrawal Calculator */
export declare function title(): string;
/** Split a year's income need across your accounts and see the tax it may cost. */
export declare function description(): string;

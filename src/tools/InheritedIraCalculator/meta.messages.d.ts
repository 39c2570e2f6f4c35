// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Inherited IRA Calculator */
export declare function title(): string;
/** Find the rule for an IRA you inherited, this year's minimum and the year the account must be empty. */
export declare function description(): string;

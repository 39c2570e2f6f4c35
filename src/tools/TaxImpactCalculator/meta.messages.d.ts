// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Retirement Income Tax Impact Calculator */
export declare function title(): string;
/** See how Social Security, pensions and account withdrawals add up to federal income tax, bracket by bracket. */
export declare function description(): string;

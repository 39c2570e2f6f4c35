// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Will Your Money Last? Retirement Income Plan */
export declare function title(): string;
/** Test your savings, spending and Social Security against every market since 1928. */
export declare function description(): string;

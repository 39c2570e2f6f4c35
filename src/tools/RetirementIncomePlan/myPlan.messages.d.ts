// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Test your savings, spending and Social Security against every market since {firstYear}. */
export declare function why(values: { firstYear: string | number }): string;

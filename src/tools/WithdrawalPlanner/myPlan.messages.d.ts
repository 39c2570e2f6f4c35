// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Plan which accounts to draw from, year by year, to keep taxes down. */
export declare function why(): string;
/** Ask whether the order you draw from your accounts suits you: your plan pays {taxes} in tax in all. */
export declare function question(values: { taxes: string | number }): string;

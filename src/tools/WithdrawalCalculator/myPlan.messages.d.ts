// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Split one year's income need across your accounts. */
export declare function why(): string;
/** Ask whether drawing from your accounts in this order, with {taxes} of federal income tax, suits you. */
export declare function question(values: { taxes: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** $ */
export declare function dollarSign(): string;
/** In dollars. */
export declare function inDollars(): string;
/** ${amount} */
export declare function amount(values: { amount: string | number }): string;

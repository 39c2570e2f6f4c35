// Written from messages.en.json by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** $ */
export declare function dollarSign(): string;
/** In dollars. */
export declare function inDollars(): string;
/** ${amount} */
export declare function amount(values: { amount: string | number }): string;

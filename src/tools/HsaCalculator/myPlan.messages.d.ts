// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Project a health savings account and its tax savings. */
export declare function why(): string;
/** Ask how to use an HSA balance of about {balance} at retirement, and when to stop paying into it before Medicare. */
export declare function question(values: { balance: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Compare the cost of long-term care with insuring it. */
export declare function why(): string;
/** Ask whether long-term care insurance at about {premium} a month is worth it against care that could cost {care}. */
export declare function question(values: { premium: string | number; care: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See the federal income tax on your retirement income, bracket by bracket. */
export declare function why(): string;
/** Ask whether federal income tax of about {tax} for {year} could be lower with a different mix of income. */
export declare function question(values: { tax: string | number; year: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See how much of your home you own and how that may grow. */
export declare function why(): string;
/** Ask how your home equity of about {equity} could fit into your retirement income. */
export declare function question(values: { equity: string | number }): string;

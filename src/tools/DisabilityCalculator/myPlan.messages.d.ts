// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Estimate the income protection you may need while you work. */
export declare function why(): string;
/** Ask how to close a monthly income gap of about {gap} if you could not work. */
export declare function question(values: { gap: string | number }): string;

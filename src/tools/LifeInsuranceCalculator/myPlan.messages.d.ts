// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Estimate how much life insurance the people who depend on you need. */
export declare function why(): string;
/** Ask whether extra life insurance of about {coverage} is right for the people who depend on you. */
export declare function question(values: { coverage: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Life Insurance Needs Calculator */
export declare function title(): string;
/** Estimate how much life insurance would protect the people who depend on you. */
export declare function description(): string;

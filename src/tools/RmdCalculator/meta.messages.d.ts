// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Required Minimum Distribution Calculator */
export declare function title(): string;
/** Estimate the smallest amount the IRS requires you to take from your retirement accounts. */
export declare function description(): string;

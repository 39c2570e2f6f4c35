// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Roth Conversion Calculator */
export declare function title(): string;
/** Compare converting part of a traditional IRA to a Roth IRA with leaving it where it is. */
export declare function description(): string;

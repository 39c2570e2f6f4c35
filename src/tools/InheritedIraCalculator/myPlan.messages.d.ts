// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** If you inherited an IRA: which rule applies, this year’s minimum and the year it must be empty. */
export declare function why(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Know the smallest amount the IRS requires you to take each year. */
export declare function why(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See what claiming at 62, at full retirement age or at 70 adds up to. */
export declare function why(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See whether moving money to a Roth IRA now could save tax later. */
export declare function why(): string;

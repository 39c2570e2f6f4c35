// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Beneficiary Designation Tracker */
export declare function title(): string;
/** Keep a private list of who inherits each account, and when you last checked. */
export declare function description(): string;

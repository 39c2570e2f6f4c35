// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your benefit from your earnings record */
export declare function title(): string;
/** Paste or type your Social Security earnings record and see your exact benefit at full retirement age, worked out step by step. */
export declare function description(): string;

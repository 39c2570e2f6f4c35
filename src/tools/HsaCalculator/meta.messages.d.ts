// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** HSA Strategy Calculator */
export declare function title(): string;
/** Project a health savings account to retirement and see its tax savings. */
export declare function description(): string;

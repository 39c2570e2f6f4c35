// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Downsizing Calculator */
export declare function title(): string;
/** Compare the money freed and the monthly costs of moving to a smaller home. */
export declare function description(): string;

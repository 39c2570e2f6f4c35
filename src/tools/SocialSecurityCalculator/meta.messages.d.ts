// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Social Security Claiming Age Calculator */
export declare function title(): string;
/** Compare your monthly and lifetime benefits if you claim at any age from 62 to 70. */
export declare function description(): string;

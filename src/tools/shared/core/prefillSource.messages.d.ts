// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** From My details */
export declare function fromMyDetails(): string;
/** From your earnings record */
export declare function fromEarningsRecord(): string;
/** From your COLA letter */
export declare function fromBenefitLetter(): string;

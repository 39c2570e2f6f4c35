// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Single */
export declare function single(): string;
/** Married filing jointly */
export declare function marriedJoint(): string;
/** Married filing separately */
export declare function marriedSeparate(): string;
/** Head of household */
export declare function headOfHousehold(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {number} percent */
export declare function percent(values: { number: string | number }): string;
/** {number} {unit} */
export declare function withUnit(values: { number: string | number; unit: string | number }): string;

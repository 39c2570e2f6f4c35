// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {number} {unit} */
export declare function withUnit(values: { number: string | number; unit: string | number }): string;
/** % */
export declare function percentSign(): string;
/** percent */
export declare function percentWord(): string;
/** {number}% */
export declare function withPercent(values: { number: string | number }): string;
/** The most you can enter is {limit}. We used {limit}. */
export declare function tooHigh(values: { limit: string | number }): string;
/** The least you can enter is {limit}. We used {limit}. */
export declare function tooLow(values: { limit: string | number }): string;
/** years */
export declare function years(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Paid in {year}. */
export declare function paidIn(values: { year: string | number }): string;
/** Paid in {year}: this amount may be out of date. With the cost-of-living increases since, to those paid in {newest}, it would be about {amount} a month. */
export declare function outOfDate(values: { year: string | number; newest: string | number; amount: string | number }): string;

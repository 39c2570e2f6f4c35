// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {years, plural, one {# year} other {# years}} */
export declare function ageYears(values: { years: number }): string;
/** {months, plural, one {# month} other {# months}} */
export declare function ageMonths(values: { months: number }): string;
/** {yearWords} and {monthWords} */
export declare function ageYearsAndMonths(values: { yearWords: string | number; monthWords: string | number }): string;

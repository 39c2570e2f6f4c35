// Written from messages.en.json by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {sign}${digits} */
export declare function currency(values: { sign: string | number; digits: string | number }): string;
/** {sign}{digits}% */
export declare function percent(values: { sign: string | number; digits: string | number }): string;
/** Yes */
export declare function yes(): string;
/** No */
export declare function no(): string;
/** {count, plural, one {{amount} year} other {{amount} years}} */
export declare function years(values: { count: number; amount: string | number }): string;
/** {month} {day}, {year} */
export declare function date(values: { month: string | number; day: string | number; year: string | number }): string;
/** {month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} other {December}} */
export declare function monthName(values: { month: string | number }): string;
/** {years, plural, one {# year} other {# years}} */
export declare function ageYears(values: { years: number }): string;
/** {months, plural, one {# month} other {# months}} */
export declare function ageMonths(values: { months: number }): string;
/** {yearWords} and {monthWords} */
export declare function ageYearsAndMonths(values: { yearWords: string | number; monthWords: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
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
/** {first} {conjunction, select, other {and}} {last} */
export declare function listPair(values: { first: string | number; conjunction: string | number; last: string | number }): string;
/** {rest}, {conjunction, select, other {and}} {last} */
export declare function listSeries(values: { rest: string | number; conjunction: string | number; last: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {magnitude, select, 0 {0} 1 {0} 2 {0} 3 {3} 4 {3} 5 {3} 6 {6} 7 {6} 8 {6} 9 {9} 10 {9} 11 {9} other {12}} */
export declare function compactShift(values: { magnitude: string | number }): string;
/** {shift, select, 3 {K} 6 {M} 9 {B} 12 {T} other {}} */
export declare function compactUnit(values: { shift: string | number }): string;
/** {sign}${digits}{unit} */
export declare function compactCurrency(values: { sign: string | number; digits: string | number; unit: string | number }): string;

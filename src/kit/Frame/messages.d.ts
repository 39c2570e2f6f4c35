// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Calculator colour */
export declare function pickerLabel(): string;
/** {theme, select, blue {Blue} green {Green} purple {Purple} other {Orange}} */
export declare function theme(values: { theme: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** How this is calculated */
export declare function title(): string;
/** Formulas */
export declare function formulas(): string;
/** Assumptions */
export declare function assumptions(): string;
/** Source: {source} */
export declare function source(values: { source: string | number }): string;
/** Figures use the rules for tax year {year}. */
export declare function taxYear(values: { year: string | number }): string;
/** Evergreen’s own educational model, not market prices */
export declare function ownModel(): string;

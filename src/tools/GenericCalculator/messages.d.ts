// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** An error occurred during calculation. Please check your inputs. */
export declare function calculationFailed(): string;
/** Calculation saved successfully! */
export declare function calculationSaved(): string;
/** “{label}” */
export declare function formulaTerm(values: { label: string | number }): string;
/** Blank or non-numeric entries */
export declare function blankEntries(): string;
/** count as 0 */
export declare function countAsZero(): string;
/** A formula that cannot be worked out */
export declare function failingFormula(): string;
/** shows 0 */
export declare function showsZero(): string;
/** Calculating... */
export declare function calculating(): string;
/** Change a value to see your results. */
export declare function changeAValue(): string;
/** Save calculation */
export declare function saveCalculation(): string;
/** {title}: a summary */
export declare function summaryTitle(values: { title: string | number }): string;
/** Your results */
export declare function yourResults(): string;
/** Download a summary */
export declare function downloadSummary(): string;
/** Download data (JSON) */
export declare function downloadData(): string;
/** Your numbers */
export declare function yourNumbers(): string;
/** Reset */
export declare function reset(): string;
/** {label}: {value} */
export declare function figure(values: { label: string | number; value: string | number }): string;
/** {label} ({unit}) */
export declare function labelWithUnit(values: { label: string | number; unit: string | number }): string;
/** dollars */
export declare function unitDollars(): string;
/** months */
export declare function unitMonths(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly term: typeof formulaTerm };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly changeA: typeof changeAValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** in {year} dollars */
export declare function inDollarsOf(values: { year: string | number }): string;
/** In {year} dollars: {summary} */
export declare function summaryInDollarsOf(values: { year: string | number; summary: string | number }): string;
/** {rate}% a year ({source}; the full source is under “How this is calculated”) */
export declare function rateInWords(values: { rate: string | number; source: string | number }): string;
/** {what} in {year} dollars = amount ÷ (1 + {rate}%)^(years after {year}) */
export declare function conversionFormula(values: { what: string | number; year: string | number; rate: string | number }): string;
/** Today’s dollars */
export declare function conversionLabel(): string;
/** {what} are divided by the rise in prices from {year} to their year, at {rate}% a year */
export declare function conversionValue(values: { what: string | number; year: string | number; rate: string | number }): string;
/** Show in today’s dollars */
export declare function toggleLabel(): string;
/** Amounts for later years are shown in {year} dollars: what they would buy today if prices rise {rate}. */
export declare function toggleHint(values: { year: string | number; rate: string | number }): string;
/** the Federal Reserve’s long-run inflation goal */
export declare function siteRateShort(): string;
/** the inflation rate you entered */
export declare function enteredRate(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly conversion: typeof conversionValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Guide */
export declare function typeGuide(): string;
/** Calculator */
export declare function typeCalculator(): string;
/** Tool */
export declare function typeTool(): string;
/** Glossary term */
export declare function typeTerm(): string;
/** widow|IRMAA|401(k)|Medicare */
export declare function examples(): string;
/** Type a word or question to search the guides, calculators and glossary. */
export declare function empty(): string;
/** “{shown}” has no words to search for. Try a word such as widow, IRMAA or 401(k). */
export declare function noWords(values: { shown: string | number }): string;
/** Searching… */
export declare function searching(): string;
/** {count, plural, one {1 result} other {# results}} for {shown} */
export declare function results(values: { count: number; shown: string | number }): string;
/** Search could not load on this device. Please reload the page and try again. */
export declare function failed(): string;
/** Check the spelling, try fewer words, or look up a word in the */
export declare function noHitsBefore(): string;
/** glossary */
export declare function glossaryLink(): string;
/** Search */
export declare function title(): string;
/** Search our guides, calculators and glossary. It runs on this device, and works offline once you have visited. */
export declare function intro(): string;
/** Site */
export declare function formLabel(): string;
/** Search Evergreen */
export declare function fieldLabel(): string;
/** A word or a question, for example: widow, IRMAA or 401(k). */
export declare function fieldHint(): string;
/** Search */
export declare function submit(): string;
/** Try searching for */
export declare function examplesHeading(): string;
/** Or read the */
export declare function orGlossaryBefore(): string;
/** of the words our guides use. */
export declare function orGlossaryAfter(): string;

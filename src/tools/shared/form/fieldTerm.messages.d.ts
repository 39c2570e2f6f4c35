// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** What is {term}? */
export declare function whatIs(values: { term: string | number }): string;
/** What does “{term}” mean? */
export declare function whatMeans(values: { term: string | number }): string;
/** Loading the definition… */
export declare function loading(): string;
/** More in the glossary */
export declare function more(): string;

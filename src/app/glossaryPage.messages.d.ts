// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Glossary */
export declare function title(): string;
/** Looking for something else? */
export declare function lookingFor(): string;
/** Search the site */
export declare function searchLink(): string;
/** Source: {source} */
export declare function source(values: { source: string | number }): string;

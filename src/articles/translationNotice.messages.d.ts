// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Not yet translated. */
export declare function lead(): string;
/** This page is not yet written in English, so it is shown in its original language. The calculator and the page around it are in English. */
export declare function text(): string;

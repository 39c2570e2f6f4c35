// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Not yet translated. */
export declare function lead(): string;
/** This article is not yet written in English. Until it is, it is shown in its original language. */
export declare function text(): string;

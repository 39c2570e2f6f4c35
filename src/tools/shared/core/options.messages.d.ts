// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Male */
export declare function male(): string;
/** Female */
export declare function female(): string;
/** Excellent */
export declare function excellent(): string;
/** Good */
export declare function good(): string;
/** Fair */
export declare function fair(): string;
/** Poor */
export declare function poor(): string;

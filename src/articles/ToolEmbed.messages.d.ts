// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Loading the calculator… */
export declare function loading(): string;
/** When it is ready, its first question gets the focus, with anything you type here. */
export declare function loadingHint(): string;

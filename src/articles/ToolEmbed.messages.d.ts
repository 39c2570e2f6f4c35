// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Loading the calculator… */
export declare function loading(): string;
/** When it is ready, its first question gets the focus, with anything you type here. */
export declare function loadingHint(): string;
/** Sorry, this calculator could not start. Reloading the page usually fixes it. The article text above and below is still complete. */
export declare function failed(): string;
/** Coming soon: */
export declare function comingSoonLead(): string;
/** this calculator is still being built. The article explains how the numbers work in the meantime. */
export declare function comingSoon(): string;
/** Open the {title} on a page of its own */
export declare function standaloneLink(values: { title: string | number }): string;

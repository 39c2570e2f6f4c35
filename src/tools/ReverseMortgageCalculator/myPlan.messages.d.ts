// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Estimate what a reverse mortgage (HECM) could provide. */
export declare function why(): string;
/** Ask whether a reverse mortgage giving about {net} suits you, and what it would cost. */
export declare function question(values: { net: string | number }): string;
/** In today’s dollars: these are the amounts you could borrow now; only the tool’s credit-line growth looks ahead. */
export declare function dollars(): string;

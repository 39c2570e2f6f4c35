// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Estimate what health care may cost through retirement. */
export declare function why(): string;
/** Ask how to plan for health care costs of about {cost} a year when you retire. */
export declare function question(values: { cost: string | number }): string;
/** Not in today’s dollars: the cost at retirement and the totals include health-care price rises of {percent} a year, as the tool shows them. */
export declare function dollars(values: { percent: string | number }): string;

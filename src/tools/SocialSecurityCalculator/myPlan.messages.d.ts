// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See what claiming at 62, at full retirement age or at 70 adds up to. */
export declare function why(): string;
/** Ask whether claiming Social Security at {age} suits your health and savings: in your figures it gives the largest lifetime total, {lifetime}. */
export declare function question(values: { age: string | number; lifetime: string | number }): string;
/** In today’s dollars: with no yearly cost-of-living increase entered, the tool counts every payment at today’s prices. */
export declare function dollarsNoCola(): string;
/** Not in today’s dollars: payments rise {percent} a year, as you entered, and the lifetime total adds them up as paid. */
export declare function dollarsCola(values: { percent: string | number }): string;

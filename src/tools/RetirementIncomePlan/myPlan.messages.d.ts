// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Test your savings, spending and Social Security against every market since {firstYear}. */
export declare function why(values: { firstYear: string | number }): string;
/** Ask whether spending {spending} a year suits you: in your figures, savings lasted in {lasted} of {tested} historical start years. */
export declare function question(values: { spending: string | number; lasted: string | number; tested: string | number }): string;
/** In today’s dollars: the plan counts every amount at this year’s prices. */
export declare function dollars(): string;

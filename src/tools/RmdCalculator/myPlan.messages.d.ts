// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Know the smallest amount the IRS requires you to take each year. */
export declare function why(): string;
/** Ask how best to take your required minimum distribution of about {rmd} for {year}, and whether giving some of it to charity straight from the IRA would suit you. */
export declare function question(values: { rmd: string | number; year: string | number }): string;

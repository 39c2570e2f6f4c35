// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** To see the survivor’s whole income, savings included, open these figures in: */
export declare function lead(): string;
/** The withdrawal planner, with the death in {deathYear} */
export declare function plannerLink(values: { deathYear: string | number }): string;
/** The retirement income plan (will your money last?) */
export declare function incomePlanLink(): string;
/** The links carry your ages, the best pair’s Social Security ({you} a year for you, {spouse} for your spouse), the claiming ages and the year of the death. {survivor, select, you {The planner follows you, the survivor, as “you”.} other {The planner follows your spouse, the survivor, as “you”.}} Add your savings and spending there. */
export declare function carried(values: { you: string | number; spouse: string | number; survivor: string | number }): string;

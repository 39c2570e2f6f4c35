// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Tax-Efficient Withdrawal Planner */
export declare function title(): string;
/** Plan withdrawals from traditional, Roth and taxable accounts, year by year, to the age you choose. */
export declare function description(): string;

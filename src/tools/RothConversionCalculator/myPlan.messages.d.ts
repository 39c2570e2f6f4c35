// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See whether moving money to a Roth IRA now could save tax later. */
export declare function why(): string;
/** Ask whether converting about {amount} to a Roth IRA this year suits you. */
export declare function questionConvert(values: { amount: string | number }): string;
/** Ask whether a Roth conversion is worth it for you: in your figures converting {amount} this year comes out even, so the limits beside the verdict (Medicare premiums, taxable Social Security) decide. */
export declare function questionEven(values: { amount: string | number }): string;
/** Ask whether a Roth conversion is worth it for you: in your figures converting {amount} this year does not pay off. */
export declare function questionNotWorth(values: { amount: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** My details says you already get ${amount} a month from Social Security, from your COLA letter. You have claimed, so the claiming ages below no longer change your own check: you are paid that amount, with each year’s cost-of-living increase. */
export declare function mine(values: { amount: string | number }): string;
/** My details says your spouse already gets ${amount} a month from Social Security, from their COLA letter. They have claimed, so their claiming age below no longer changes their own check. */
export declare function spouse(values: { amount: string | number }): string;
/** To see what each claiming age would have paid, type the benefit at full retirement age from your Social Security statement or your earnings record. The amount in the letter is not that figure: it already counts the age you claimed. */
export declare function compare(): string;

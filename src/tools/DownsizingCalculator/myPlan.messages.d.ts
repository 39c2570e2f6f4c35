// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Compare the money freed and the costs of moving to a smaller home. */
export declare function why(): string;
/** Ask whether moving, which would free about {cash}, suits your plans. */
export declare function question(values: { cash: string | number }): string;

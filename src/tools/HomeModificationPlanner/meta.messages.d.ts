// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Home Modification Planner */
export declare function title(): string;
/** Choose safety and comfort changes for your home and plan them within a budget. */
export declare function description(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Evergreen */
export declare function siteName(): string;
/** Primary */
export declare function navLabel(): string;
/** Home */
export declare function home(): string;
/** Calculators */
export declare function calculators(): string;
/** Guides */
export declare function guides(): string;
/** My plan */
export declare function myPlan(): string;
/** My details */
export declare function myDetails(): string;
/** My saved items */
export declare function savedItems(): string;
/** Search */
export declare function search(): string;
/** Your numbers never leave this device. */
export declare function privacy(): string;

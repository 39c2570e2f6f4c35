// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {title}: the numbers */
export declare function tableCaption(values: { title: string | number }): string;
/** No data */
export declare function noData(): string;

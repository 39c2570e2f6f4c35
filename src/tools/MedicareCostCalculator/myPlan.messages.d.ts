// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Add up Medicare premiums and costs for a year. */
export declare function why(): string;
/** Ask whether Medicare costs of about {total} a year suit you best with a Medigap policy or a Medicare Advantage plan. */
export declare function question(values: { total: string | number }): string;

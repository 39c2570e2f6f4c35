// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Sorry, this {kind, select, calculator {calculator} checklist {checklist} other {tool}} cannot be shown because its settings are incomplete or damaged. The article text around it still explains the topic in full. */
export declare function configProblem(values: { kind: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** See the results */
export declare function seeResults(): string;
/** Your details */
export declare function inputsLabel(): string;
/** Calculate */
export declare function calculate(): string;
/** You have changed some details. Press {button} to update these results. */
export declare function staleNote(values: { button: string | number }): string;
/** With the example figures: */
export declare function exampleResultsLead(): string;
/** With the example figures: change any field marked Example to see your own. */
export declare function exampleResultsNote(): string;
/** Made with Evergreen on {date}. Everything was worked out in your browser; nothing was sent anywhere. */
export declare function summaryMadeWith(values: { date: string | number }): string;
/** Your figures */
export declare function summaryYourFigures(): string;
/** {label}: {value} */
export declare function summaryFigure(values: { label: string | number; value: string | number }): string;
/** {label}: {value} (example) */
export declare function summaryExampleFigure(values: { label: string | number; value: string | number }): string;
/** These are estimates for education, not financial, tax or legal advice. */
export declare function summaryNotAdvice(): string;

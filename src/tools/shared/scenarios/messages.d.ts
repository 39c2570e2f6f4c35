// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Enter a name for this scenario, for example “Retire at 67”. */
export declare function noName(): string;
/** You already have {max} saved scenarios for this tool. Delete one to save another, or save under the name of one you no longer need. */
export declare function full(values: { max: string | number }): string;
/** This scenario could not be saved. */
export declare function notSaved(): string;
/** Not given */
export declare function notGiven(): string;
/** Not entered */
export declare function notEntered(): string;
/** Yes */
export declare function yes(): string;
/** No */
export declare function no(): string;
/** No difference */
export declare function noDifference(): string;
/** {amount} {unit, select, one {percentage point} other {percentage points}} */
export declare function percentagePoints(values: { amount: string | number; unit: string | number }): string;
/** Does not apply */
export declare function doesNotApply(): string;
/** Scenario A */
export declare function scenarioA(): string;
/** Scenario B */
export declare function scenarioB(): string;
/** Current inputs */
export declare function currentInputs(): string;
/** Scenario “{name}” deleted. */
export declare function deleted(values: { name: string | number }): string;
/** Saved scenarios */
export declare function savedHeading(): string;
/** ({count} of {max}): */
export declare function savedCount(values: { count: string | number; max: string | number }): string;
/** Delete scenario “{name}” */
export declare function deleteLabel(values: { name: string | number }): string;
/** Delete */
export declare function deleteButton(): string;
/** Compare scenarios */
export declare function compareHeading(): string;
/** : two saved scenarios, or your current inputs and one saved scenario. */
export declare function compareLead(): string;
/** Compare */
export declare function compareLabel(): string;
/** With */
export declare function withLabel(): string;
/** Choose a saved scenario */
export declare function choosePlaceholder(): string;
/** Compare scenarios */
export declare function compareButton(): string;
/** Comparing “{a}” with “{b}”. */
export declare function comparing(values: { a: string | number; b: string | number }): string;
/** Link to this comparison */
export declare function linkToComparison(): string;
/** Print the comparison */
export declare function printComparison(): string;
/** Scenarios */
export declare function heading(): string;
/** Save as scenario */
export declare function saveHeading(): string;
/** : keep these inputs under a name, up to {max} for this tool, in this browser only. */
export declare function saveLead(values: { max: string | number }): string;
/** Scenario name */
export declare function nameLabel(): string;
/** For example “Retire at 67”. At most {max} characters. */
export declare function nameHint(values: { max: string | number }): string;
/** Save as scenario */
export declare function saveButton(): string;
/** Scenario “{name}” updated. */
export declare function updated(values: { name: string | number }): string;
/** Saved as scenario “{name}”. */
export declare function savedAs(values: { name: string | number }): string;
/** “{a}” and “{b}” have the same inputs. */
export declare function sameInputs(values: { a: string | number; b: string | number }): string;
/** {changed} of {total} inputs differ between “{a}” and “{b}”. */
export declare function inputsDiffer(values: { changed: string | number; total: string | number; a: string | number; b: string | number }): string;
/** Inputs compared */
export declare function inputsCaption(): string;
/** Input */
export declare function inputHeader(): string;
/** Same or different */
export declare function sameOrDifferent(): string;
/** Differs */
export declare function differs(): string;
/** Same */
export declare function same(): string;
/** Key results compared */
export declare function resultsCaption(): string;
/** Result */
export declare function resultHeader(): string;
/** Difference ({b} minus {a}) */
export declare function differenceHeader(values: { b: string | number; a: string | number }): string;

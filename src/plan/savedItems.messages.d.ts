// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** My saved items */
export declare function heading(): string;
/** Everything here is kept only in this browser on this device. We never see it. Clearing your browser’s data removes it. */
export declare function lead(): string;
/** You have not saved anything yet. When you bookmark a guide, save a scenario or press Save in a calculator, checklist or step-by-step tool, it will be listed here. */
export declare function empty(): string;
/** Step-by-step tools */
export declare function toolsHeading(): string;
/** Checklists */
export declare function checklistsHeading(): string;
/** Calculations */
export declare function calculationsHeading(): string;
/** Finished, all {steps, plural, one {# step} other {# steps}} */
export declare function toolFinished(values: { steps: number }): string;
/** {done} of {steps, plural, one {# step} other {# steps}} done */
export declare function toolProgress(values: { done: string | number; steps: number }): string;
/** {percent} complete */
export declare function checklistProgress(values: { percent: string | number }): string;
/** {count, plural, one {# result} other {# results}} saved */
export declare function calculationResults(values: { count: number }): string;
/** {summary}. Saved {when}. */
export declare function savedLine(values: { summary: string | number; when: string | number }): string;
/** {tool}. Saved {when}. */
export declare function scenarioLine(values: { tool: string | number; when: string | number }): string;
/** {date} at {hour}:{minute} {period, select, am {AM} other {PM}} */
export declare function savedAt(values: { date: string | number; hour: string | number; minute: string | number; period: string | number }): string;
/** at an unknown time */
export declare function unknownTime(): string;
/** Untitled */
export declare function untitled(): string;
/** Open {title} */
export declare function openArticle(values: { title: string | number }): string;
/** Download */
export declare function download(): string;
/** Delete */
export declare function deleteItem(): string;
/** Bookmarks */
export declare function bookmarksHeading(): string;
/** Remove bookmark */
export declare function removeBookmark(): string;
/** Saved scenarios */
export declare function scenariosHeading(): string;
/** Delete scenario */
export declare function deleteScenario(): string;
/** Inputs kept on this device */
export declare function inputsHeadingKept(): string;
/** Inputs kept in this tab */
export declare function inputsHeadingTab(): string;
/** Each tool keeps what you typed, so it starts from your figures next time you visit. */
export declare function inputsIntroKept(): string;
/** You chose in My details not to keep figures on this device, so each tool keeps what you typed only until you close this tab. */
export declare function inputsIntroTab(): string;
/** Clear inputs */
export declare function clearInputs(): string;
/** of the {title} */
export declare function clearInputsOf(values: { title: string | number }): string;
/** My details */
export declare function myDetailsHeading(): string;
/** {count, plural, one {# answer} other {# answers}} kept. */
export declare function answersKept(values: { count: number }): string;
/** Open My details */
export declare function openMyDetails(): string;
/** Remove My details */
export declare function removeMyDetails(): string;
/** Keep a copy or move to another browser */
export declare function copyHeading(): string;
/** One file holds everything listed here: your bookmarks, scenarios, each tool’s inputs and {link}. Importing a file adds its items to yours, fills in the inputs of the tools that have none here, and replaces My details with the file’s, if it has any. */
export declare function copyText(values: { link: string | number }): string;
/** My details */
export declare function myDetailsLink(): string;
/** Export all saved items */
export declare function exportAll(): string;
/** Import saved items from a file */
export declare function importLabel(): string;
/** Choose a file made with “Export all saved items”. */
export declare function importHint(): string;
/** {added, plural, one {# new item} other {# new items}} added{replaced, select, yes {, and My details replaced by the ones in the file} other {}}. */
export declare function imported(values: { added: number; replaced: string | number }): string;
/** Delete this saved item? */
export declare function deleteItemTitle(): string;
/** This removes the saved {kind, select, tool {step-by-step tool} checklist {checklist} other {calculation}} “{title}” from this browser. It cannot be undone. */
export declare function deleteItemMessage(values: { kind: string | number; title: string | number }): string;
/** Yes, delete */
export declare function yesDelete(): string;
/** Yes, remove */
export declare function yesRemove(): string;
/** Remove this bookmark? */
export declare function removeBookmarkTitle(): string;
/** This removes the bookmark to “{title}” from this browser. */
export declare function removeBookmarkMessage(values: { title: string | number }): string;
/** Delete this scenario? */
export declare function deleteScenarioTitle(): string;
/** This removes the scenario “{name}” of the {tool} from this browser. It cannot be undone. */
export declare function deleteScenarioMessage(values: { name: string | number; tool: string | number }): string;
/** Clear these inputs? */
export declare function clearInputsTitle(): string;
/** This clears the inputs the {tool} keeps {where, select, device {on this device} other {in this tab only}}. Its saved scenarios stay. */
export declare function clearInputsMessage(values: { tool: string | number; where: string | number }): string;
/** Remove My details? */
export declare function removeMyDetailsTitle(): string;
/** This removes My details from this browser. Tools will start from their own examples again. It cannot be undone. */
export declare function removeMyDetailsMessage(): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** My plan */
export declare function heading(): string;
/** Your results from the tools you used, the dates that matter to you, and questions to take to a professional. It is built from what this browser holds; nothing leaves your device. */
export declare function lead(): string;
/** Building your plan from what this browser holds… */
export declare function building(): string;
/** Dates to remember */
export declare function datesHeading(): string;
/** Add the year you were born in {link} to see the dates that apply to you: Medicare sign-up, Social Security, required distributions and more. */
export declare function addBirthYear(values: { link: string | number }): string;
/** My details */
export declare function myDetailsLink(): string;
/** Month you were born */
export declare function monthLabel(): string;
/** Month your spouse was born ({year}) */
export declare function spouseMonthLabel(values: { year: string | number }): string;
/** Choose a month */
export declare function chooseMonth(): string;
/** In date order. A person born on the 1st of a month reaches each age a month earlier; the dates assume you were not. */
export declare function datesIntro(): string;
/** {start} to {end} */
export declare function dateRange(values: { start: string | number; end: string | number }): string;
/** Source: */
export declare function sourceLabel(): string;
/** Add to my calendar */
export declare function calendarHeading(): string;
/** Include my figures */
export declare function includeFigures(): string;
/** Adds your results from the tools to the events’ text. Leave it unticked if others can see your calendar. */
export declare function includeFiguresHint(): string;
/** Add to my calendar (.ics file) */
export declare function calendarButton(): string;
/** Your plan is cleared */
export declare function clearedHeading(): string;
/** The sections are hidden on this page only. Nothing the tools saved was deleted: your inputs and scenarios are still in each tool. */
export declare function clearedText(): string;
/** Your plan is cleared from this page. Nothing the tools saved was deleted: each tool still has your inputs and scenarios, and “Show my plan again” brings the sections back. */
export declare function clearedMessage(): string;
/** Your plan is shown again. */
export declare function shownAgain(): string;
/** Income */
export declare function groupIncome(): string;
/** Health */
export declare function groupHealth(): string;
/** Home */
export declare function groupHome(): string;
/** Insurance */
export declare function groupInsurance(): string;
/** Estate */
export declare function groupEstate(): string;
/** Not done yet */
export declare function notDoneHeading(): string;
/** Questions to ask a professional */
export declare function questionsHeading(): string;
/** They follow from your own results. A fee-only adviser, a tax preparer or a free SHIP Medicare counsellor can help. */
export declare function questionsIntro(): string;
/** Print or clear */
export declare function actionsHeading(): string;
/** Print my plan */
export declare function print(): string;
/** Show my plan again */
export declare function showAgain(): string;
/** Clear my plan */
export declare function clear(): string;
/** “Clear my plan” only hides the sections on this page. It deletes nothing the tools saved. */
export declare function clearNote(): string;
/** We could not read your saved figures for this tool. */
export declare function corrupt(): string;
/** Start the {title} again */
export declare function startAgain(values: { title: string | number }): string;
/** Key results */
export declare function keyResults(): string;
/** From these inputs */
export declare function fromInputs(): string;
/** {from}.{taxYear, select, none {} other { Tax year {taxYear}.}} */
export declare function fromLine(values: { from: string | number; taxYear: string | number }): string;
/** Open the {title} with these inputs */
export declare function openWithInputs(values: { title: string | number }): string;
/** Your inputs kept on this device */
export declare function fromKept(): string;
/** Your inputs in this browser tab, this visit */
export declare function fromTab(): string;
/** Your saved scenario “{name}”, saved {date} */
export declare function fromScenario(values: { name: string | number; date: string | number }): string;
/** Your saved scenario “{name}”, saved at an unknown time */
export declare function fromScenarioUnknown(values: { name: string | number }): string;
/** Ask how the {result} of {value} from the {title} fits with the rest of your plan. */
export declare function genericQuestion(values: { result: string | number; value: string | number; title: string | number }): string;
/** Ask how the {title} fits with the rest of your plan. */
export declare function genericQuestionPlain(values: { title: string | number }): string;
/** Not in today’s dollars: future figures are as the tool projects them, before inflation. */
export declare function notProjected(): string;
/** In this year’s dollars: the tool makes no projection, so there is no inflation to take out. */
export declare function thisYearsDollars(): string;
/**  In the tool you chose to see today’s dollars; the link opens it that way. */
export declare function todaysDollarsChosen(): string;
/** Accounts listed */
export declare function accountsListed(): string;
/** Oldest check of a beneficiary */
export declare function oldestCheck(): string;
/** Not given */
export declare function notGiven(): string;
/** Primary beneficiary named */
export declare function primaryNamed(): string;
/** No primary beneficiary */
export declare function noPrimary(): string;
/** Your beneficiary list in this browser */
export declare function beneficiaryFrom(): string;
/** No dollar figures. */
export declare function noDollars(): string;
/** Ask whether the beneficiaries on your {count, plural, one {# account} other {# accounts}} still match your will, last checked {checked}. */
export declare function beneficiaryQuestion(values: { count: number; checked: string | number }): string;
/** Ask whether the beneficiaries on your {count, plural, one {# account} other {# accounts}} still match your will, last checked at an unknown date. */
export declare function beneficiaryQuestionUnknown(values: { count: number }): string;
/** {count} accounts listed */
export declare function beneficiaryFigure(values: { count: string | number }): string;
/** Ask which Medicare choices to make before your sign-up window opens on {date}. */
export declare function medicareQuestion(values: { date: string | number }): string;
/** Claiming ages as a couple */
export declare function coupleAgesLabel(): string;
/** Not worked out: the calculator asks you to check your answers. {problems} */
export declare function coupleProblems(values: { problems: string | number }): string;
/** No dollar figures until the answers are checked. */
export declare function coupleNoDollars(): string;
/** Ask how the two of you could time your Social Security claims, once your answers in the calculator are complete. */
export declare function coupleProblemsQuestion(): string;
/** Social Security, as a couple: answers to check */
export declare function coupleProblemsFigure(): string;
/** Best pair of claiming ages */
export declare function coupleBestPair(): string;
/** You {you}, your spouse {spouse} */
export declare function coupleBestPairValue(values: { you: string | number; spouse: string | number }): string;
/** Your monthly benefit from that age */
export declare function coupleOwnYou(): string;
/** Your spouse’s monthly benefit from that age */
export declare function coupleOwnSpouse(): string;
/** Spouse’s benefit you add, once both have filed */
export declare function coupleSpousalYou(): string;
/** Spouse’s benefit your spouse adds, once both have filed */
export declare function coupleSpousalSpouse(): string;
/** Household benefits, worth today */
export declare function couplePresentValue(): string;
/** Survivor benefit for your spouse if you die first */
export declare function coupleSurvivorSpouse(): string;
/** Survivor benefit for you if your spouse dies first */
export declare function coupleSurvivorYou(): string;
/** In today’s dollars: the couple comparison counts benefits at today’s prices (they rise with inflation), and “worth today” discounts later years at {rate}% a year after inflation. */
export declare function coupleDollars(values: { rate: string | number }): string;
/** Ask whether claiming Social Security with you at {you}, your spouse at {spouse} suits your health and savings: in your figures it gives the household the most, worth {value} today. */
export declare function coupleQuestion(values: { you: string | number; spouse: string | number; value: string | number }): string;
/** Social Security, as a couple: {figures} */
export declare function coupleFigure(values: { figures: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly coupleBestPair: typeof coupleBestPairValue; readonly couplePresent: typeof couplePresentValue };

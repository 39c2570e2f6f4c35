// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** How would you like to give your record? */
export declare function wayLabel(): string;
/** Paste it from the Social Security website */
export declare function wayPaste(): string;
/** Type it year by year */
export declare function wayType(): string;
/** I already get benefits: use my COLA letter */
export declare function wayLetter(): string;
/** Your record */
export declare function wayLegend(): string;
/** Whose record is this? */
export declare function whoseLabel(): string;
/** Work out your spouse’s benefit from their own record to use it in the couple’s tools. */
export declare function whoseHint(): string;
/** Mine */
export declare function whoseMine(): string;
/** My spouse’s */
export declare function whoseSpouse(): string;
/** Date of birth */
export declare function birthLegend(): string;
/** Year of birth */
export declare function birthYearLabel(): string;
/** Month of birth */
export declare function birthMonthLabel(): string;
/** Day of birth */
export declare function birthDayLabel(): string;
/** Someone born on the 1st of a month reaches each age a day early in Social Security’s counting. */
export declare function birthDayHint(): string;
/** After the last year on the record */
export declare function futureLegend(): string;
/** Earnings after the last year */
export declare function futureLabel(): string;
/** None: I have stopped work */
export declare function futureNone(): string;
/** The same as my last year, until I stop work */
export declare function futureSame(): string;
/** Age you stop work */
export declare function stopWorkAgeLabel(): string;
/** Your COLA letter */
export declare function letterLegend(): string;
/** Your monthly benefit in this year’s COLA letter */
export declare function letterLabel(): string;
/** The new monthly amount before deductions such as the Medicare premium. It is used as the benefit you are paid. */
export declare function letterHint(): string;
/** Paste your earnings record */
export declare function pasteLegend(): string;
/** Your earnings record */
export declare function pasteLabel(): string;
/** At ssa.gov/myaccount, open “Earnings Record”, select the whole table, copy it and paste it here. The table from a paper or PDF statement works too. */
export declare function pasteHint(): string;
/** Read my record */
export declare function readButton(): string;
/** {count, plural, =0 {No years were read.} one {We read # year.} other {We read # years.}} Check them in the table below and correct any year. */
export declare function readCount(values: { count: number }): string;
/** We could not read this. Paste the table from the Earnings Record page, or type the years below */
export declare function couldNotRead(): string;
/** {count, plural, one {One year is} other {# years are}} missing between the first and the last: {years}. Type them below if you had earnings. */
export declare function problemMissingYears(values: { count: number; years: string | number }): string;
/** Row {line} looks cut off. Check the first and last years below. */
export declare function problemCutOff(values: { line: string | number }): string;
/** {year} is before 1951 and is left out: only earnings from 1951 count. */
export declare function problemBefore1951(values: { year: string | number }): string;
/** {year} is in the future and is left out. */
export declare function problemFutureYear(values: { year: string | number }): string;
/** {year}: {amount} is more than that year’s maximum, so {limit} counts. */
export declare function problemAboveMaximum(values: { year: string | number; amount: string | number; limit: string | number }): string;
/** {year} has no amount and is left out. Type it below if you had earnings. */
export declare function problemBlankYear(values: { year: string | number }): string;
/** {year} is not recorded yet and is left out. */
export declare function problemNotYetRecorded(values: { year: string | number }): string;
/** {year} to {toYear} is one row with {amount} in all. It is shared out over those years by the national average wage of each; your online record has each year’s own figure. */
export declare function problemYearRange(values: { year: string | number; toYear: string | number; amount: string | number }): string;
/** {year} is in the paste twice. We kept the first amount, not {amount}. */
export declare function problemDuplicateYear(values: { year: string | number; amount: string | number }): string;
/** Row {line}: the amount is not a dollar figure and is left out. */
export declare function problemUnreadableAmount(values: { line: string | number }): string;
/** Row {line}: the years run backwards or span too long and are left out. */
export declare function problemUnreadableRange(values: { line: string | number }): string;
/** Every year read is zero: there is no benefit to work out yet. */
export declare function problemEmptyRecord(): string;
/** Your earnings, year by year */
export declare function typedLegend(): string;
/** Social Security earnings from {from} to {to}. Leave a box empty if you do not know; type 0 for a year with no earnings. */
export declare function typedHelp(values: { from: string | number; to: string | number }): string;
/** Earnings in {year} */
export declare function yearLabel(values: { year: string | number }): string;
/** The most that counts: {maximum}. */
export declare function yearHint(values: { maximum: string | number }): string;
/** More than the most that counts, {maximum}: only {maximum} counts. */
export declare function yearHintCapped(values: { maximum: string | number }): string;
/** Loading each year’s maximum… */
export declare function loadingYears(): string;
/** Private by design */
export declare function privateLegend(): string;
/** Your record stays in this browser. It is never sent anywhere, and a link to this page carries only the benefit. */
export declare function privateText(): string;
/** Keep my earnings record on this device */
export declare function keepLabel(): string;
/** Untick it to stop keeping it. On a shared computer, leave it unticked. */
export declare function keepHint(): string;
/** Your earnings record is kept on this device. */
export declare function kept(): string;
/** Your earnings record is no longer kept on this device. */
export declare function notKept(): string;
/** Forget my record */
export declare function forgetButton(): string;
/** Your earnings record is forgotten: it is gone from this page and this device. */
export declare function forgotten(): string;
/** Your earnings record */
export declare function inputsLabel(): string;
/** Your benefit */
export declare function resultsTitle(): string;
/** Paste or type your earnings record to see your benefit at full retirement age. */
export declare function emptyMessage(): string;
/** Type the monthly amount from your COLA letter. */
export declare function emptyLetter(): string;
/** Check your date of birth: we cannot work out a benefit from it. */
export declare function emptyBadDate(): string;
/** Your benefit at full retirement age: {pia} a month. Your average indexed monthly earnings: {aime}. */
export declare function summary(values: { pia: string | number; aime: string | number }): string;
/** Your benefit: {amount} a month, from your COLA letter. */
export declare function summaryLetter(values: { amount: string | number }): string;
/** A benefit at full retirement age of {pia} a month, from a shared link. */
export declare function summaryFromLink(values: { pia: string | number }): string;
/** The benefit you are paid */
export declare function letterCardLabel(): string;
/** A month, from your COLA letter. The plan follows it from here, with each year’s cost-of-living increase. */
export declare function letterCardText(): string;
/** Your benefit at full retirement age */
export declare function piaCardLabel(): string;
/** A month, with the cost-of-living increases up to the one for December {year}: your primary insurance amount (PIA). */
export declare function piaCardWithColas(values: { year: string | number }): string;
/** A month, in {year} dollars: your primary insurance amount (PIA). Cost-of-living increases are added from then on. */
export declare function piaCardAtEligibility(values: { year: string | number }): string;
/** A month, from a shared link. The link carries the benefit, not the earnings it was worked out from. */
export declare function fromLinkText(): string;
/** Average indexed monthly earnings (AIME) */
export declare function aimeLabel(): string;
/** Your best years, brought up to today’s wage level, averaged by the month. */
export declare function aimeText(): string;
/** Benefit in {year}, the year you turn 62 */
export declare function piaAtEligibilityLabel(values: { year: string | number }): string;
/** Before cost-of-living increases. */
export declare function piaAtEligibilityText(): string;
/** Work credits on the record */
export declare function creditsLabel(): string;
/** You need {needed} to draw a retirement benefit; at most 4 are earned a year. */
export declare function creditsText(values: { needed: string | number }): string;
/** How your benefit is worked out */
export declare function stepsHeading(): string;
/** Your {count} best years, after indexing, add up to {total}. */
export declare function stepTotal(values: { count: string | number; total: string | number }): string;
/** Divided by {months} months and rounded down to the dollar, that is {aime} a month: your average indexed monthly earnings (AIME). */
export declare function stepAime(values: { months: string | number; aime: string | number }): string;
/** {rate}% of the first {to}: {amount}. */
export declare function stepBandFirst(values: { rate: string | number; to: string | number; amount: string | number }): string;
/** {rate}% of the part between {from} and {to}: {amount}. */
export declare function stepBandNext(values: { rate: string | number; from: string | number; to: string | number; amount: string | number }): string;
/** {rate}% of the part above {from}: {amount}. */
export declare function stepBandRest(values: { rate: string | number; from: string | number; amount: string | number }): string;
/** Together {total}, rounded down to the dime: {pia}, your benefit in {year}, the year you turn 62. */
export declare function stepPia(values: { total: string | number; pia: string | number; year: string | number }): string;
/** With {count, plural, one {the cost-of-living increase of December {to}} other {the # cost-of-living increases from December {from} to December {to}}}, each rounded down to the dime: {pia}. */
export declare function stepColas(values: { count: number; to: string | number; from: string | number; pia: string | number }): string;
/** The years that count */
export declare function yearsHeading(): string;
/** {counted} of your {total} best years have earnings. */
export declare function yearsCount(values: { counted: string | number; total: string | number }): string;
/** {count, plural, one {One of your {total} best years is a zero year} other {# of your {total} best years are zero years}}: {years}. Any year of work would take the place of one. */
export declare function zeroYears(values: { count: number; total: string | number; years: string | number }): string;
/** Years with earnings that do not count, because better years take their place: {years}. */
export declare function notCounted(values: { years: string | number }): string;
/** Only the year’s maximum counts in {years}. */
export declare function cappedYears(values: { years: string | number }): string;
/** One more year of work */
export declare function oneMoreHeading(): string;
/** Working in {year} at {earnings}, your last year’s pay, would add {gain} a month: {pia} in all.{hasReplaced, select, yes { It would take the place of {replaced}.} other {}} */
export declare function oneMoreYear(values: { year: string | number; earnings: string | number; gain: string | number; pia: string | number; hasReplaced: string | number; replaced: string | number }): string;
/** Stopping a year later would add {gain} a month: {pia} in all. */
export declare function oneMoreYearLater(values: { gain: string | number; pia: string | number }): string;
/** Working in {year} at {earnings} would not raise your benefit: it would not be one of your best years. */
export declare function oneMoreYearNoGain(values: { year: string | number; earnings: string | number }): string;
/** The national average wage for {indexingYear} is not published yet, so your earnings are indexed to {year}’s wage level, as Social Security’s own estimates do. */
export declare function noteWageIndexHeld(values: { indexingYear: string | number; year: string | number }): string;
/** The formula for {eligibilityYear} is not published yet, so {year}’s is used. */
export declare function noteBendPointsHeld(values: { eligibilityYear: string | number; year: string | number }): string;
/** A year after {year} is capped at {year}’s maximum. */
export declare function noteMaximumHeld(values: { year: string | number }): string;
/** No cost-of-living increase applies yet: they start in {eligibilityYear}. */
export declare function noteNoColaYet(values: { eligibilityYear: string | number }): string;
/** Fewer than {count} years have earnings, so zero years are part of the average. */
export declare function noteFewerYears(values: { count: string | number }): string;
/** No year has earnings yet. */
export declare function noteNoEarnings(): string;
/** Born before 1930, Social Security also tries older formulas and pays the higher. This tool does not. */
export declare function noteEarlierMethods(): string;
/** The record has {credits} work credits of the {needed} needed: no retirement benefit is paid on it until there are enough. */
export declare function noteNotInsured(values: { credits: string | number; needed: string | number }): string;
/** Whether you have the {credits} credits needed depends on how your pay before 1978 fell over each year. Your statement says. */
export declare function noteInsuredUncertain(values: { credits: string | number }): string;
/** Save this benefit to My details: the Social Security, tax and planning tools then start from it. Nothing is saved until you press the button. */
export declare function useHint(): string;
/** Save this as your spouse’s benefit in My details: the couple’s Social Security tool then starts from it. Nothing is saved until you press the button. */
export declare function useSpouseHint(): string;
/** {whose, select, spouse {Save this to My details as the benefit your spouse is paid now, not as a benefit at full retirement age: the couple’s Social Security tool then says your spouse has already claimed.} other {Save this to My details as the benefit you are paid now, not as a benefit at full retirement age: the tax and withdrawal tools then start from it, and the Social Security tool says you have already claimed.}} Nothing is saved until you press the button. */
export declare function useLetterHint(values: { whose: string | number }): string;
/** Use this benefit */
export declare function useButton(): string;
/** Saved to My details: your benefit at full retirement age, {amount} a month. Other tools will start from it. */
export declare function savedMine(values: { amount: string | number }): string;
/** Saved to My details: your spouse’s benefit at full retirement age, {amount} a month. */
export declare function savedSpouse(values: { amount: string | number }): string;
/** Saved to My details: the benefit {whose, select, spouse {your spouse is} other {you are}} paid now, {amount} a month, counted as already claimed. */
export declare function savedLetter(values: { whose: string | number; amount: string | number }): string;
/** The benefit could not be saved to My details. Try again. */
export declare function notSaved(): string;
/** See when to claim, in the Social Security calculator */
export declare function toSocialSecurity(): string;
/** National average wage index */
export declare function sourceWageIndex(): string;
/** Bend points of the benefit formula */
export declare function sourceBendPoints(): string;
/** Maximum taxable earnings */
export declare function sourceMaximum(): string;
/** Cost-of-living increases */
export declare function sourceColas(): string;
/** Up to {year} */
export declare function newestYear(values: { year: string | number }): string;
/** Your record, year by year */
export declare function tableHeading(): string;
/** {count} years: the earnings, the year’s maximum, the amount after indexing, and whether the year counts */
export declare function tableCaption(values: { count: string | number }): string;
/** Year */
export declare function colYear(): string;
/** Earnings */
export declare function colEarnings(): string;
/** Maximum that counts */
export declare function colMaximum(): string;
/** After indexing */
export declare function colIndexed(): string;
/** One of the best years */
export declare function colCounts(): string;
/** Yes */
export declare function yes(): string;
/** No */
export declare function no(): string;
/** Benefit at full retirement age, a month */
export declare function benefitRow(): string;
/** ${amount} */
export declare function money(values: { amount: string | number }): string;
/** {from} to {to} */
export declare function yearRange(values: { from: string | number; to: string | number }): string;
/** {first} and {last} */
export declare function listAnd(values: { first: string | number; last: string | number }): string;
/** Each year counts up to that year’s maximum taxable earnings. */
export declare function formulaCap(): string;
/** Earnings before the year you turn 60 ({indexingYear}) are multiplied by the national average wage of {indexingYear} divided by that of their own year; from {indexingYear} on they count as they are. */
export declare function formulaIndex(values: { indexingYear: string | number }): string;
/** AIME = the {count} best years after indexing, added up, divided by {months}, rounded down to the dollar. */
export declare function formulaAime(values: { count: string | number; months: string | number }): string;
/** PIA = {first}% of the AIME up to {bendOne}, {second}% of the part up to {bendTwo}, {third}% of the rest (the figures of {year}, the year you turn 62), rounded down to the dime. */
export declare function formulaPia(values: { first: string | number; bendOne: string | number; second: string | number; bendTwo: string | number; third: string | number; year: string | number }): string;
/** Each cost-of-living increase from {year} on is applied in turn, each result rounded down to the dime. */
export declare function formulaCola(values: { year: string | number }): string;
/** The year this amount is paid in */
export declare function letterYearLabel(): string;
/** The letter says the new amount begins in December and is paid from January: an amount “beginning December {december}” is paid in {year}. */
export declare function letterYearHint(values: { december: string | number; year: string | number }): string;
/** This amount is for {year}. Since then, {count, plural, one {the cost-of-living increase} other {the cost-of-living increases}} {list} raised benefits: about {amount} a month now. A newer letter gives the exact amount. */
export declare function letterOutOfDate(values: { year: string | number; count: number; list: string | number; amount: string | number }): string;
/** {percent} for {year} */
export declare function letterColaItem(values: { percent: string | number; year: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly cap: typeof formulaCap; readonly index: typeof formulaIndex; readonly aime: typeof formulaAime; readonly pia: typeof formulaPia; readonly cola: typeof formulaCola };

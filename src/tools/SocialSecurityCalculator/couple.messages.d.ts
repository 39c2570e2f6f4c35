// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {years} */
export declare function monthsYears(values: { years: string | number }): string;
/** {years} and {months, plural, one {# month} other {# months}} */
export declare function monthsYearsMonths(values: { years: string | number; months: number }): string;
/** you at {you}, your spouse at {spouse} */
export declare function pair(values: { you: string | number; spouse: string | number }): string;
/** {age} + {years} = {deathAge} for {sex, select, female {a woman} male {a man} other {someone}} of {age} */
export declare function lifeTable(values: { age: string | number; years: string | number; deathAge: string | number; sex: string | number }): string;
/** What to change */
export declare function whatToChange(): string;
/** Check these answers */
export declare function checkAnswers(): string;
/** rising {rate}% a year */
export declare function rising(values: { rate: string | number }): string;
/** today’s dollars */
export declare function todaysDollars(): string;
/** in {year} dollars, with benefits rising {rate}% a year */
export declare function inYearDollars(values: { year: string | number; rate: string | number }): string;
/** in today’s dollars */
export declare function inTodaysDollars(): string;
/** {who, select, you {You} other {Your spouse}}: half of {workerPia} is {half}, no more than the own benefit, so no spouse’s benefit. */
export declare function spousalNone(values: { who: string | number; workerPia: string | number; half: string | number }): string;
/** {who, select, you {You} other {Your spouse}}: half of {workerPia} PIA is {half}, less the own {ownPia} PIA{delayed, select, yes { (or the own benefit with delayed credits)} other {}}, is {difference}; {early, select, yes {started {months} months before full retirement age, reduced by {cut}% (25/36 of 1% a month for the first {firstMonths} months, 5/12 of 1% after)} other {at or after full retirement age, not reduced}}, gives {amount} a month. */
export declare function spousalLine(values: { who: string | number; workerPia: string | number; half: string | number; ownPia: string | number; delayed: string | number; difference: string | number; early: string | number; months: string | number; cut: string | number; firstMonths: string | number; amount: string | number }): string;
/** Best pair of claiming ages */
export declare function bestLabel(): string;
/** You {you}, spouse {spouse} */
export declare function bestValue(values: { you: string | number; spouse: string | number }): string;
/** Household benefits worth {amount} in today’s dollars, discounted at {rate}% a year, of {pairs} pairs compared month by month. */
export declare function bestDescription(values: { amount: string | number; rate: string | number; pairs: string | number }): string;
/** Why this pair */
export declare function whyHeading(): string;
/** Your own benefits: {ownYou} a month for you from {ageYou}, {ownSpouse} for your spouse from {ageSpouse}. */
export declare function whyOwn(values: { ownYou: string | number; ageYou: string | number; ownSpouse: string | number; ageSpouse: string | number }): string;
/** You add a spouse’s benefit of {amount} once both of you have filed. */
export declare function whySpousalYou(values: { amount: string | number }): string;
/** Your spouse adds a spouse’s benefit of {amount} once both of you have filed. */
export declare function whySpousalSpouse(values: { amount: string | number }): string;
/** The larger benefit is {higher, select, you {yours} other {your spouse’s}}: waiting raises it by 2/3 of 1% a month up to 70, and after the first death the survivor keeps the larger of the two checks, so waiting pays for as long as either of you lives. */
export declare function whyWait(values: { higher: string | number }): string;
/** With the ages at death assumed, claiming earlier collects more months than waiting adds in size. */
export declare function whyEarly(): string;
/** If you die first, your spouse’s survivor benefit would be {spouse}; if your spouse dies first, yours would be {you}. */
export declare function whySurvivor(values: { spouse: string | number; you: string | number }): string;
/** Deemed filing applies: when either of you files for a retirement or spouse’s benefit, you are treated as filing for both, so you cannot take one and let the other grow. A spouse’s benefit never starts before the worker it is based on has filed. */
export declare function deemed(): string;
/** What other pairs give up */
export declare function otherPairsCaption(): string;
/** Claiming ages */
export declare function colClaimingAges(): string;
/** Worth today */
export declare function colWorthToday(): string;
/** Less than the best */
export declare function colLessThanBest(): string;
/** Best */
export declare function cellBest(): string;
/** Best: {pair} */
export declare function rowBest(values: { pair: string | number }): string;
/** {id, select, both62 {Both claim at 62} bothFra {Both claim at full retirement age} other {Both claim at 70}} ({pair}) */
export declare function familiar(values: { id: string | number; pair: string | number }): string;
/** If one of us dies */
export declare function diesHeading(): string;
/** If {survivor, select, you {your spouse dies} other {you die}} at {deathAge}, {survivor, select, you {you are} other {your spouse is}} {survivorAge}. Before, the household gets {householdBefore} a month ({survivor, select, you {you} other {your spouse}}: {survivorBefore}). */
export declare function diesBefore(values: { survivor: string | number; deathAge: string | number; survivorAge: string | number; householdBefore: string | number; survivorBefore: string | number }): string;
/** After, {survivor, select, you {you get the larger of your} other {your spouse gets the larger of their}} own benefit ({own}) and the survivor benefit ({widow}{from}): {after} a month. */
export declare function diesAfter(values: { survivor: string | number; own: string | number; widow: string | number; from: string | number; after: string | number }): string;
/** , from age {age} */
export declare function diesFrom(values: { age: string | number }): string;
/** The household’s monthly income drops by {drop}. */
export declare function diesDrop(values: { drop: string | number }): string;
/** The household’s monthly income does not drop: it goes from {before} to {after}. */
export declare function diesNoDrop(values: { before: string | number; after: string | number }): string;
/** Amounts are {dollars}. */
export declare function diesAmountsIn(values: { dollars: string | number }): string;
/** Or take the survivor benefit first, {first} from {fromAge}, then switch to {survivor, select, you {your} other {their}} own benefit at 70: {then}. */
export declare function switchSurvivorFirst(values: { first: string | number; fromAge: string | number; survivor: string | number; then: string | number }): string;
/** Or take {survivor, select, you {your} other {their}} own benefit first, {first} from {fromAge}, then switch to the full survivor benefit at {thenAge}: {then}. */
export declare function switchOwnFirst(values: { survivor: string | number; first: string | number; fromAge: string | number; thenAge: string | number; then: string | number }): string;
/** Household benefits by year with the best pair ({dollars}) */
export declare function yearlyCaption(values: { dollars: string | number }): string;
/** Year */
export declare function colYear(): string;
/** Your age */
export declare function colYourAge(): string;
/** Spouse’s age */
export declare function colSpouseAge(): string;
/** You */
export declare function colYou(): string;
/** Your spouse */
export declare function colYourSpouse(): string;
/** Household */
export declare function colHousehold(): string;
/** How this is calculated */
export declare function howTitle(): string;
/** Your own benefit: your {pia} PIA at full retirement age {fra}; claimed at {claim} it is {own} (5/9 of 1% less a month for the first 36 months early, 5/12 of 1% after; 2/3 of 1% more a month after full retirement age up to 70; rounded down to the dime). */
export declare function fOwnYou(values: { pia: string | number; fra: string | number; claim: string | number; own: string | number }): string;
/** Your spouse’s own benefit: {pia} PIA at full retirement age {fra}; claimed at {claim} it is {own}. */
export declare function fOwnSpouse(values: { pia: string | number; fra: string | number; claim: string | number; own: string | number }): string;
/** Spouse’s benefit. {line} */
export declare function fSpousal(values: { line: string | number }): string;
/** Survivor benefit: the deceased’s benefit with any delayed credits earned up to the claim or the death; if they claimed early, at most the larger of their reduced benefit and 82.5% of their PIA; reduced for the survivor’s age, to 71.5% at 60, none from the survivor’s full retirement age. Here: {amount} for {survivor, select, you {you} other {your spouse}}. */
export declare function fSurvivor(values: { amount: string | number; survivor: string | number }): string;
/** Each pair’s worth: every month’s household benefits from now until both have died at the ages assumed, each discounted by {rate}% a year; the survivor gets the larger of their own and the survivor benefit. */
export declare function fWorth(values: { rate: string | number }): string;
/** Ages at death */
export declare function aDeathAges(): string;
/** you {you}, your spouse {spouse}. SSA’s period life table {year} gives {tableYou} and {tableSpouse}: the age today plus the average years left at that age{unstated, select, yes {, for a sex not stated the average of the figures for men and women} other {}}, to a tenth of a year */
export declare function aDeathAgesValue(values: { you: string | number; spouse: string | number; year: string | number; tableYou: string | number; tableSpouse: string | number; unstated: string | number }): string;
/** Birth months */
export declare function aBirthMonths(): string;
/** {you} and {spouse}{notGiven, select, yes { (January where not given)} other {}} */
export declare function aBirthMonthsValue(values: { you: string | number; spouse: string | number; notGiven: string | number }): string;
/** Spouse’s benefit reduction */
export declare function aSpousal(): string;
/** 25/36 of 1% a month for the first 36 months before full retirement age, 5/12 of 1% after; no delayed credits */
export declare function aSpousalValue(): string;
/** Survivor benefit */
export declare function aSurvivor(): string;
/** from the PIA with the deceased’s delayed credits; widow(er)’s limit 82.5%; 71.5% at 60 */
export declare function aSurvivorValue(): string;
/** Deemed filing */
export declare function aDeemed(): string;
/** filing for one benefit files for both (born 2 January 1954 or later) */
export declare function aDeemedValue(): string;
/** Not counted */
export declare function aNotCounted(): string;
/** taxes, the earnings test, the family maximum, pensions from work not covered by Social Security */
export declare function aNotCountedValue(): string;
/** Your birth year {year} is in the future: enter the year you were born. */
export declare function problemBirthYear(values: { year: string | number }): string;
/** Your spouse’s birth year {year} is in the future: enter the year your spouse was born. */
export declare function problemSpouseBirthYear(values: { year: string | number }): string;
/** Your spouse would be {age} today, too young to plan claiming ages for: check the year your spouse was born. */
export declare function problemSpouseYoung(values: { age: string | number }): string;
/** Your age at death ({deathAge}) is below your age today ({age}): enter an age of at least {least}. */
export declare function problemYourDeathAge(values: { deathAge: string | number; age: string | number; least: string | number }): string;
/** Your spouse’s age at death ({deathAge}) is below their age today ({age}): enter an age of at least {least}. */
export declare function problemSpouseDeathAge(values: { deathAge: string | number; age: string | number; least: string | number }): string;
/** Your claiming age in the best pair */
export declare function rowBestClaimYou(): string;
/** Your spouse’s claiming age in the best pair */
export declare function rowBestClaimSpouse(): string;
/** Household benefits with the best pair, worth today */
export declare function rowHouseholdWorth(): string;
/** Your spouse’s monthly survivor benefit if you die first */
export declare function rowSurvivorIfYouDie(): string;
/** Your monthly survivor benefit if your spouse dies first */
export declare function rowSurvivorIfSpouseDies(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const rowById: { readonly best: typeof rowBest; readonly bestClaimYou: typeof rowBestClaimYou; readonly bestClaimSpouse: typeof rowBestClaimSpouse; readonly householdWorth: typeof rowHouseholdWorth; readonly survivorIfYouDie: typeof rowSurvivorIfYouDie; readonly survivorIfSpouseDies: typeof rowSurvivorIfSpouseDies };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const whyById: { readonly heading: typeof whyHeading; readonly own: typeof whyOwn; readonly spousalYou: typeof whySpousalYou; readonly spousalSpouse: typeof whySpousalSpouse; readonly wait: typeof whyWait; readonly early: typeof whyEarly; readonly survivor: typeof whySurvivor };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly best: typeof bestValue; readonly aDeathAges: typeof aDeathAgesValue; readonly aBirthMonths: typeof aBirthMonthsValue; readonly aSpousal: typeof aSpousalValue; readonly aSurvivor: typeof aSurvivorValue; readonly aDeemed: typeof aDeemedValue; readonly aNotCounted: typeof aNotCountedValue };

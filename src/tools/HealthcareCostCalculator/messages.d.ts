// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age */
export declare function currentAgeLabel(): string;
/** Age you plan to retire */
export declare function retirementAgeLabel(): string;
/** Life expectancy */
export declare function lifeExpectancyLabel(): string;
/** The age to plan up to. Planning for a long life is safer. */
export declare function lifeExpectancyHint(): string;
/** Your health */
export declare function healthStatusLabel(): string;
/** Where you live */
export declare function locationLabel(): string;
/** Care costs more in some areas than others. */
export declare function locationHint(): string;
/** Low-cost area */
export declare function locationLow(): string;
/** Medium-cost area */
export declare function locationMedium(): string;
/** High-cost area */
export declare function locationHigh(): string;
/** Medicare Part B premium (per month) */
export declare function medicareBLabel(): string;
/** Filled in with the {year} standard premium, {premium} (CMS). Higher incomes pay more; the Medicare cost calculator works that out. */
export declare function medicareBHint(values: { year: string | number; premium: string | number }): string;
/** Medicare Part D drug plan premium (per month) */
export declare function medicareDLabel(): string;
/** Medigap premium (per month) */
export declare function medigapLabel(): string;
/** Enter 0 if you have no supplement plan. */
export declare function medigapHint(): string;
/** Prescriptions (per month) */
export declare function prescriptionsLabel(): string;
/** Out-of-pocket costs (per year) */
export declare function outOfPocketLabel(): string;
/** Copays, coinsurance and deductibles. */
export declare function outOfPocketHint(): string;
/** Dental and vision (per year) */
export declare function dentalVisionLabel(): string;
/** Healthcare inflation (per year) */
export declare function inflationRateLabel(): string;
/** Healthcare prices have often risen faster than prices in general. */
export declare function inflationRateHint(): string;
/** Chance you will need long-term care */
export declare function ltcProbabilityLabel(): string;
/** Long-term care cost (per year) */
export declare function ltcCostLabel(): string;
/** Personal Information */
export declare function fieldsetPersonal(): string;
/** Healthcare Expenses */
export declare function fieldsetExpenses(): string;
/** Advanced Options */
export declare function fieldsetAdvanced(): string;
/** Plan for healthcare costs in retirement */
export declare function heroHeading(): string;
/** Enter your details and see what Medicare premiums, care and long-term care could cost you each year and over your retirement. */
export declare function heroText(): string;
/** Your estimated healthcare costs */
export declare function resultsTitle(): string;
/** Your healthcare could cost about {total} over {years, plural, one {# year} other {# years}} of retirement, about {today} a year at today’s prices. */
export declare function summary(values: { total: string | number; years: number; today: string | number }): string;
/** Total estimated cost */
export declare function totalLabel(): string;
/** Over {years, plural, one {# year} other {# years}} of retirement, including expected long-term care. */
export declare function totalDescription(values: { years: number }): string;
/** Years of retirement planned */
export declare function yearsLabel(): string;
/** Yearly cost at today’s prices */
export declare function costTodayLabel(): string;
/** Yearly cost when you retire */
export declare function costAtRetirementLabel(): string;
/** Today’s cost grown by healthcare inflation until you retire. */
export declare function costAtRetirementDescription(): string;
/** Expected long-term care cost */
export declare function ltcLabel(): string;
/** The chance you need care times three years of its yearly cost. */
export declare function ltcDescription(): string;
/** Suggested emergency fund for health costs */
export declare function emergencyFundLabel(): string;
/** About two years of today’s healthcare costs. */
export declare function emergencyFundDescription(): string;
/** Your yearly healthcare cost by age */
export declare function chartTitle(): string;
/** With {rate}% healthcare inflation, your yearly cost could grow from {first} at {firstAge} to {last} at {lastAge}. */
export declare function chartSummary(values: { rate: string | number; first: string | number; firstAge: string | number; last: string | number; lastAge: string | number }): string;
/** Age */
export declare function chartAxis(): string;
/** Yearly cost */
export declare function chartSeries(): string;
/** Your life expectancy is not after your retirement age, so there are no retirement years to project. */
export declare function noYears(): string;
/** Recommendations */
export declare function recommendationsTitle(): string;
/** Talk it through with someone */
export declare function ctaHeading(): string;
/** Get free, unbiased help with your Medicare choices, or keep a copy of this estimate. */
export declare function ctaText(): string;
/** Find a financial planner */
export declare function ctaPlanner(): string;
/** Download a summary */
export declare function ctaSummary(): string;
/** Download data (JSON) */
export declare function ctaData(): string;
/** Where to get help */
export declare function dialogTitle(): string;
/** Evergreen is an education site: we have no advisers and we do not book consultations. */
export declare function dialogDescription(): string;
/** Done */
export declare function dialogDone(): string;
/** For free, unbiased one-on-one help with Medicare, contact your State Health Insurance Assistance Program (SHIP). Every state has one; you can find yours at shiphelp.org or by calling 1-800-MEDICARE. */
export declare function dialogShip(): string;
/** For a wider plan that covers savings, taxes and insurance, look for a fee-only fiduciary financial planner: someone you pay directly, who must act in your interest and earns no commission on products. */
export declare function dialogPlanner(): string;
/** Healthcare cost calculator: a summary */
export declare function fileTitle(): string;
/** Total estimated cost, over {years, plural, one {# year} other {# years}} of retirement: {amount} */
export declare function fileTotal(values: { years: number; amount: string | number }): string;
/** Yearly cost at today’s prices: {amount} */
export declare function fileToday(values: { amount: string | number }): string;
/** Yearly cost when you retire: {amount} */
export declare function fileAtRetirement(values: { amount: string | number }): string;
/** Expected long-term care cost: {amount} */
export declare function fileLtc(values: { amount: string | number }): string;
/** Suggested emergency fund for health costs: {amount} */
export declare function fileEmergencyFund(values: { amount: string | number }): string;
/** With fair or poor health, a Medigap plan that limits out-of-pocket costs can make spending more predictable. */
export declare function adviceMedigap(): string;
/** Care costs more where you live: compare plans carefully and budget extra for providers. */
export declare function adviceHighCostArea(): string;
/** Long-term care is likely: look at LTC insurance, a hybrid policy, or savings set aside for care. */
export declare function adviceLtcLikely(): string;
/** Healthcare prices tend to rise faster than general inflation: an HSA or dedicated savings can help. */
export declare function adviceInflation(): string;
/** Before {medicareAge} you will need coverage other than Medicare: price marketplace or retiree plans. */
export declare function adviceBeforeMedicare(values: { medicareAge: string | number }): string;
/** Keep an emergency fund of about two years of healthcare costs for surprises. */
export declare function adviceEmergencyFund(): string;
/** Health multiplier */
export declare function assumedHealth(): string;
/** Location multiplier */
export declare function assumedLocation(): string;
/** Healthcare inflation */
export declare function assumedInflation(): string;
/** Years of long-term care assumed */
export declare function assumedLtcYears(): string;
/** Projection */
export declare function assumedProjection(): string;
/** Default premiums */
export declare function assumedPremiums(): string;
/** {multiplier} ({health, select, excellent {excellent} good {good} fair {fair} other {poor}}) */
export declare function healthValue(values: { multiplier: string | number; health: string | number }): string;
/** {multiplier} ({location, select, low {low} medium {medium} other {high}}) */
export declare function locationValue(values: { multiplier: string | number; location: string | number }): string;
/** {rate} % a year */
export declare function inflationValue(values: { rate: string | number }): string;
/** {years} */
export declare function ltcYearsValue(values: { years: string | number }): string;
/** ages {from} to {to} ({years} years) */
export declare function projectionValue(values: { from: string | number; to: string | number; years: string | number }): string;
/** Part B opens on the CMS {year} standard premium, {partB} a month; Part D {partD} and Medigap {medigap} a month are the spec’s defaults */
export declare function premiumsValue(values: { year: string | number; partB: string | number; partD: string | number; medigap: string | number }): string;
/** Annual cost today = ((Part B + Part D + Medigap) × health × location + prescriptions × health × location) × 12 + out-of-pocket × health × location + dental/vision × health × location */
export declare function formulaCostToday(): string;
/** Annual cost at retirement = annual cost today × (1 + inflation)^(years until retirement) */
export declare function formulaCostAtRetirement(): string;
/** Cost at each age = annual cost at retirement × (1 + inflation)^(years since retirement) */
export declare function formulaCostAtAge(): string;
/** Expected LTC cost = LTC probability × annual LTC cost × {years} years */
export declare function formulaLtc(values: { years: string | number }): string;
/** Total = sum of yearly costs + expected LTC cost */
export declare function formulaTotal(): string;
/** Emergency fund = {years} × annual cost today */
export declare function formulaEmergencyFund(values: { years: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const adviceById: { readonly medigap: typeof adviceMedigap; readonly highCostArea: typeof adviceHighCostArea; readonly ltcLikely: typeof adviceLtcLikely; readonly inflation: typeof adviceInflation; readonly beforeMedicare: typeof adviceBeforeMedicare; readonly emergencyFund: typeof adviceEmergencyFund };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly health: typeof assumedHealth; readonly location: typeof assumedLocation; readonly inflation: typeof assumedInflation; readonly ltcYears: typeof assumedLtcYears; readonly projection: typeof assumedProjection; readonly premiums: typeof assumedPremiums };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly costToday: typeof formulaCostToday; readonly costAtRetirement: typeof formulaCostAtRetirement; readonly costAtAge: typeof formulaCostAtAge; readonly ltc: typeof formulaLtc; readonly total: typeof formulaTotal; readonly emergencyFund: typeof formulaEmergencyFund };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly health: typeof healthValue; readonly location: typeof locationValue; readonly inflation: typeof inflationValue; readonly ltcYears: typeof ltcYearsValue; readonly projection: typeof projectionValue; readonly premiums: typeof premiumsValue };

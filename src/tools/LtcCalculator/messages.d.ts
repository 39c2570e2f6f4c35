// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age */
export declare function ageLabel(): string;
/** Gender */
export declare function genderLabel(): string;
/** Women pay more because they tend to need care for longer. */
export declare function genderHint(): string;
/** Where you live */
export declare function stateLabel(): string;
/** Care costs differ from state to state. */
export declare function stateHint(): string;
/** Your health */
export declare function healthLabel(): string;
/** Type of care */
export declare function careSettingLabel(): string;
/** How long care might last */
export declare function careDurationLabel(): string;
/** About 3 years is typical. */
export declare function careDurationHint(): string;
/** Daily benefit */
export declare function dailyBenefitLabel(): string;
/** The most the policy pays for each day of care. */
export declare function dailyBenefitHint(): string;
/** Waiting period before benefits start */
export declare function eliminationLabel(): string;
/** Called the elimination period. A longer wait costs less. */
export declare function eliminationHint(): string;
/** Inflation protection */
export declare function inflationLabel(): string;
/** Raises the benefit over time so it keeps up with care costs. Simple adds the same amount each year; compound grows on the already-raised benefit, so it rises faster. */
export declare function inflationHint(): string;
/** How long benefits are paid */
export declare function benefitPeriodLabel(): string;
/** Called the benefit period. */
export declare function benefitPeriodHint(): string;
/** None */
export declare function inflationNone(): string;
/** Simple */
export declare function inflationSimple(): string;
/** Compound */
export declare function inflationCompound(): string;
/** CPI (follows the Consumer Price Index) */
export declare function inflationCpi(): string;
/** {years, plural, one {# year} other {# years}} */
export declare function years(values: { years: number }): string;
/** {days, plural, one {# day} other {# days}} */
export declare function days(values: { days: number }): string;
/** {amount} a day */
export declare function perDay(values: { amount: string | number }): string;
/** Lifetime */
export declare function lifetime(): string;
/** National average */
export declare function regionNational(): string;
/** California */
export declare function regionCalifornia(): string;
/** Florida */
export declare function regionFlorida(): string;
/** Texas */
export declare function regionTexas(): string;
/** New York */
export declare function regionNewYork(): string;
/** Pennsylvania */
export declare function regionPennsylvania(): string;
/** Illinois */
export declare function regionIllinois(): string;
/** Ohio */
export declare function regionOhio(): string;
/** Georgia */
export declare function regionGeorgia(): string;
/** North Carolina */
export declare function regionNorthCarolina(): string;
/** Michigan */
export declare function regionMichigan(): string;
/** Home care */
export declare function settingHome(): string;
/** Assisted living */
export declare function settingAssisted(): string;
/** Nursing home */
export declare function settingNursing(): string;
/** Mixed (home and facility) */
export declare function settingMixed(): string;
/** About you */
export declare function fieldsetAboutYou(): string;
/** The care you might need */
export declare function fieldsetCare(): string;
/** The policy */
export declare function fieldsetPolicy(): string;
/** Your long-term care estimate */
export declare function resultsTitle(): string;
/** Press Calculate to see your estimate. */
export declare function emptyMessage(): string;
/** Care could cost {total} in total. Insurance is estimated at {premium} a month. */
export declare function summary(values: { total: string | number; premium: string | number }): string;
/** Care costs are at today’s prices already, so they stay the same; premiums paid in later years are worth less in today’s dollars. */
export declare function todaysPricesNote(): string;
/** Total cost of care */
export declare function totalLabel(): string;
/** {years, plural, one {# year} other {# years}} of {setting, select, home {home care} assisted {assisted living} nursing {nursing home} other {mixed (home and facility)}} {region, select, national {at national average prices} other {in {regionName}}}. */
export declare function totalDescription(values: { years: number; setting: string | number; region: string | number; regionName: string | number }): string;
/** Daily cost of care */
export declare function dailyCostLabel(): string;
/** Yearly cost of care */
export declare function yearlyCostLabel(): string;
/** Recommended daily benefit */
export declare function recommendedLabel(): string;
/** The smallest daily benefit offered that covers the daily cost of care (or the largest offered). */
export declare function recommendedDescription(): string;
/** Estimated monthly premium */
export declare function monthlyPremiumLabel(): string;
/** Estimated yearly premium */
export declare function yearlyPremiumLabel(): string;
/** Total premiums{dollars} */
export declare function totalPremiumsLabel(values: { dollars: string | number }): string;
/** Paid over {years, plural, one {# year} other {# years}}. */
export declare function totalPremiumsDescription(values: { years: number }): string;
/** Cost of paying for care yourself */
export declare function selfPayLabel(): string;
/** The yearly cost of care over the benefit period. */
export declare function selfPayDescription(): string;
/** Potential savings with insurance{dollars} */
export declare function savingsLabel(values: { dollars: string | number }): string;
/** Paying for care yourself, less the total premiums (never below $0). */
export declare function savingsDescription(): string;
/** Cost of care compared with premiums{dollars} */
export declare function chartTitle(values: { dollars: string | number }): string;
/** Care could cost {total} in total, against {premiums} in premiums over {years, plural, one {# year} other {# years}}{dollars}. */
export declare function chartSummary(values: { total: string | number; premiums: string | number; years: number; dollars: string | number }): string;
/** Item */
export declare function chartItem(): string;
/** Amount */
export declare function chartAmount(): string;
/** Recommendations */
export declare function recommendationsTitle(): string;
/** Premiums paid in later years */
export declare function todaysDollarsWhat(): string;
/** Buying before {age} usually locks in lower premiums and makes it easier to qualify. */
export declare function adviceBuyEarly(values: { age: string | number }): string;
/** Your health may qualify you for preferred rates; apply while your health is good. */
export declare function advicePreferredRates(): string;
/** The premium is high: compare a shorter benefit period, a longer elimination period or a hybrid life/LTC policy. */
export declare function adviceHighPremium(): string;
/** Insurance could cost far less than paying for care yourself over the benefit period. */
export declare function adviceFarLess(): string;
/** Most people prefer care at home: check that the policy pays for home care without extra limits. */
export declare function adviceHomeCare(): string;
/** Evergreen’s own educational model, not market prices */
export declare function modelSource(): string;
/** Daily base cost of care */
export declare function assumedDailyBase(): string;
/** {cost} a day ({setting, select, home {home care} assisted {assisted living} nursing {nursing home} other {mixed home and facility care}}) */
export declare function dailyBaseValue(values: { cost: string | number; setting: string | number }): string;
/** Regional multiplier */
export declare function assumedRegional(): string;
/** {multiplier} ({region}) */
export declare function regionalValue(values: { multiplier: string | number; region: string | number }): string;
/** national average */
export declare function nationalAverage(): string;
/** Base annual premium */
export declare function assumedBasePremium(): string;
/** {premium} a year at age {age} for a {benefit} daily benefit, plus {growth}% for each year of age over {age} */
export declare function basePremiumValue(values: { premium: string | number; age: string | number; benefit: string | number; growth: string | number }): string;
/** Premium factors */
export declare function assumedFactors(): string;
/** gender {gender}, health {health}, elimination {elimination}, inflation {inflation}, benefit period {benefitPeriod} */
export declare function factorsValue(values: { gender: string | number; health: string | number; elimination: string | number; inflation: string | number; benefitPeriod: string | number }): string;
/** Years of premiums */
export declare function assumedPremiumYears(): string;
/** {years} ({endAge} − age, at least 0, plus {extraYears}) */
export declare function premiumYearsValue(values: { years: string | number; endAge: string | number; extraYears: string | number }): string;
/** Benefit years for self-insurance */
export declare function assumedBenefitYears(): string;
/** {lifetime, select, true {{years} (lifetime counts as {lifetimeYears})} other {{years}}} */
export declare function benefitYearsValue(values: { lifetime: string | number; years: string | number; lifetimeYears: string | number }): string;
/** Daily care cost = base daily cost × regional multiplier */
export declare function formulaDailyCost(): string;
/** Annual care cost = daily care cost × {days}; total care cost = annual × care duration */
export declare function formulaAnnualCost(values: { days: string | number }): string;
/** Annual premium = {premium} × {growthFactor}^(age − {age}, if above 0) × gender × health × elimination × inflation × benefit period × daily benefit / {benefit} */
export declare function formulaAnnualPremium(values: { premium: string | number; growthFactor: string | number; age: string | number; benefit: string | number }): string;
/** Monthly premium = annual premium / 12; total premiums = annual premium × (max(0, {endAge} − age) + {extraYears}) */
export declare function formulaMonthlyPremium(values: { endAge: string | number; extraYears: string | number }): string;
/** Self-insurance cost = annual care cost × benefit years (lifetime = {lifetimeYears}) */
export declare function formulaSelfInsurance(values: { lifetimeYears: string | number }): string;
/** Potential savings = self-insurance cost − total premiums, at least 0 */
export declare function formulaSavings(): string;
/** Recommended daily benefit = smallest offered daily benefit that covers the daily care cost ({largest} if none does) */
export declare function formulaRecommendedBenefit(values: { largest: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const adviceById: { readonly buyEarly: typeof adviceBuyEarly; readonly preferredRates: typeof advicePreferredRates; readonly highPremium: typeof adviceHighPremium; readonly farLess: typeof adviceFarLess; readonly homeCare: typeof adviceHomeCare };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly dailyBase: typeof assumedDailyBase; readonly regional: typeof assumedRegional; readonly basePremium: typeof assumedBasePremium; readonly factors: typeof assumedFactors; readonly premiumYears: typeof assumedPremiumYears; readonly benefitYears: typeof assumedBenefitYears };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly dailyCost: typeof formulaDailyCost; readonly annualCost: typeof formulaAnnualCost; readonly annualPremium: typeof formulaAnnualPremium; readonly monthlyPremium: typeof formulaMonthlyPremium; readonly selfInsurance: typeof formulaSelfInsurance; readonly savings: typeof formulaSavings; readonly recommendedBenefit: typeof formulaRecommendedBenefit };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly dailyBase: typeof dailyBaseValue; readonly regional: typeof regionalValue; readonly basePremium: typeof basePremiumValue; readonly factors: typeof factorsValue; readonly premiumYears: typeof premiumYearsValue; readonly benefitYears: typeof benefitYearsValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Just me */
export declare function modeSingle(): string;
/** Me and my spouse */
export declare function modeCouple(): string;
/** Not given */
export declare function monthNotGiven(): string;
/** I die first */
export declare function whoDiesYou(): string;
/** My spouse dies first */
export declare function whoDiesSpouse(): string;
/** Not stated */
export declare function sexUnstated(): string;
/** Female */
export declare function sexFemale(): string;
/** Male */
export declare function sexMale(): string;
/** SSA life table average */
export declare function deathAgeFromTable(): string;
/** Year you were born */
export declare function birthYearLabel(): string;
/** Your full retirement age depends on it. A year from {min} to {max}. */
export declare function birthYearHint(values: { min: string | number; max: string | number }): string;
/** Monthly benefit at full retirement age */
export declare function fraBenefitLabel(): string;
/** Your “primary insurance amount”: find it in your Social Security statement at ssa.gov/myaccount. */
export declare function fraBenefitHint(): string;
/** Month you were born */
export declare function birthMonthLabel(): string;
/** With the month, claiming ages already past are left out. */
export declare function birthMonthHint(): string;
/** Age to plan up to (life expectancy) */
export declare function lifeExpectancyLabel(): string;
/** Lifetime totals count payments up to this age. */
export declare function lifeExpectancyHint(): string;
/** Yearly cost-of-living increase (optional) */
export declare function colaLabel(): string;
/** Leave at 0 to see everything in today’s dollars. */
export declare function colaHint(): string;
/** Yearly cost-of-living increase */
export declare function colaCompareLabel(): string;
/** Plan for */
export declare function modeLabel(): string;
/** Choose “Me and my spouse” to compare claiming ages for both of you, with spouse’s and survivor benefits. */
export declare function modeHint(): string;
/** Year your spouse was born */
export declare function spouseBirthYearLabel(): string;
/** Month your spouse was born */
export declare function spouseBirthMonthLabel(): string;
/** Your spouse’s monthly benefit at full retirement age */
export declare function spouseFraBenefitLabel(): string;
/** Their “primary insurance amount”, from their own Social Security statement. 0 if they have none. */
export declare function spouseFraBenefitHint(): string;
/** Your sex, for life expectancy */
export declare function yourSexLabel(): string;
/** Women live longer on average. Not stated uses the average of men and women. */
export declare function yourSexHint(): string;
/** Your age at death (assumed) */
export declare function yourDeathAgeLabel(): string;
/** Your spouse’s sex, for life expectancy */
export declare function spouseSexLabel(): string;
/** Not stated uses the average of men and women. */
export declare function spouseSexHint(): string;
/** Your spouse’s age at death (assumed) */
export declare function spouseDeathAgeLabel(): string;
/** Discount rate after inflation */
export declare function discountLabel(): string;
/** How much less a dollar next year is worth to you than a dollar now, beyond inflation. 0 adds dollars up as they are. */
export declare function discountHint(): string;
/** If one of us dies: who */
export declare function whoDiesLabel(): string;
/** At what age */
export declare function dyingAgeLabel(): string;
/** The age of the one who dies. */
export declare function dyingAgeHint(): string;
/** Monthly benefit if you claim at 62 */
export declare function rowMonthlyAt62(): string;
/** Monthly benefit if you claim at 70 */
export declare function rowMonthlyAt70(): string;
/** Claiming age with the largest lifetime total */
export declare function rowBestClaimAge(): string;
/** Lifetime total at that age */
export declare function rowBestLifetime(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const rowById: { readonly monthlyAt62: typeof rowMonthlyAt62; readonly monthlyAt70: typeof rowMonthlyAt70; readonly bestClaimAge: typeof rowBestClaimAge; readonly bestLifetime: typeof rowBestLifetime };

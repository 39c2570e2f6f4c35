// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age */
export declare function currentAgeLabel(): string;
/** Traditional IRA balance */
export declare function iraBalanceLabel(): string;
/** Amount to convert */
export declare function conversionAmountLabel(): string;
/** Not more than your IRA balance. */
export declare function conversionAmountHint(): string;
/** Your tax bracket now */
export declare function currentTaxBracketLabel(): string;
/** Your expected tax bracket in retirement */
export declare function retirementTaxBracketLabel(): string;
/** Expected yearly return */
export declare function returnRateLabel(): string;
/** Years until retirement */
export declare function yearsUntilRetirementLabel(): string;
/** 0 if you have already retired. */
export declare function yearsUntilRetirementHint(): string;
/** Filing status */
export declare function filingStatusLabel(): string;
/** As on your federal tax return. */
export declare function filingStatusHint(): string;
/** Your other taxable income this year */
export declare function otherIncomeLabel(): string;
/** Wages, pensions, IRA withdrawals and interest, before the conversion. Enter 0 if you have none. With it (or Social Security) we work out the tax from your own income instead of the bracket above. */
export declare function otherIncomeHint(): string;
/** Social Security benefits this year */
export declare function socialSecurityLabel(): string;
/** Yearly, for both of you when filing jointly. Enter 0 if you get none. A conversion can make more of them taxable. */
export declare function socialSecurityHint(): string;
/** Not entered */
export declare function notEntered(): string;
/** You and your IRA */
export declare function fieldsetYou(): string;
/** Taxes and growth */
export declare function fieldsetTaxes(): string;
/** Your income this year (optional) */
export declare function fieldsetIncome(): string;
/** Favorable */
export declare function favorable(): string;
/** Not Favorable */
export declare function notFavorable(): string;
/** Neutral */
export declare function neutral(): string;
/** Qualified Roth withdrawals are tax-free in retirement. */
export declare function benefitTaxFree(): string;
/** Roth IRAs have no required minimum distributions for the owner. */
export declare function benefitNoRmd(): string;
/** Lower taxable income later can keep more of your Social Security untaxed and may lower Medicare premiums. */
export declare function benefitLowerIncome(): string;
/** Heirs usually inherit a Roth IRA without income tax. */
export declare function benefitHeirs(): string;
/** You pay income tax on the converted amount this year; paying it from other savings keeps more in the Roth. */
export declare function considerTaxNow(): string;
/** A large conversion can push you into a higher bracket this year; converting in smaller amounts over several years can help. */
export declare function considerBracket(): string;
/** Each conversion has its own five-year rule before earnings can come out tax-free. */
export declare function considerFiveYears(): string;
/** Extra income this year can raise Medicare premiums two years later (IRMAA). */
export declare function considerIrmaa(): string;
/** A conversion cannot be undone. */
export declare function considerFinal(): string;
/** The tax uses the bracket you chose. Add your other income or Social Security below to work it out from your own return, with how much room is left before the next bracket. */
export declare function limitNoIncome(): string;
/** {medicare} (Counting the conversion alone.) */
export declare function conversionAlone(values: { medicare: string | number }): string;
/** The conversion adds {taxCost} to your {taxYear} federal tax: {rate} % of the amount converted. */
export declare function limitTaxAdds(values: { taxCost: string | number; taxYear: string | number; rate: string | number }): string;
/** The other income box is blank, so we counted none. Enter your other taxable income, or 0 if there are none. */
export declare function blankOtherIncome(): string;
/** The Social Security box is blank, so we counted none. Enter your benefits, or 0 if there are none. */
export declare function blankSocialSecurity(): string;
/** Your last converted dollar is taxed at {rate} %, the top bracket. */
export declare function limitTopBracket(values: { rate: string | number }): string;
/** Your last converted dollar is taxed at {rate} %; {room} more income fits before the next bracket. */
export declare function limitRoom(values: { rate: string | number; room: string | number }): string;
/** The conversion makes {amount} more of your Social Security taxable, so it costs more than your bracket alone suggests. */
export declare function limitMoreSocialSecurity(values: { amount: string | number }): string;
/** {amount} (more than your IRA's {balance}) */
export declare function moreThanIra(values: { amount: string | number; balance: string | number }): string;
/** The largest conversion within your current bracket ({rate} %) is {amount}. */
export declare function headroomBracket(values: { rate: string | number; amount: string | number }): string;
/** Your income is already taxed in the top bracket, so every dollar converted is taxed at the top rate. */
export declare function headroomTopBracket(): string;
/** The largest conversion that keeps you below the next Medicare threshold is {medicareAmount}; the largest within your current bracket ({rate} %) is {amount}. */
export declare function headroomBoth(values: { medicareAmount: string | number; rate: string | number; amount: string | number }): string;
/** The largest conversion that keeps you below the next Medicare threshold is {medicareAmount}; you are already in the top tax bracket. */
export declare function headroomMedicareTopBracket(values: { medicareAmount: string | number }): string;
/** Your income is already in the top Medicare income tier; the largest within your current bracket ({rate} %) is {amount}. */
export declare function headroomTopTierBracket(values: { rate: string | number; amount: string | number }): string;
/** Your income is already in the top Medicare income tier; you are already in the top tax bracket. */
export declare function headroomTopTierTopBracket(): string;
/** You are in the top income tier already. */
export declare function medicareRoomTopTier(): string;
/** {room} more income that year fits before the next Medicare threshold. */
export declare function medicareRoom(values: { room: string | number }): string;
/** Your {incomeYear} income sets your {premiumYear} Medicare premiums. The conversion takes it over a threshold, so those premiums rise by {amount}{whose, select, couple { for the two of you} other {}} that year. {room} */
export declare function medicareRises(values: { incomeYear: string | number; premiumYear: string | number; amount: string | number; whose: string | number; room: string | number }): string;
/** Your {incomeYear} income sets your {premiumYear} Medicare premiums; the conversion does not raise them. {room} */
export declare function medicareSame(values: { incomeYear: string | number; premiumYear: string | number; room: string | number }): string;
/** Your IRA balance is {zero}, so there is nothing to convert. Enter your traditional IRA balance to compare converting with not converting. */
export declare function notReadyEmpty(values: { zero: string | number }): string;
/** Converting {zero} changes nothing. Enter an amount to convert to compare the two choices. */
export declare function notReadyZero(values: { zero: string | number }): string;
/** Never */
export declare function breakEvenNever(): string;
/** {years, plural, one {# year} other {# years}} */
export declare function breakEvenYears(values: { years: number }): string;
/** {label}: {value} */
export declare function summaryLine(values: { label: string | number; value: string | number }): string;
/** Recommendation */
export declare function recommendationLabel(): string;
/** Net benefit of converting{dollars} */
export declare function netBenefitLabel(values: { dollars: string | number }): string;
/** Tax you pay now on the conversion */
export declare function taxCostLabel(): string;
/** The same tax money left invested, at retirement{dollars} */
export declare function taxCostGrownLabel(values: { dollars: string | number }): string;
/** Roth IRA value at retirement{dollars} */
export declare function rothValueLabel(values: { dollars: string | number }): string;
/** Traditional IRA value at retirement, after tax{dollars} */
export declare function traditionalValueLabel(values: { dollars: string | number }): string;
/** Break-even time */
export declare function breakEvenLabel(): string;
/** Roth conversion calculator: a summary */
export declare function summaryTitle(): string;
/** Converting compared with not converting */
export declare function resultsTitle(): string;
/** What changes the answer */
export declare function changesTitle(): string;
/** Recommendation: {recommendation}. Converting {amount} costs {taxCost} in tax now; the net benefit is {netBenefit}. */
export declare function liveSummary(values: { recommendation: string | number; amount: string | number; taxCost: string | number; netBenefit: string | number }): string;
/** Recommendation: {badge} */
export declare function recommendationBadge(values: { badge: string | number }): string;
/** The values at retirement are converted; the tax is paid now, so it stays the same. The recommendation and break-even time do not change. */
export declare function todaysDollarsNote(): string;
/** You asked to convert more than your IRA balance, so we used the whole balance, {amount}. */
export declare function clampedNote(values: { amount: string | number }): string;
/** What the Roth is worth at retirement, less what you would have without converting: the same money left in the traditional IRA after tax, plus the money that paid the tax, left invested at the same return. */
export declare function netBenefitDescription(): string;
/** What you keep if you do not convert. Tax on its dividends and gains in a taxable account would make it a little less. */
export declare function taxCostGrownDescription(): string;
/** Tax-free. */
export declare function rothValueDescription(): string;
/** With the same growth on both sides, converting is either ahead from the first year or never. */
export declare function breakEvenDescription(): string;
/** The values at retirement */
export declare function valuesAtRetirement(): string;
/** Recommendation: Calculate to see */
export declare function calculateToSee(): string;
/** Benefits of converting */
export declare function benefitsTitle(): string;
/** Things to consider */
export declare function considerTitle(): string;
/** Download a summary */
export declare function downloadSummary(): string;
/** Download data (JSON) */
export declare function downloadData(): string;
/** Find a financial planner */
export declare function findPlanner(): string;
/** Talk to a financial planner */
export declare function plannerTitle(): string;
/** Evergreen is a free educational site: we have no advisers and cannot book a consultation. */
export declare function plannerDescription(): string;
/** For personal advice, look for a fee-only fiduciary financial planner: one paid only by you, who must act in your interest. The National Association of Personal Financial Advisors (napfa.org) and the CFP Board (letsmakeaplan.org) list planners near you. You can check any adviser’s record at adviserinfo.sec.gov. */
export declare function plannerAdvice(): string;
/** Take this page’s results with you: “Download a summary” saves them as a file you can read and print. */
export declare function plannerTakeAway(): string;

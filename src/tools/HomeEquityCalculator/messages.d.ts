// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your home and mortgage */
export declare function yourHomeAndMortgage(): string;
/** Looking ahead */
export declare function lookingAhead(): string;
/** Home value */
export declare function homeValueLabel(): string;
/** What the home would sell for today. */
export declare function homeValueHint(): string;
/** Mortgage balance */
export declare function mortgageBalanceLabel(): string;
/** What you still owe. Enter 0 if the home is paid off. */
export declare function mortgageBalanceHint(): string;
/** Interest rate */
export declare function interestRateLabel(): string;
/** Original loan term */
export declare function loanTermLabel(): string;
/** Years remaining on the loan */
export declare function yearsRemainingLabel(): string;
/** Yearly change in home value */
export declare function appreciationLabel(): string;
/** Home prices have risen about 3 to 5 percent a year over long periods, with big swings. */
export declare function appreciationHint(): string;
/** Years to project */
export declare function yearsProjectionLabel(): string;
/** Your home equity */
export declare function resultsTitle(): string;
/** Your equity today is {equity}, {percent}% of your home’s value. In {years, plural, one {# year} other {# years}} it could be {future}. */
export declare function summary(values: { equity: string | number; percent: string | number; years: number; future: string | number }): string;
/** Equity today */
export declare function equityTodayLabel(): string;
/** You own {percent}% of your home's value. */
export declare function equityTodayDescription(values: { percent: string | number }): string;
/** Excellent equity position */
export declare function statusExcellent(): string;
/** Good */
export declare function statusGood(): string;
/** Limited */
export declare function statusLimited(): string;
/** Equity as a share of value */
export declare function shareLabel(): string;
/** Loan-to-value */
export declare function ltvLabel(): string;
/** What you owe as a share of the home’s value. */
export declare function ltvDescription(): string;
/** Equity you could borrow against */
export declare function availableLabel(): string;
/** Lenders usually let total borrowing reach {maxLtv}% of the home’s value. */
export declare function availableDescription(values: { maxLtv: string | number }): string;
/** Monthly payment (principal and interest) */
export declare function paymentLabel(): string;
/** Interest still to pay */
export declare function interestLabel(): string;
/** Mortgage paid off by */
export declare function payoffLabel(): string;
/** Equity in {years, plural, one {# year} other {# years}} */
export declare function futureLabel(values: { years: number }): string;
/** Equity in {years, plural, one {# year} other {# years}}, in {year} dollars */
export declare function futureLabelInDollars(values: { years: number; year: string | number }): string;
/** How your equity may grow */
export declare function chartTitle(): string;
/** How your equity may grow, in {year} dollars */
export declare function chartTitleInDollars(values: { year: string | number }): string;
/** If the home gains {rate}% a year and you keep paying the mortgage, your equity could reach {amount} in {years, plural, one {# year} other {# years}}. */
export declare function chartSummary(values: { rate: string | number; amount: string | number; years: number }): string;
/** If the home gains {rate}% a year and you keep paying the mortgage, your equity could reach {amount} in {years, plural, one {# year} other {# years}}, in {year} dollars. */
export declare function chartSummaryInDollars(values: { rate: string | number; amount: string | number; years: number; year: string | number }): string;
/** Year */
export declare function chartXLabel(): string;
/** Equity */
export declare function equitySeries(): string;
/** Each later year’s home value, mortgage balance and equity */
export declare function todaysDollarsWhat(): string;
/** Borrowing limit */
export declare function assumedBorrowingLimit(): string;
/** {maxLtv} % of home value (combined loan-to-value) */
export declare function borrowingLimitValue(values: { maxLtv: string | number }): string;
/** Appreciation */
export declare function assumedAppreciation(): string;
/** {annualAppreciation} % a year, compounded yearly */
export declare function appreciationValue(values: { annualAppreciation: string | number }): string;
/** Mortgage */
export declare function assumedMortgage(): string;
/** {interestRate} % over {yearsRemaining} remaining years (original term {loanTerm} years) */
export declare function mortgageValue(values: { interestRate: string | number; yearsRemaining: string | number; loanTerm: string | number }): string;
/** Future balance */
export declare function assumedFutureBalance(): string;
/** the mortgage is paid on schedule during the projection */
export declare function futureBalanceValue(): string;
/** Current equity = home value − mortgage balance; equity % = equity / value × 100 */
export declare function formulaEquity(): string;
/** Loan-to-value = balance / value × 100 */
export declare function formulaLoanToValue(): string;
/** Available equity = {maxLtv} % × home value − balance, at least 0 */
export declare function formulaAvailableEquity(values: { maxLtv: string | number }): string;
/** Monthly payment = B × r / (1 − (1 + r)^−n), r = rate / 12, n = years remaining × 12 */
export declare function formulaPayment(): string;
/** Total interest = payment × n − balance */
export declare function formulaTotalInterest(): string;
/** Future value = value × (1 + appreciation)^years; future equity = future value − scheduled balance then */
export declare function formulaFutureEquity(): string;
/** Payoff date = today + years remaining */
export declare function formulaPayoffDate(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly borrowingLimit: typeof assumedBorrowingLimit; readonly appreciation: typeof assumedAppreciation; readonly mortgage: typeof assumedMortgage; readonly futureBalance: typeof assumedFutureBalance };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly equity: typeof formulaEquity; readonly loanToValue: typeof formulaLoanToValue; readonly availableEquity: typeof formulaAvailableEquity; readonly payment: typeof formulaPayment; readonly totalInterest: typeof formulaTotalInterest; readonly futureEquity: typeof formulaFutureEquity; readonly payoffDate: typeof formulaPayoffDate };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const statusById: { readonly excellent: typeof statusExcellent; readonly good: typeof statusGood; readonly limited: typeof statusLimited };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly borrowingLimit: typeof borrowingLimitValue; readonly appreciation: typeof appreciationValue; readonly mortgage: typeof mortgageValue; readonly futureBalance: typeof futureBalanceValue };

import { useMemo } from 'react';
import { Chart, HowCalculated, ResultCard, ResultList, StatusBadge, formatCurrency } from '../../kit';
import { calculateReverseMortgage } from '../../finance';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { creditLineGrowthInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import {
  howCalculatedWith,
  inDollarsOf,
  summaryInDollarsOf,
  TodaysDollarsToggle,
} from '../shared/layout/TodaysDollars';
import { todayIso } from '../shared/form/today';
import { DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The expected interest rate is not inflation: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['Your home', ['homeValue', 'mortgageBalance']],
  ['You and the loan', ['youngestBorrowerAge', 'expectedRate', 'closingCosts']],
];

/** Reverse mortgage (HECM) calculator (docs/methodology.md): live results on every change. */
export function ReverseMortgageCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const result = useMemo(() => calculateReverseMortgage({ ...inputs, today: todayIso() }), [inputs]);
  const showFigures = result.eligible;
  const shortfall = result.cashToClose > 0;

  // Every second year keeps the table short enough to read while the line still shows the curve.
  // Only the credit line's growth is a projection; "today" is the year of the FHA limit used (this year).
  const inTodaysDollars = inputs.todaysDollars && showFigures;
  const dollars = inTodaysDollars ? `, ${inDollarsOf(result.year)}` : '';
  const creditLine = inTodaysDollars
    ? creditLineGrowthInTodaysDollars(result.lineOfCreditGrowth, INFLATION.percent)
    : result.lineOfCreditGrowth;
  const growth = creditLine
    .filter((p) => p.year % 2 === 0)
    .map((p) => ({ year: p.year, available: Math.round(p.available) }));
  const tenYears = growth.find((p) => p.year === 10);

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your reverse mortgage estimate"
      summary={
        showFigures
          ? summaryInDollarsOf(
              inTodaysDollars ? result.year : null,
              `${result.message} Money available to you: ${formatCurrency(result.netAvailable)}.`,
            )
          : result.message
      }
    >
      <p>
        {result.rateAboveTable ? (
          <StatusBadge tone="warning">No estimate</StatusBadge>
        ) : !result.eligible ? (
          <StatusBadge tone="critical">Not eligible</StatusBadge>
        ) : shortfall ? (
          <StatusBadge tone="warning">Cash needed at closing</StatusBadge>
        ) : (
          <StatusBadge tone="success">Eligible</StatusBadge>
        )}{' '}
        {result.message}
      </p>
      {showFigures && (
        <>
          <ResultCard
            label="Money available to you"
            value={result.netAvailable}
            emphasis="primary"
            description={`What is left of the ${formatCurrency(result.principalLimit)} you can borrow after costs and paying off your mortgage.`}
          />
          <ResultList
            items={[
              {
                label: 'Principal limit (the most you can borrow)',
                value: result.principalLimit,
                description: `${(result.principalLimitFactor * 100).toFixed(1)}% of ${formatCurrency(result.maxClaimAmount)}, the home value up to the ${result.year} FHA limit of ${formatCurrency(result.fhaLimit)}.`,
              },
              { label: 'Upfront mortgage insurance', value: result.upfrontMip },
              { label: 'Lender origination fee', value: result.originationFee },
              { label: 'Other closing costs', value: result.closingCosts },
              { label: 'Mortgage payoff', value: result.mortgagePayoff },
              { label: 'Money available after costs and payoff', value: result.netAvailable },
              ...(shortfall ? [{ label: 'Cash you would bring to closing', value: result.cashToClose }] : []),
            ]}
          />
          <h4>Three ways to take the money</h4>
          <ResultList
            items={[
              { label: 'Lump sum in the first year', value: result.lumpSum, description: result.lumpSumExplanation },
              {
                label: 'Monthly payment for life (tenure)',
                value: result.monthlyTenurePayment,
                description: result.tenureExplanation,
              },
              { label: 'Line of credit', value: result.lineOfCredit, description: result.lineOfCreditExplanation },
            ]}
          />
          <TodaysDollarsToggle
            checked={inputs.todaysDollars}
            onCheckedChange={(on) => update('todaysDollars', on)}
            baseYear={result.year}
          />
          <Chart
            title={`How an unused line of credit grows${dollars}`}
            summary={`Left unused, a line of credit of ${formatCurrency(result.lineOfCredit)} could grow to about ${formatCurrency(tenYears?.available ?? result.lineOfCredit)} in 10 years${dollars}.`}
            kind="line"
            data={growth}
            xKey="year"
            xLabel="Years from now"
            series={[{ key: 'available', label: 'Credit available', format: { style: 'currency' } }]}
          />
        </>
      )}
      <HowCalculated
        {...howCalculatedWith(
          result,
          inTodaysDollars
            ? { baseYear: result.year, assumption: INFLATION, what: 'The line of credit in later years' }
            : null,
        )}
      />
    </LiveCalculator>
  );
}

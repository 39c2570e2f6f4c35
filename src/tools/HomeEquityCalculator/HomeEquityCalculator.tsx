import { useMemo } from 'react';
import { Chart, HowCalculated, ResultCard, ResultList, StatusBadge, formatCurrency, type StatusTone } from '../../kit';
import { calculateHomeEquity } from '../../finance';
import type { EquityStatus } from '../../finance/home/homeEquity';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { equityProjectionInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import {
  howCalculatedWith,
  inDollarsOf,
  summaryInDollarsOf,
  TodaysDollarsToggle,
} from '../shared/layout/TodaysDollars';
import { formatLongDate, todayIso } from '../shared/form/today';
import { DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['Your home and mortgage', ['homeValue', 'mortgageBalance', 'interestRate', 'loanTerm', 'yearsRemaining']],
  ['Looking ahead', ['annualAppreciation', 'yearsProjection']],
];
/** The yearly change in home value is not inflation: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** SPEC §4: excellent is green, good yellow, limited red — always with the words as well. */
const STATUS_TONE: Record<EquityStatus, StatusTone> = { excellent: 'success', good: 'warning', limited: 'critical' };

/** Home equity calculator (SPEC §3 inputs and outputs, §4 status bands, §5 bounds, §9 formulas and defaults): live results on every change. */
export function HomeEquityCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const result = useMemo(() => calculateHomeEquity({ ...inputs, today: todayIso() }), [inputs]);
  // "Today" is the year the projection starts (its row 0).
  const baseYear = result.yearlyProjection[0]?.calendarYear ?? new Date().getFullYear();
  const inTodaysDollars = inputs.todaysDollars;
  const projection = useMemo(
    () =>
      inTodaysDollars
        ? equityProjectionInTodaysDollars(result.yearlyProjection, INFLATION.percent)
        : result.yearlyProjection,
    [result, inTodaysDollars],
  );
  const futureEquity = projection[projection.length - 1]?.equity ?? result.futureEquity;
  const dollars = inTodaysDollars ? `, ${inDollarsOf(baseYear)}` : '';

  const chartData = projection.map((row) => ({
    year: row.calendarYear,
    homeValue: Math.round(row.homeValue),
    mortgageBalance: Math.round(row.mortgageBalance),
    equity: Math.round(row.equity),
  }));

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your home equity"
      summary={summaryInDollarsOf(
        inTodaysDollars ? baseYear : null,
        `Your equity today is ${formatCurrency(result.currentEquity)}, ${result.equityPercentage.toFixed(1)}% of your home’s value. In ${inputs.yearsProjection} ${inputs.yearsProjection === 1 ? 'year' : 'years'} it could be ${formatCurrency(futureEquity)}.`,
      )}
    >
      <ResultCard
        label="Equity today"
        value={result.currentEquity}
        emphasis="primary"
        description={`You own ${result.equityPercentage.toFixed(1)}% of your home's value.`}
      />
      <TodaysDollarsToggle
        checked={inputs.todaysDollars}
        onCheckedChange={(on) => update('todaysDollars', on)}
        baseYear={baseYear}
      />
      <p>
        <StatusBadge tone={STATUS_TONE[result.status]}>{result.statusLabel}</StatusBadge>
      </p>
      <ResultList
        items={[
          { label: 'Equity as a share of value', value: result.equityPercentage, format: { style: 'percent' } },
          {
            label: 'Loan-to-value',
            value: result.loanToValue,
            format: { style: 'percent' },
            description: 'What you owe as a share of the home’s value.',
          },
          {
            label: 'Equity you could borrow against',
            value: result.availableEquity,
            description: 'Lenders usually let total borrowing reach 80% of the home’s value.',
          },
          { label: 'Monthly payment (principal and interest)', value: result.monthlyPayment },
          { label: 'Interest still to pay', value: result.totalInterest },
          { label: 'Mortgage paid off by', value: formatLongDate(result.payoffDate) },
          {
            label: `Equity in ${inputs.yearsProjection} ${inputs.yearsProjection === 1 ? 'year' : 'years'}${dollars}`,
            value: futureEquity,
          },
        ]}
      />
      <Chart
        title={`How your equity may grow${dollars}`}
        summary={`If the home gains ${inputs.annualAppreciation}% a year and you keep paying the mortgage, your equity could reach ${formatCurrency(futureEquity)} in ${inputs.yearsProjection} ${inputs.yearsProjection === 1 ? 'year' : 'years'}${dollars}.`}
        kind="line"
        data={chartData}
        xKey="year"
        xLabel="Year"
        series={[
          { key: 'homeValue', label: 'Home value', format: { style: 'currency' } },
          { key: 'mortgageBalance', label: 'Mortgage balance', format: { style: 'currency' } },
          { key: 'equity', label: 'Equity', format: { style: 'currency' } },
        ]}
      />
      <HowCalculated
        {...howCalculatedWith(
          result,
          inTodaysDollars
            ? { baseYear, assumption: INFLATION, what: 'Each later year’s home value, mortgage balance and equity' }
            : null,
        )}
      />
    </LiveCalculator>
  );
}

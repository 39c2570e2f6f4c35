import { useMemo } from 'react';
import { Chart, DataTable, type DataTableColumn, HowCalculated, Recommendations, ResultCard, ResultList, formatCurrency, formatPercent } from '../../kit';
import { PLANNER_BOUNDS } from '../../finance/withdrawalPlanner';
import { inflationAssumption } from '../../finance/todaysDollars';
import { plannerInTodaysDollars } from '../../finance/todaysDollarsProjections';
import { howCalculatedWith, inDollarsOf, summaryInDollarsOf, TODAYS_DOLLARS_DEFAULT, TodaysDollarsToggle, withoutTodaysDollars } from '../shared/TodaysDollars';
import { OnDemandCalculator, ToolFieldsets, useCalculateOnDemand, useCalculatorForm, type ToolFieldset } from '../shared/Calculator';
import { DEFAULTS, FIELDS } from './fields';
import { computePlan, scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'withdrawal-planner';
const FORM_DEFAULTS = { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT };
/** The planner has no inflation input (spending is not raised): the site-wide assumption. */
const INFLATION = inflationAssumption();
type Inputs = typeof DEFAULTS;
const b = PLANNER_BOUNDS;

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<Inputs>[] = [
  ['You', ['currentAge', 'filingStatus', 'taxYear', 'annualIncome']],
  ['Your savings', ['traditionalBalance', 'rothBalance', 'taxableBalance']],
];

type PlanRow = ReturnType<typeof computePlan>['rows'][number];

/** The year-by-year table: each row is headed "2027 · age 67", so it reads as one group on a phone. */
const YEAR_COLUMNS: readonly DataTableColumn<PlanRow>[] = [
  // No-break spaces: in a tight column the heading wraps only after the dot ("Year 4 ·" / "age 68").
  { header: 'Year and age', cell: (r) => `Year\u00a0${r.year} · age\u00a0${r.age}` },
  { header: 'From traditional', numeric: true, cell: (r) => formatCurrency(r.traditionalWithdrawal) },
  { header: 'From Roth', numeric: true, cell: (r) => formatCurrency(r.rothWithdrawal) },
  { header: 'From taxable', numeric: true, cell: (r) => formatCurrency(r.taxableWithdrawal) },
  { header: 'Total income', numeric: true, cell: (r) => formatCurrency(r.totalIncome) },
  { header: 'Tax', numeric: true, cell: (r) => formatCurrency(r.taxOwed) },
  { header: 'After tax', numeric: true, cell: (r) => formatCurrency(r.afterTaxIncome) },
  { header: 'Traditional left', numeric: true, cell: (r) => formatCurrency(r.traditionalBalance) },
  { header: 'Roth left', numeric: true, cell: (r) => formatCurrency(r.rothBalance) },
  { header: 'Taxable left', numeric: true, cell: (r) => formatCurrency(r.taxableBalance) },
];

/** Tax-Efficient Withdrawal Planner, multi-year (SPEC §3, §4, §5, §9): results only when Calculate is pressed. */
export function WithdrawalPlanner(_props: ToolProps) {
  const form = useCalculatorForm(TOOL_ID, FORM_DEFAULTS, FIELDS, scenario);
  const { inputs, update } = form;
  // SPEC §4: the plan does not follow the inputs live; it changes only on Calculate.
  const calculation = useCalculateOnDemand(useMemo(() => withoutTodaysDollars(inputs), [inputs]), computePlan);
  const nominal = calculation.result;
  // Row 1 is the tax year, so "today" is the tax year and row i is i − 1 years out.
  const inTodaysDollars = nominal !== null && inputs.todaysDollars;
  const result = useMemo(() => (nominal && inTodaysDollars ? { ...nominal, ...plannerInTodaysDollars(nominal.rows, INFLATION.percent) } : nominal), [nominal, inTodaysDollars]);
  const dollars = result && inTodaysDollars ? `, ${inDollarsOf(result.taxYear)}` : '';
  const shownRows = result ? result.rows.slice(0, result.shownYears) : [];
  const chartData = result
    ? result.rows.map((r) => ({
        age: r.age,
        traditional: Math.round(r.traditionalBalance),
        roth: Math.round(r.rothBalance),
        taxable: Math.round(r.taxableBalance),
      }))
    : [];
  const lastRow = result?.rows[result.rows.length - 1];

  return (
    <OnDemandCalculator
      form={form}
      calculation={{ ...calculation, result }}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your withdrawal plan, year by year"
      emptyMessage="Enter your details and press Calculate to see a year-by-year plan."
      summary={(result) =>
        result.rows.length === 0
          ? 'With no savings in any account there is nothing to plan.'
          : summaryInDollarsOf(
              inTodaysDollars ? result.taxYear : null,
              `Your savings last ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}. Over the plan you pay ${formatCurrency(result.totalTaxes)} in federal income tax and keep ${formatPercent(result.taxEfficiency, 1)} of what you withdraw.`,
            )
      }
      detailsTitle="Year by year"
      details={
        result && shownRows.length > 0 ? (
          <DataTable
            caption={`Year-by-year plan${dollars}. ${
              result.totalYears > result.shownYears
                ? `Showing the first ${result.shownYears} of ${result.totalYears} years.`
                : `Showing all ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}.`
            }`}
            columns={YEAR_COLUMNS}
            rows={shownRows}
            rowKey={(r) => String(r.year)}
            columnWidthEm={5.5}
          />
        ) : null
      }
    >
      {(result) => (
        <>
          {result.rows.length > 0 ? <TodaysDollarsToggle checked={inputs.todaysDollars} onCheckedChange={(on) => update('todaysDollars', on)} baseYear={result.taxYear} /> : null}
          {result.rows.length === 0 ? <p>With no savings in any account there is nothing to plan. Enter at least one balance.</p> : null}
          <ResultCard
            label="Tax efficiency"
            value={formatPercent(result.taxEfficiency, 1)}
            displayType="text"
            emphasis="primary"
            description="The share of everything you withdraw that you keep after federal income tax."
          />
          <ResultList
            items={[
              { label: `Total taxes${dollars}`, value: result.totalTaxes, displayType: 'currency' },
              { label: `Total after-tax income${dollars}`, value: result.totalAfterTaxIncome, displayType: 'currency' },
              { label: 'Years your savings last', value: `${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}`, displayType: 'text', description: `The plan runs at most ${b.maxYears} years.` },
            ]}
          />
          {chartData.length > 0 && lastRow ? (
            <Chart
              title={`Account balances over the plan${dollars}`}
              summary={`Your savings last ${result.totalYears} ${result.totalYears === 1 ? "year" : "years"} on this plan; at age ${lastRow.age} you would have ${formatCurrency(lastRow.traditionalBalance)} left in traditional, ${formatCurrency(lastRow.rothBalance)} in Roth and ${formatCurrency(lastRow.taxableBalance)} in taxable accounts${dollars}.`}
              kind="line"
              data={chartData}
              xKey="age"
              xLabel="Age"
              series={[{ key: 'traditional', label: 'Traditional', format: 'currency' }, { key: 'roth', label: 'Roth', format: 'currency' }, { key: 'taxable', label: 'Taxable', format: 'currency' }]}
            />
          ) : null}
          <Recommendations headingLevel={3} items={result.recommendations} />
          <HowCalculated
            {...howCalculatedWith(result, inTodaysDollars ? { baseYear: result.taxYear, assumption: INFLATION, what: 'Each later year’s withdrawals, tax and balances' } : null)}
            taxYear={result.taxYear}
          />
        </>
      )}
    </OnDemandCalculator>
  );
}

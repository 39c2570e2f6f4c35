import { memo, useDeferredValue, useMemo } from 'react';
import { Chart, type ChartSeries, DataTable, type DataTableColumn, HowCalculated, Recommendations, ResultCard, ResultList, formatCurrency, formatPercent } from '../../kit';
import { PLANNER_BOUNDS } from '../../finance/withdrawalPlannerBounds';
import { inflationAssumption } from '../../finance/todaysDollars';
import { plannerInTodaysDollars } from '../../finance/todaysDollarsProjections';
import { howCalculatedWith, inDollarsOf, summaryInDollarsOf, TODAYS_DOLLARS_DEFAULT, TodaysDollarsToggle, withoutTodaysDollars } from '../shared/TodaysDollars';
import { OnDemandCalculator, ToolFieldsets, useCalculateOnDemand, useCalculatorForm, type ToolFieldset } from '../shared/Calculator';
import { DEFAULTS, FIELDS } from './fields';
import { computeLoadedPlan, loadPlan, plannerScenario } from './lazyPlan';
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
  ['Social Security, and if one of you dies (optional)', ['socialSecurity', 'spouseSocialSecurity', 'deathYear']],
];

type Plan = ReturnType<typeof computeLoadedPlan>;
type PlanRow = Plan['rows'][number];
type WidowRow = NonNullable<Plan['widow']>['years'][number];

const signed = (n: number) => (Math.round(n) === 0 ? formatCurrency(0) : `${n > 0 ? '+' : '−'}${formatCurrency(Math.abs(n))}`);

const WIDOW_COLUMNS: readonly DataTableColumn<WidowRow>[] = [
  { header: 'Year', cell: (r) => String(r.year) },
  { header: 'Income', numeric: true, cell: (r) => signed(r.incomeChange) },
  { header: 'Tax', numeric: true, cell: (r) => signed(r.taxChange) },
  { header: 'Medicare surcharge', numeric: true, cell: (r) => signed(r.premiumChange) },
];

const rises = (n: number, what: string) =>
  Math.round(n) === 0 ? `${what} stays the same` : `${what} ${n > 0 ? 'rises' : 'falls'} by ${formatCurrency(Math.abs(n))} a year`;

/** "If one of us dies": the first survivor year in one sentence, and when premiums change. */
export function widowSentences(plan: Plan): string[] {
  const w = plan.widow;
  if (!w) return [];
  if (w.error) return [w.error];
  const first = w.years[0];
  if (!first) return [`The plan ends in ${w.deathYear}, so a death that year changes nothing it shows.`];
  const income = first.incomeChange < 0 ? `${formatCurrency(-first.incomeChange)} less income` : 'the same income';
  const lines = [`After a death in ${w.deathYear}, the survivor files as single from ${first.year}: ${rises(first.taxChange, 'your tax')} on ${income}.`];
  const premiums = w.years.find((y) => Math.round(y.premiumChange) !== 0);
  lines.push(
    premiums
      ? `Medicare premiums follow the tax return of two years before: from ${premiums.year} the survivor’s income-related surcharge ${premiums.premiumChange > 0 ? 'is' : 'is lower by'} ${formatCurrency(Math.abs(premiums.premiumChange))} ${premiums.premiumChange > 0 ? 'more' : ''} a year than the two of you would have paid.`.replace('  ', ' ')
      : 'Medicare’s income-related surcharge does not change in the years shown.',
  );
  lines.push('A survivor with a dependent child may file as a qualifying surviving spouse, on the joint brackets, for two more years; this plan assumes no dependent child.');
  return lines;
}

/** Which years cross a Medicare income threshold, and the room left below the next cliffs in the first year. */
export function cliffSentences(plan: Plan): string[] {
  const lines: string[] = [];
  const shown = plan.irmaaCrossings.slice(0, 3);
  for (const c of shown)
    lines.push(
      `Your ${c.incomeYear} income (${formatCurrency(c.magi)}) puts your ${c.premiumYear} Medicare premiums in income tier ${c.tier}: ${formatCurrency(c.surcharge)} more than the standard premiums that year.`,
    );
  if (plan.irmaaCrossings.length > shown.length) lines.push(`${plan.irmaaCrossings.length - shown.length} more years step up a tier; the year-by-year table shows each year’s surcharge.`);
  const first = plan.rows[0];
  if (first) {
    const bracket = first.roomToNextBracket === null ? 'you are in the top tax bracket' : `${formatCurrency(first.roomToNextBracket)} more income fits before the next tax bracket`;
    const medicare =
      first.roomToNextIrmaa === null
        ? 'you are in Medicare’s top income tier'
        : `${formatCurrency(first.roomToNextIrmaa)} more before the next Medicare threshold (premiums in ${first.calendarYear + 2})`;
    lines.push(`Room to the next cliff in ${first.calendarYear}: ${bracket}, and ${medicare}.`);
  }
  return lines;
}

/** The year-by-year table: each row is headed "2027 · age 67", so it reads as one group on a phone. */
const YEAR_COLUMNS: readonly DataTableColumn<PlanRow>[] = [
  // No-break spaces: in a tight column the heading wraps only after the dot ("Year 4 ·" / "age 68").
  { header: 'Year and age', cell: (r) => `Year\u00a0${r.year} · age\u00a0${r.age}` },
  { header: 'From traditional', numeric: true, cell: (r) => formatCurrency(r.traditionalWithdrawal) },
  { header: 'From Roth', numeric: true, cell: (r) => formatCurrency(r.rothWithdrawal) },
  { header: 'From taxable', numeric: true, cell: (r) => formatCurrency(r.taxableWithdrawal) },
  { header: 'Social Security', numeric: true, cell: (r) => formatCurrency(r.socialSecurity) },
  { header: 'Total income', numeric: true, cell: (r) => formatCurrency(r.totalIncome) },
  { header: 'Tax', numeric: true, cell: (r) => formatCurrency(r.taxOwed) },
  { header: 'Medicare surcharge', numeric: true, cell: (r) => formatCurrency(r.medicareSurcharge) },
  { header: 'After tax', numeric: true, cell: (r) => formatCurrency(r.afterTaxIncome) },
];

/**
 * What is left in each account after the year's withdrawals: its own table, so each of the two
 * is a real table at 1,280 px (twelve columns in one needed about 1,180 px and stacked there; H7).
 */
const BALANCE_COLUMNS: readonly DataTableColumn<PlanRow>[] = [
  YEAR_COLUMNS[0]!,
  { header: 'Traditional left', numeric: true, cell: (r) => formatCurrency(r.traditionalBalance) },
  { header: 'Roth left', numeric: true, cell: (r) => formatCurrency(r.rothBalance) },
  { header: 'Taxable left', numeric: true, cell: (r) => formatCurrency(r.taxableBalance) },
];

function shownYearsText(plan: { totalYears: number; shownYears: number }): string {
  return plan.totalYears > plan.shownYears
    ? `Showing the first ${plan.shownYears} of ${plan.totalYears} years.`
    : `Showing all ${plan.totalYears} ${plan.totalYears === 1 ? 'year' : 'years'}.`;
}

const BALANCE_SERIES: readonly ChartSeries[] = [
  { key: 'traditional', label: 'Traditional', format: { style: 'currency' } },
  { key: 'roth', label: 'Roth', format: { style: 'currency' } },
  { key: 'taxable', label: 'Taxable', format: { style: 'currency' } },
];

/*
 * The parts of the results that grow with the plan's years (the year-by-year tables, the chart) are
 * memoised on the plan: a render that keeps the same plan (the press itself, typing in the form)
 * leaves them alone, and they are drawn again only in the background render that brings a new plan
 * (useDeferredValue below). Re-rendering them with the press cost ~40 % of Calculate (issue H2, item 10).
 */

/** The year-by-year plan and the balances left, each a table of the years shown. */
const PlanTables = memo(function PlanTables({ plan, dollars }: { plan: Plan; dollars: string }) {
  const shownRows = plan.rows.slice(0, plan.shownYears);
  if (shownRows.length === 0) return null;
  return (
    <>
      <DataTable
        caption={`Year-by-year plan${dollars}. ${shownYearsText(plan)}`}
        columns={YEAR_COLUMNS}
        rows={shownRows}
        rowKey={(r) => String(r.year)}
        columnWidthEm={5.5}
      />
      <DataTable
        caption={`Left in each account at the end of the year${dollars}. ${shownYearsText(plan)}`}
        columns={BALANCE_COLUMNS}
        rows={shownRows}
        rowKey={(r) => String(r.year)}
      />
    </>
  );
});

/** The survivor's change in income, tax and premiums, year by year. */
const WidowTable = memo(function WidowTable({ years }: { years: readonly WidowRow[] }) {
  return years.length > 0 ? (
    <DataTable
      caption={`Change for the survivor against both of you living, each year (in that year’s dollars). Showing ${Math.min(years.length, b.shownYears)} of ${years.length} years.`}
      columns={WIDOW_COLUMNS}
      rows={years.slice(0, b.shownYears)}
      rowKey={(r) => String(r.year)}
      columnWidthEm={5.5}
    />
  ) : null;
});

/** Each account's balance over the plan, drawn, with its table. */
const BalancesChart = memo(function BalancesChart({ plan, dollars }: { plan: Plan; dollars: string }) {
  const lastRow = plan.rows[plan.rows.length - 1];
  const data = useMemo(
    () =>
      plan.rows.map((r) => ({
        age: r.age,
        traditional: Math.round(r.traditionalBalance),
        roth: Math.round(r.rothBalance),
        taxable: Math.round(r.taxableBalance),
      })),
    [plan],
  );
  return lastRow ? (
    <Chart
      title={`Account balances over the plan${dollars}`}
      summary={`Your savings last ${plan.totalYears} ${plan.totalYears === 1 ? 'year' : 'years'} on this plan; at age ${lastRow.age} you would have ${formatCurrency(lastRow.traditionalBalance)} left in traditional, ${formatCurrency(lastRow.rothBalance)} in Roth and ${formatCurrency(lastRow.taxableBalance)} in taxable accounts${dollars}.`}
      kind="line"
      data={data}
      xKey="age"
      xLabel="Age"
      series={BALANCE_SERIES}
    />
  ) : null;
});

/** Tax-Efficient Withdrawal Planner, multi-year (SPEC §3, §4, §5, §9): results only when Calculate is pressed. */
export function WithdrawalPlanner(_props: ToolProps) {
  const form = useCalculatorForm(TOOL_ID, FORM_DEFAULTS, FIELDS, plannerScenario);
  const { inputs, update } = form;
  // SPEC §4: the plan does not follow the inputs live; it changes only on Calculate.
  // The calculation is fetched on the first press (or when the reader starts working in the tool).
  const calculation = useCalculateOnDemand(useMemo(() => withoutTodaysDollars(inputs), [inputs]), computeLoadedPlan, loadPlan);
  const nominal = calculation.result;
  // Row 1 is the tax year, so "today" is the tax year and row i is i − 1 years out.
  const inTodaysDollars = nominal !== null && inputs.todaysDollars;
  const result = useMemo(() => (nominal && inTodaysDollars ? { ...nominal, ...plannerInTodaysDollars(nominal.rows, INFLATION.percent) } : nominal), [nominal, inTodaysDollars]);
  const dollars = result && inTodaysDollars ? `, ${inDollarsOf(result.taxYear)}` : '';
  // Calculate commits the summary and totals first; the chart and the year-by-year tables (the costly
  // part of the render) follow in a background render, so the click answers at once (issue H2, item 10).
  // The plan and its dollars travel together, so a background render never pairs one press's rows
  // with another's heading.
  // The form's fields as they were while the inputs are unchanged: the press re-renders the results only.
  const fieldsets = useMemo(() => <ToolFieldsets sets={FIELDSETS} field={form.field} />, [form.field]);
  const later = useDeferredValue(useMemo(() => (result ? { plan: result, dollars } : null), [result, dollars]));

  return (
    <OnDemandCalculator
      form={form}
      calculation={{ ...calculation, result }}
      inputs={fieldsets}
      title="Your withdrawal plan, year by year"
      emptyMessage="Enter your details and press Calculate to see a year-by-year plan."
      summary={(result) =>
        result.rows.length === 0
          ? 'With no savings in any account there is nothing to plan.'
          : summaryInDollarsOf(
              inTodaysDollars ? result.taxYear : null,
              `Your savings last ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}. Over the plan you pay ${formatCurrency(result.totalTaxes)} in federal income tax${result.totalMedicareSurcharge > 0 ? ` and ${formatCurrency(result.totalMedicareSurcharge)} in Medicare surcharges` : ''} and keep ${formatPercent(result.taxEfficiency, 1)} of what you withdraw.${result.widow ? ` ${widowSentences(result)[0]}` : ''}`,
            )
      }
      detailsTitle="Year by year"
      details={later && Math.min(later.plan.rows.length, later.plan.shownYears) > 0 ? <PlanTables {...later} /> : null}
    >
      {(result) => (
        <>
          {result.rows.length > 0 ? <TodaysDollarsToggle checked={inputs.todaysDollars} onCheckedChange={(on) => update('todaysDollars', on)} baseYear={result.taxYear} /> : null}
          {result.rows.length === 0 ? <p>With no savings in any account there is nothing to plan. Enter at least one balance.</p> : null}
          <ResultCard
            label="Tax efficiency"
            value={formatPercent(result.taxEfficiency, 1)}
            emphasis="primary"
            description="The share of everything you withdraw or receive that you keep after federal income tax and Medicare’s income-related surcharges."
          />
          <Recommendations title="Medicare and tax cliffs" headingLevel={3} items={cliffSentences(nominal ?? result)} />
          {result.widow ? (
            <>
              <Recommendations title={`If one of you dies in ${result.widow.deathYear}`} headingLevel={3} items={widowSentences(nominal ?? result)} />
              {later?.plan.widow ? <WidowTable years={later.plan.widow.years} /> : null}
            </>
          ) : null}
          <ResultList
            items={[
              { label: `Total taxes${dollars}`, value: result.totalTaxes },
              ...(result.totalMedicareSurcharge > 0 ? [{ label: `Total Medicare surcharges${dollars}`, value: result.totalMedicareSurcharge }] : []),
              { label: `Total after-tax income${dollars}`, value: result.totalAfterTaxIncome },
              { label: 'Years your savings last', value: `${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}`, description: `The plan runs at most ${b.maxYears} years.` },
            ]}
          />
          {later ? <BalancesChart {...later} /> : null}
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

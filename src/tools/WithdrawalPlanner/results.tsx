import { memo, useMemo } from 'react';
import { Chart, type ChartSeries, DataTable, type DataTableColumn, formatCurrency } from '../../kit';
import { PLANNER_BOUNDS } from '../../finance/tax/withdrawalPlannerBounds';
import type { computePlan } from './plan';

/*
 * What the planner shows once a plan is worked out: its sentences, tables and chart. Nothing here
 * is drawn before the first Calculate, so it comes with the calculation (planView.ts, fetched on
 * demand) and not among the scripts the page and its articles load before they are idle.
 */

export { Recommendations } from '../../kit';
export { plannerInTodaysDollars } from '../../finance/core/todaysDollarsProjections';

const b = PLANNER_BOUNDS;
export type Plan = ReturnType<typeof computePlan>;
type PlanRow = Plan['rows'][number];
type WidowRow = NonNullable<Plan['widow']>['years'][number];

const signed = (n: number) =>
  Math.round(n) === 0 ? formatCurrency(0) : `${n > 0 ? '+' : '−'}${formatCurrency(Math.abs(n))}`;

const WIDOW_COLUMNS: readonly DataTableColumn<WidowRow>[] = [
  { header: 'Year', cell: (r) => String(r.year) },
  { header: 'Income', numeric: true, cell: (r) => signed(r.incomeChange) },
  { header: 'Tax', numeric: true, cell: (r) => signed(r.taxChange) },
  { header: 'Medicare surcharge', numeric: true, cell: (r) => signed(r.premiumChange) },
];

const rises = (n: number, what: string) =>
  Math.round(n) === 0
    ? `${what} stays the same`
    : `${what} ${n > 0 ? 'rises' : 'falls'} by ${formatCurrency(Math.abs(n))} a year`;

/** "If one of us dies": the first survivor year in one sentence, and when premiums change. */
export function widowSentences(plan: Plan): string[] {
  const w = plan.widow;
  if (!w) return [];
  if (w.error) return [w.error];
  const first = w.years[0];
  if (!first) return [`The plan ends in ${w.deathYear}, so a death that year changes nothing it shows.`];
  const income = first.incomeChange < 0 ? `${formatCurrency(-first.incomeChange)} less income` : 'the same income';
  const lines = [
    `After a death in ${w.deathYear}, the survivor files as single from ${first.year}: ${rises(first.taxChange, 'your tax')} on ${income}.`,
  ];
  const premiums = w.years.find((y) => Math.round(y.premiumChange) !== 0);
  lines.push(
    premiums
      ? `Medicare premiums follow the tax return of two years before: from ${premiums.year} the survivor’s income-related surcharge ${premiums.premiumChange > 0 ? 'is' : 'is lower by'} ${formatCurrency(Math.abs(premiums.premiumChange))} ${premiums.premiumChange > 0 ? 'more' : ''} a year than the two of you would have paid.`.replace(
          '  ',
          ' ',
        )
      : 'Medicare’s income-related surcharge does not change in the years shown.',
  );
  lines.push(
    'A survivor with a dependent child may file as a qualifying surviving spouse, on the joint brackets, for two more years; this plan assumes no dependent child.',
  );
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
  if (plan.irmaaCrossings.length > shown.length)
    lines.push(
      `${plan.irmaaCrossings.length - shown.length} more years step up a tier; the year-by-year table shows each year’s surcharge.`,
    );
  const first = plan.rows[0];
  if (first) {
    const bracket =
      first.roomToNextBracket === null
        ? 'you are in the top tax bracket'
        : `${formatCurrency(first.roomToNextBracket)} more income fits before the next tax bracket`;
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
export const PlanTables = memo(function PlanTables({ plan, dollars }: { plan: Plan; dollars: string }) {
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
export const WidowTable = memo(function WidowTable({ years }: { years: readonly WidowRow[] }) {
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
export const BalancesChart = memo(function BalancesChart({ plan, dollars }: { plan: Plan; dollars: string }) {
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

import { memo, useMemo } from 'react';
import { Chart, type ChartSeries, DataTable, type DataTableColumn, formatCurrency } from '../../kit';
import type { computePlan } from './plan';
import * as m from './messages';
import { outcomeSentence, whoReaches } from './outcome';

/*
 * What the planner shows once a plan is worked out: its sentences, tables and chart. Nothing here
 * is drawn before the first Calculate, so it comes with the calculation (planView.ts, fetched on
 * demand) and not among the scripts the page and its articles load before they are idle.
 */

export { Recommendations } from '../../kit';
export { plannerInTodaysDollars, plannerOutcomeInTodaysDollars } from '../../finance/core/todaysDollarsProjections';

export type Plan = ReturnType<typeof computePlan>;
// How the plan ended lives in outcome.ts, so My plan words it as the tool does without loading this view.
export { lastsValue, outcomeSentence } from './outcome';
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

/**
 * The reader's figures as the plan reads them, so a need meant "on top of" Social Security is caught before the
 * answer is trusted: "You need $72,000 a year in all; Social Security pays $46,200 of it, so $25,800 comes from
 * your savings."
 */
export function readingSentence(plan: Pick<Plan, 'incomeNeed' | 'socialSecurityPaid' | 'needFromSavings'>): string {
  const need = formatCurrency(plan.incomeNeed);
  if (plan.incomeNeed <= 0)
    return 'You entered no yearly income need, so your savings give only what required minimum distributions take.';
  if (plan.socialSecurityPaid <= 0)
    return `You need ${need} a year in all, before tax; with no Social Security entered, all of it comes from your savings.`;
  if (plan.needFromSavings <= 0)
    return `You need ${need} a year in all, before tax; Social Security pays all of it (${formatCurrency(plan.socialSecurityPaid)} a year), so your savings give only what required minimum distributions take.`;
  return `You need ${need} a year in all, before tax; Social Security pays ${formatCurrency(plan.socialSecurityPaid)} of it, so ${formatCurrency(plan.needFromSavings)} comes from your savings.`;
}

/** The plan's span in words: "31 years, 2026 to 2056, until you are 95". */
export function planSpan(plan: Plan): string {
  const first = plan.rows[0]?.calendarYear;
  const years = `${plan.planYears} ${plan.planYears === 1 ? 'year' : 'years'}`;
  if (first === undefined) return years;
  const last = first + plan.planYears - 1;
  return `${years}, ${plan.planYears === 1 ? first : `${first} to ${last}`}, until ${whoReaches(plan)} ${plan.planToAge}`;
}

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

/**
 * Each row's heading, "Year 4 · age 68", or for a couple "Year 4 · you 68, spouse 66" (you alone after a death),
 * so it reads as one group on a phone. No-break spaces: in a tight column it wraps only after the dot or comma.
 */
const yearColumn = (couple: boolean): DataTableColumn<PlanRow> =>
  couple
    ? {
        header: 'Year and ages',
        cell: (r) =>
          `Year\u00a0${r.year} · you\u00a0${r.age}${r.spouseAge === null ? '' : `, spouse\u00a0${r.spouseAge}`}`,
      }
    : { header: 'Year and age', cell: (r) => `Year\u00a0${r.year} · age\u00a0${r.age}` };

/** The year-by-year table's money columns. */
const YEAR_COLUMNS: readonly DataTableColumn<PlanRow>[] = [
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
  { header: 'Traditional left', numeric: true, cell: (r) => formatCurrency(r.traditionalBalance) },
  { header: 'Roth left', numeric: true, cell: (r) => formatCurrency(r.rothBalance) },
  { header: 'Taxable left', numeric: true, cell: (r) => formatCurrency(r.taxableBalance) },
];

/** Every year is shown (the table sits full width, outside the live region): the caption says how many, and which. */
function yearsText(plan: Plan): string {
  const first = plan.rows[0];
  const last = plan.rows[plan.rows.length - 1];
  if (!first || !last) return '';
  const n = plan.rows.length;
  return n === 1
    ? m.oneYear({ year: first.calendarYear })
    : m.allYearsFromTo({ years: n, first: first.calendarYear, last: last.calendarYear });
}

const balanceSeries = (): readonly ChartSeries[] => [
  { key: 'traditional', label: m.seriesTraditional(), format: { style: 'currency' } },
  { key: 'roth', label: m.seriesRoth(), format: { style: 'currency' } },
  { key: 'taxable', label: m.seriesTaxable(), format: { style: 'currency' } },
];

/*
 * The parts of the results that grow with the plan's years (the year-by-year tables, the chart) are
 * memoised on the plan: a render that keeps the same plan (the press itself, typing in the form)
 * leaves them alone, and they are drawn again only in the background render that brings a new plan
 * (useDeferredValue below). Re-rendering them with the press cost ~40 % of Calculate (issue H2, item 10).
 */

/**
 * The year-by-year plan and the balances left, each a table of every year. SPEC §9 shows only the first 10 years
 * with a note; a plan to 95 often runs out after year 10, so all years are shown (docs/deviations.md, I6-3).
 */
export const PlanTables = memo(function PlanTables({ plan, dollars }: { plan: Plan; dollars: string }) {
  const couple = plan.rows.some((r) => r.spouseAge !== null);
  const columns = useMemo(() => {
    const year = yearColumn(couple);
    return { plan: [year, ...YEAR_COLUMNS], balances: [year, ...BALANCE_COLUMNS] };
  }, [couple]);
  if (plan.rows.length === 0) return null;
  return (
    <>
      <DataTable
        caption={m.planCaption({ dollars, years: yearsText(plan) })}
        columns={columns.plan}
        rows={plan.rows}
        rowKey={(r) => String(r.year)}
        columnWidthEm={5.5}
      />
      <DataTable
        caption={m.balancesCaption({ dollars, years: yearsText(plan) })}
        columns={columns.balances}
        rows={plan.rows}
        rowKey={(r) => String(r.year)}
      />
    </>
  );
});

/** The survivor's change in income, tax and premiums, year by year. */
export const WidowTable = memo(function WidowTable({ years }: { years: readonly WidowRow[] }) {
  return years.length > 0 ? (
    <DataTable
      caption={m.widowCaption({ years: years.length })}
      columns={WIDOW_COLUMNS}
      rows={years}
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
      title={m.chartTitle({ dollars })}
      summary={m.chartSummary({
        outcome: `${outcomeSentence(plan) ?? ''} `,
        age: lastRow.age,
        traditional: formatCurrency(lastRow.traditionalBalance),
        roth: formatCurrency(lastRow.rothBalance),
        taxable: formatCurrency(lastRow.taxableBalance),
        dollars,
      })}
      kind="line"
      data={data}
      xKey="age"
      xLabel={m.chartAge()}
      series={balanceSeries()}
    />
  ) : null;
});

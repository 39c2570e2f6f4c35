import { memo, useMemo } from 'react';
import { Chart, moneySeries, type ChartSeries, DataTable, type DataTableColumn, formatCurrency } from '../../kit';
import type { computePlan } from './plan';
import * as m from './messages';
import { couple as coupleOf, outcomeSentence } from './outcome';
import { widowErrorWords } from './plannerWords';

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
// The engine's advice and "How this is calculated" come as facts: worded with the view, after Calculate.
export { adviceWords, explanationWords } from './plannerWords';
type PlanRow = Plan['rows'][number];
type WidowRow = NonNullable<Plan['widow']>['years'][number];

const signed = (n: number) =>
  Math.round(n) === 0 ? formatCurrency(0) : `${n > 0 ? '+' : '−'}${formatCurrency(Math.abs(n))}`;

const widowColumns = (): readonly DataTableColumn<WidowRow>[] => [
  { header: m.yearColumn(), cell: (r) => String(r.year) },
  { header: m.incomeColumn(), numeric: true, cell: (r) => signed(r.incomeChange) },
  { header: m.taxColumn(), numeric: true, cell: (r) => signed(r.taxChange) },
  { header: m.surchargeColumn(), numeric: true, cell: (r) => signed(r.premiumChange) },
];

/** How a yearly amount moved: "same", or "rises"/"falls" by it. */
const change = (n: number) => (Math.round(n) === 0 ? 'same' : n > 0 ? 'rises' : 'falls');

/**
 * The reader's figures as the plan reads them, so a need meant "on top of" Social Security is caught before the
 * answer is trusted: "You need $72,000 a year in all; Social Security pays $46,200 of it, so $25,800 comes from
 * your savings."
 */
export function readingSentence(plan: Pick<Plan, 'incomeNeed' | 'socialSecurityPaid' | 'needFromSavings'>): string {
  const need = formatCurrency(plan.incomeNeed);
  if (plan.incomeNeed <= 0) return m.readingNoNeed();
  if (plan.socialSecurityPaid <= 0) return m.readingNoSocialSecurity({ need });
  const socialSecurity = formatCurrency(plan.socialSecurityPaid);
  if (plan.needFromSavings <= 0) return m.readingSocialSecurityAll({ need, socialSecurity });
  return m.readingSplit({ need, socialSecurity, fromSavings: formatCurrency(plan.needFromSavings) });
}

/** The plan's span in words: "31 years, 2026 to 2056, until you are 95". */
export function planSpan(plan: Plan): string {
  const first = plan.rows[0]?.calendarYear;
  if (first === undefined) return m.planSpanYears({ years: plan.planYears });
  return m.planSpan({
    years: plan.planYears,
    first,
    last: first + plan.planYears - 1,
    couple: coupleOf(plan),
    age: plan.planToAge,
  });
}

/** "If one of us dies": the first survivor year in one sentence, and when premiums change. */
export function widowSentences(plan: Plan): string[] {
  const w = plan.widow;
  if (!w) return [];
  if (w.error) return [widowErrorWords(w.error)];
  const first = w.years[0];
  if (!first) return [m.widowNothing({ year: w.deathYear })];
  const lines = [
    m.widowFirst({
      deathYear: w.deathYear,
      year: first.year,
      tax: change(first.taxChange),
      amount: formatCurrency(Math.abs(first.taxChange)),
      income: first.incomeChange < 0 ? formatCurrency(-first.incomeChange) : 'none',
    }),
  ];
  const premiums = w.years.find((y) => Math.round(y.premiumChange) !== 0);
  lines.push(
    premiums
      ? (premiums.premiumChange > 0 ? m.widowPremiumsMore : m.widowPremiumsLess)({
          year: premiums.year,
          amount: formatCurrency(Math.abs(premiums.premiumChange)),
        })
      : m.widowPremiumsSame(),
  );
  lines.push(m.widowChild());
  return lines;
}

/** Which years cross a Medicare income threshold, and the room left below the next cliffs in the first year. */
export function cliffSentences(plan: Plan): string[] {
  const lines: string[] = [];
  const shown = plan.irmaaCrossings.slice(0, 3);
  for (const c of shown)
    lines.push(
      m.cliffCrossing({
        incomeYear: c.incomeYear,
        magi: formatCurrency(c.magi),
        premiumYear: c.premiumYear,
        tier: c.tier,
        surcharge: formatCurrency(c.surcharge),
      }),
    );
  if (plan.irmaaCrossings.length > shown.length)
    lines.push(m.cliffMore({ count: plan.irmaaCrossings.length - shown.length }));
  const first = plan.rows[0];
  if (first)
    lines.push(
      m.cliffRoom({
        year: first.calendarYear,
        bracket: first.roomToNextBracket === null ? 'top' : formatCurrency(first.roomToNextBracket),
        medicare: first.roomToNextIrmaa === null ? 'top' : formatCurrency(first.roomToNextIrmaa),
        premiumYear: first.calendarYear + 2,
      }),
    );
  return lines;
}

/**
 * Each row's heading, "Year 4 · age 68", or for a couple "Year 4 · you 68, spouse 66" (you alone after a death),
 * so it reads as one group on a phone. No-break spaces: in a tight column it wraps only after the dot or comma.
 */
/** A no-break space between a word and its number ({space} in the catalog, so the JSON shows where). */
const NO_BREAK = '\u00a0';

const yearColumn = (couple: boolean): DataTableColumn<PlanRow> =>
  couple
    ? {
        header: m.yearAndAges(),
        cell: (r) =>
          m.yearCellCouple({
            year: r.year,
            age: r.age,
            spouse: r.spouseAge === null ? 'none' : r.spouseAge,
            space: NO_BREAK,
          }),
      }
    : { header: m.yearAndAge(), cell: (r) => m.yearCell({ year: r.year, age: r.age, space: NO_BREAK }) };

/** The year-by-year table's money columns. */
const yearColumns = (): readonly DataTableColumn<PlanRow>[] => [
  { header: m.fromTraditional(), numeric: true, cell: (r) => formatCurrency(r.traditionalWithdrawal) },
  { header: m.fromRoth(), numeric: true, cell: (r) => formatCurrency(r.rothWithdrawal) },
  { header: m.fromTaxable(), numeric: true, cell: (r) => formatCurrency(r.taxableWithdrawal) },
  { header: m.socialSecurityColumn(), numeric: true, cell: (r) => formatCurrency(r.socialSecurity) },
  { header: m.totalIncomeColumn(), numeric: true, cell: (r) => formatCurrency(r.totalIncome) },
  { header: m.taxColumn(), numeric: true, cell: (r) => formatCurrency(r.taxOwed) },
  { header: m.surchargeColumn(), numeric: true, cell: (r) => formatCurrency(r.medicareSurcharge) },
  { header: m.afterTaxColumn(), numeric: true, cell: (r) => formatCurrency(r.afterTaxIncome) },
];

/**
 * What is left in each account after the year's withdrawals: its own table, so each of the two
 * is a real table at 1,280 px (twelve columns in one needed about 1,180 px and stacked there; H7).
 */
const balanceColumns = (): readonly DataTableColumn<PlanRow>[] => [
  { header: m.traditionalLeft(), numeric: true, cell: (r) => formatCurrency(r.traditionalBalance) },
  { header: m.rothLeft(), numeric: true, cell: (r) => formatCurrency(r.rothBalance) },
  { header: m.taxableLeft(), numeric: true, cell: (r) => formatCurrency(r.taxableBalance) },
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

const balanceSeries = (): readonly ChartSeries[] =>
  moneySeries(['traditional', m.seriesTraditional()], ['roth', m.seriesRoth()], ['taxable', m.seriesTaxable()]);

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
    return { plan: [year, ...yearColumns()], balances: [year, ...balanceColumns()] };
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
      columns={widowColumns()}
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

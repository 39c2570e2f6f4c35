/**
 * The household plan's parts that come after the answer in words: the result cards, the chart of savings by
 * age with its table, the levers, "How this is calculated" and the year-by-year table. Fetched once the first
 * answer is here (issue I1 item 7: the charts load on use), so they are not among the scripts the page loads
 * before it is idle, and drawn a moment after the words (useDeferredValue), so a keystroke is never kept
 * waiting behind a chart and its tables.
 */
import { memo } from 'react';
import { Link } from 'wouter';
import {
  Chart,
  moneySeries,
  DataTable,
  HowCalculated,
  ResultCard,
  Select,
  formatCurrency,
  formatCurrencyCents,
  formatNumber,
  loadDataTable,
  type Assumption,
} from '../../kit';
import { HOUSEHOLD_SOURCES } from '../../finance/rules/household/sources';
import { HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../../finance/rules/household/historicalReturnsSpan';
import { TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import type {
  HouseholdHeadline,
  HouseholdMonteCarlo,
  HouseholdSafeSpending,
  HouseholdYear,
  LeverFact,
  PercentileRow,
} from '../../finance/household/types';
import type { PlanInputs } from './fields';
import type { PaidBenefit } from './plan';
import type { PlanAnswer } from './usePlanWorker';
import { leverWords } from './planWords';
import * as m from './messages';
import * as s from './RetirementIncomePlan.css';

/**
 * The tables' code, fetched as this module arrives: RetirementIncomePlan waits for it before it draws these
 * parts, so the tables render inside that transition rather than in a store update of their own (in one piece).
 */
export const tablesReady = loadDataTable();

/** The year-by-year table's select: 'auto' follows the markets chosen; otherwise steady, the middle path or a start year. */
export type TablePick = 'auto' | 'steady' | 'median' | `${number}`;

/** Ages at the end of a year: "66" or "66 and 64"; someone no longer in the plan is left out. */
function agesWords(ageA: number | null, ageB: number | null): string {
  if (ageA !== null && ageB !== null) return m.agesCell({ ageA, ageB });
  return formatNumber(ageA ?? ageB ?? 0);
}

/** A year's amount as shown: divided by the year's price level in today's dollars, as it is in future dollars. */
const shownAmount = (todaysDollars: boolean) => (amount: number, index: number) =>
  formatCurrency(todaysDollars && index > 0 ? amount / index : amount);

/** Every start year the data holds, newest last; those after `lastFull` run past the data (the table says how). */
function startOptions(lastFull: number) {
  const options: { value: string; label: string }[] = [];
  for (let year = HISTORY_FIRST_YEAR; year <= HISTORY_LAST_YEAR; year++)
    options.push({
      value: String(year),
      label: year <= lastFull ? m.yearsStart({ year }) : m.yearsStartPartial({ year, last: HISTORY_LAST_YEAR }),
    });
  return options;
}

/** Under a start the data does not cover to the end: how many years replay the data, and what the rest follow. */
function partialNote(years: NonNullable<PlanAnswer['years']>, h: HouseholdHeadline | null): string | null {
  const replayed = years.replayedYears;
  if (replayed === null || replayed >= years.rows.length || years.market.mode !== 'history' || !h) return null;
  return m.yearsPartialNote({
    replayed,
    rest: years.rows.length - replayed,
    year: years.market.startYear,
    last: HISTORY_LAST_YEAR,
    lastFull: HISTORY_LAST_YEAR - h.years + 1,
    returnPercent: formatNumber(h.assumptions.steadyReturnPercent, 1),
    inflationPercent: formatNumber(h.assumptions.steadyInflationPercent, 1),
  });
}

export const YearTable = memo(function YearTable({
  years,
  headline,
  pick,
  onPick,
  couple,
  todaysDollars,
}: {
  years: PlanAnswer['years'];
  headline: HouseholdHeadline | null;
  pick: TablePick;
  onPick: (pick: TablePick) => void;
  couple: boolean;
  todaysDollars: boolean;
}) {
  const worst = headline?.history.worst?.startYear;
  const lastFull = headline ? HISTORY_LAST_YEAR - headline.years + 1 : HISTORY_LAST_YEAR;
  const options = [
    { value: 'auto', label: worst === undefined ? m.yearsSteady() : m.yearsWorst({ year: worst }) },
    { value: 'median', label: m.yearsMedian() },
    { value: 'steady', label: m.yearsSteady() },
    ...startOptions(lastFull),
  ];
  const market = options.find((o) => o.value === pick)?.label ?? options[0]!.label;
  const today = shownAmount(todaysDollars);
  const note = years ? partialNote(years, headline) : null;
  return (
    <>
      <Select
        label={m.yearsPick()}
        options={options}
        value={pick}
        onValueChange={(value) => onPick(value as TablePick)}
      />
      {note && <p data-partial-start="">{note}</p>}
      {years ? (
        <DataTable
          caption={m.yearsCaption({ market, dollars: todaysDollars ? 'today' : 'future' })}
          columns={[
            { header: m.colYear(), cell: (y: HouseholdYear) => y.year },
            { header: m.colAges(), cell: (y: HouseholdYear) => agesWords(y.ageA, couple ? y.ageB : null) },
            {
              header: m.colSocialSecurity(),
              numeric: true,
              cell: (y: HouseholdYear) => today(y.socialSecurityA + y.socialSecurityB, y.priceIndex),
            },
            { header: m.colPensions(), numeric: true, cell: (y: HouseholdYear) => today(y.pensions, y.priceIndex) },
            {
              header: m.colWithdrawals(),
              numeric: true,
              cell: (y: HouseholdYear) =>
                today(y.withdrawTraditional + y.withdrawCash + y.withdrawTaxable + y.withdrawRoth, y.priceIndex),
            },
            { header: m.colTax(), numeric: true, cell: (y: HouseholdYear) => today(y.federalTax, y.priceIndex) },
            { header: m.colIrmaa(), numeric: true, cell: (y: HouseholdYear) => today(y.irmaa, y.priceIndex) },
            { header: m.colSpending(), numeric: true, cell: (y: HouseholdYear) => today(y.spendingMet, y.priceIndex) },
            { header: m.colShortfall(), numeric: true, cell: (y: HouseholdYear) => today(y.shortfall, y.priceIndex) },
            {
              header: m.colSavings(),
              numeric: true,
              cell: (y: HouseholdYear) => formatCurrency(todaysDollars ? y.endTotalToday : y.endTotal),
            },
          ]}
          rows={years.rows}
          rowKey={(y) => String(y.year)}
          className={s.drawnNearView}
        />
      ) : (
        <p>{m.yearsWorking()}</p>
      )}
    </>
  );
});

/** The chart's rows: one per year, by the reader's age, rounded to dollars (today's or each year's own). */
const chartRows = (rows: readonly PercentileRow[], todaysDollars: boolean) =>
  rows.map((row) => ({
    age: String(row.ageA ?? row.ageB ?? row.year),
    p10: Math.round(todaysDollars ? row.p10 : row.p10Nominal),
    p50: Math.round(todaysDollars ? row.p50 : row.p50Nominal),
    p90: Math.round(todaysDollars ? row.p90 : row.p90Nominal),
  }));

/** What the form says of a first death, for "How this is calculated": who and at what age, or nothing. */
export interface DeathChoice {
  who: 'you' | 'spouse';
  age: number;
}

function assumptionsOf(
  h: HouseholdHeadline,
  seed: number,
  death: DeathChoice | null,
  paid: readonly PaidBenefit[],
): Assumption[] {
  const a = h.assumptions;
  const steady = {
    returnPercent: formatNumber(a.steadyReturnPercent, 1),
    inflationPercent: formatNumber(a.steadyInflationPercent, 1),
  };
  return [
    {
      label: m.assumeReturns(),
      value: m.assumeReturnsValue({ first: a.historyFirstYear, last: a.historyLastYear }),
      source: HOUSEHOLD_SOURCES.returns,
    },
    { label: m.assumeStarts(), value: m.assumeStartsValue({ first: a.historyFirstYear }) },
    { label: m.assumePartial(), value: m.assumePartialValue({ last: a.historyLastYear, ...steady }) },
    { label: m.assumeMonteCarlo(), value: m.assumeMonteCarloValue({ seed: String(seed) }) },
    {
      label: m.assumeSteady(),
      value: m.assumeSteadyValue({
        returnPercent: formatNumber(a.steadyReturnPercent, 1),
        inflationPercent: formatNumber(a.steadyInflationPercent, 1),
      }),
    },
    {
      label: m.assumeStocks(),
      value: m.assumeStocksValue({ stocks: formatNumber(a.stockSharePercent), fee: formatNumber(a.feePercent, 2) }),
    },
    { label: m.assumeTax(), value: m.assumeTaxValue({ year: a.taxTableYear }), source: HOUSEHOLD_SOURCES.widowsTax },
    {
      label: m.assumeSocialSecurityTax(),
      value: m.assumeSocialSecurityTaxValue(),
      source: HOUSEHOLD_SOURCES.taxableSocialSecurity,
    },
    { label: m.assumeGains(), value: m.assumeGainsValue(), source: HOUSEHOLD_SOURCES.capitalGains },
    { label: m.assumeIrmaa(), value: m.assumeIrmaaValue({ year: a.irmaaTableYear }), source: HOUSEHOLD_SOURCES.irmaa },
    {
      label: m.assumeRmd(),
      value: m.assumeRmdValue({
        ageA: a.rmdStartAgeA,
        ageB: a.rmdStartAgeB ?? 0,
        who: a.rmdStartAgeB === null ? 'single' : 'couple',
      }),
      source: `${HOUSEHOLD_SOURCES.rmdStartAge}; ${HOUSEHOLD_SOURCES.rmdUniform}`,
    },
    ...paid.map((p) => ({
      label: m.assumePaid(),
      value: m.assumePaidValue({ whose: p.whose, amount: formatCurrencyCents(p.monthly), year: h.firstYear }),
    })),
    { label: m.assumeSurvivor(), value: m.assumeSurvivorValue(), source: HOUSEHOLD_SOURCES.socialSecurity },
    ...(death && h.couple
      ? [
          {
            label: m.assumeDeath(),
            value: m.assumeDeathValue({ who: death.who, age: death.age }),
            source: `${HOUSEHOLD_SOURCES.socialSecurity}; ${HOUSEHOLD_SOURCES.widowsTax}`,
          },
        ]
      : []),
    {
      label: m.assumeTodaysDollars(),
      value: m.assumeTodaysDollarsValue({ year: h.firstYear, inflationPercent: steady.inflationPercent }),
    },
    {
      label: m.assumeLife(),
      value: m.assumeLifeValue({ year: h.assumptions.lifeTableYear }),
      source: HOUSEHOLD_SOURCES.lifeTable,
    },
    { label: m.assumeBirthday(), value: m.assumeBirthdayValue() },
  ];
}

export interface PlanMoreProps {
  h: HouseholdHeadline;
  safeSpending: HouseholdSafeSpending | null;
  monteCarlo: HouseholdMonteCarlo | null;
  levers: LeverFact[] | null;
  market: PlanInputs['market'];
  seed: number;
  todaysDollars: boolean;
  onTodaysDollars: (on: boolean) => void;
  death: DeathChoice | null;
  /** The benefits the form counts as already paid (a COLA letter's amount), named under "How this is calculated". */
  paid: readonly PaidBenefit[];
}

/** What follows the answer in words: the cards, the chart, the levers and how it is calculated. */
export const PlanMore = memo(function PlanMore({
  h,
  safeSpending,
  monteCarlo,
  levers,
  market,
  seed,
  todaysDollars,
  onTodaysDollars,
  death,
  paid,
}: PlanMoreProps) {
  const percentiles = market === 'monteCarlo' && monteCarlo ? monteCarlo.percentiles : h.history.percentiles;
  const rows = chartRows(percentiles, todaysDollars);
  const last = rows.at(-1);
  const leverLines = levers ? levers.map((l) => leverWords(l, h.history.successCount)) : null;
  const inputs = { market, seed };
  const answer = { safeSpending, monteCarlo };
  return (
    <>
      <ResultCard
        label={m.historyCard()}
        value={m.countOfTotal({ count: h.history.successCount, total: h.history.total })}
        emphasis="primary"
      />
      {answer.safeSpending && (
        <ResultCard label={m.safeCard()} value={answer.safeSpending.amount} description={m.safeCardDescription()} />
      )}
      <TodaysDollarsToggle
        checked={todaysDollars}
        onCheckedChange={onTodaysDollars}
        baseYear={h.firstYear}
        inflationPercent={h.assumptions.steadyInflationPercent}
        hint={m.todaysDollarsHint({
          year: h.firstYear,
          inflationPercent: formatNumber(h.assumptions.steadyInflationPercent, 1),
        })}
      />
      {rows.length > 0 && last && (
        <Chart
          className={s.drawnNearView}
          title={inputs.market === 'monteCarlo' && answer.monteCarlo ? m.chartTitleMonteCarlo() : m.chartTitleHistory()}
          summary={m.chartSummary({
            age: last.age,
            p10: formatCurrency(last.p10),
            p50: formatCurrency(last.p50),
            p90: formatCurrency(last.p90),
            dollars: todaysDollars ? 'today' : 'future',
          })}
          kind="line"
          data={rows}
          xKey="age"
          xLabel={m.chartAge()}
          series={moneySeries(['p10', m.chartP10()], ['p50', m.chartP50()], ['p90', m.chartP90()])}
        />
      )}
      <section className={s.section} aria-labelledby="rip-levers">
        <h4 id="rip-levers">{m.leversTitle()}</h4>
        <p>{m.leversIntro()}</p>
        {leverLines ? (
          <ul className={s.list}>{leverLines.map((line, i) => (line ? <li key={i}>{line}</li> : null))}</ul>
        ) : (
          <p>{m.leversWorking()}</p>
        )}
      </section>
      <HowCalculated
        formulas={[m.howFormula1(), m.howFormula2(), m.howFormula3()]}
        assumptions={assumptionsOf(h, inputs.seed, death, paid)}
        taxYear={h.assumptions.taxTableYear}
      />
      <p>
        <Link to="/content/will-your-money-last">{m.articleLink()}</Link>
      </p>
    </>
  );
});

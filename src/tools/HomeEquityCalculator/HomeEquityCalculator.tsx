import { useMemo } from 'react';
import {
  Chart,
  moneySeries,
  HowCalculated,
  ResultCard,
  ResultList,
  StatusBadge,
  formatCurrency,
  formatNumber,
  type StatusTone,
} from '../../kit';
import { calculateHomeEquity } from '../../finance';
import type { EquityStatus } from '../../finance/home/homeEquity';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { equityProjectionInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import { LiveCalculator, useLiveCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { howCalculatedWith, summaryInDollarsOf, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { formatLongDate, todayIso } from '../shared/form/today';
import { formatDecimal, tidy } from '../../i18n/numberText';
import { DEFAULTS } from './fields';
import { HE_MAX_COMBINED_LTV } from '../../finance/rules/home/homeEquity';
import { assumptionWords, formulaWords, statusWords } from './homeEquityWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order, their legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.yourHomeAndMortgage(), ['homeValue', 'mortgageBalance', 'interestRate', 'loanTerm', 'yearsRemaining']],
  [m.lookingAhead(), ['annualAppreciation', 'yearsProjection']],
];
/** The yearly change in home value is not inflation: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** SPEC §4: excellent is green, good yellow, limited red — always with the words as well. */
const STATUS_TONE: Record<EquityStatus, StatusTone> = { excellent: 'success', good: 'warning', limited: 'critical' };

/** Home equity calculator (SPEC §3 inputs and outputs, §4 status bands, §5 bounds, §9 formulas and defaults): live results on every change. */
export function HomeEquityCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, (inputs) => calculateHomeEquity({ ...inputs, today: todayIso() }));
  const { inputs, update } = form;
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
  const years = inputs.yearsProjection;
  // One decimal always, as the tool has always said it: "5.0%", "37.5%".
  const percent = formatDecimal(tidy(result.equityPercentage, 1), { minFraction: 1, maxFraction: 1, grouping: true });
  const maxLtv = formatNumber(HE_MAX_COMBINED_LTV * 100, 1);
  const chartSummary = {
    rate: formatNumber(inputs.annualAppreciation, 3),
    amount: formatCurrency(futureEquity),
    years,
    year: baseYear,
  };

  const chartData = projection.map((row) => ({
    year: row.calendarYear,
    homeValue: Math.round(row.homeValue),
    mortgageBalance: Math.round(row.mortgageBalance),
    equity: Math.round(row.equity),
  }));

  return (
    <LiveCalculator
      form={form}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      summary={summaryInDollarsOf(
        inTodaysDollars ? baseYear : null,
        m.summary({
          equity: formatCurrency(result.currentEquity),
          percent,
          years,
          future: formatCurrency(futureEquity),
        }),
      )}
    >
      <ResultCard
        label={m.equityTodayLabel()}
        value={result.currentEquity}
        emphasis="primary"
        description={m.equityTodayDescription({ percent })}
      />
      <TodaysDollarsToggle
        checked={inputs.todaysDollars}
        onCheckedChange={(on) => update('todaysDollars', on)}
        baseYear={baseYear}
      />
      <p>
        <StatusBadge tone={STATUS_TONE[result.status]}>{statusWords(result.status)}</StatusBadge>
      </p>
      <ResultList
        items={[
          { label: m.shareLabel(), value: result.equityPercentage, format: { style: 'percent' } },
          {
            label: m.ltvLabel(),
            value: result.loanToValue,
            format: { style: 'percent' },
            description: m.ltvDescription(),
          },
          {
            label: m.availableLabel(),
            value: result.availableEquity,
            description: m.availableDescription({ maxLtv }),
          },
          { label: m.paymentLabel(), value: result.monthlyPayment },
          { label: m.interestLabel(), value: result.totalInterest },
          { label: m.payoffLabel(), value: formatLongDate(result.payoffDate) },
          {
            label: inTodaysDollars ? m.futureLabelInDollars({ years, year: baseYear }) : m.futureLabel({ years }),
            value: futureEquity,
          },
        ]}
      />
      <Chart
        title={inTodaysDollars ? m.chartTitleInDollars({ year: baseYear }) : m.chartTitle()}
        summary={inTodaysDollars ? m.chartSummaryInDollars(chartSummary) : m.chartSummary(chartSummary)}
        kind="line"
        data={chartData}
        xKey="year"
        xLabel={m.chartXLabel()}
        series={moneySeries(
          ['homeValue', m.homeValueLabel()],
          ['mortgageBalance', m.mortgageBalanceLabel()],
          ['equity', m.equitySeries()],
        )}
      />
      <HowCalculated
        {...howCalculatedWith(
          explained(result, assumptionWords, formulaWords),
          inTodaysDollars ? { baseYear, assumption: INFLATION, what: m.todaysDollarsWhat() } : null,
        )}
      />
    </LiveCalculator>
  );
}

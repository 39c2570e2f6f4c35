import { LazyChart, HowCalculated, ResultCard, ResultList, StatusBadge, formatCurrency, formatNumber } from '../../kit';
import { calculateReverseMortgage } from '../../finance';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { creditLineGrowthInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import { LiveCalculator, useLiveCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { howCalculatedWith, summaryInDollarsOf, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { todayIso } from '../shared/form/today';
import {
  HECM_ANNUAL_MIP_RATE,
  HECM_FIRST_YEAR_EXTRA_SHARE,
  HECM_FIRST_YEAR_SHARE,
  HECM_TENURE_END_AGE,
} from '../../finance/rules/home/hecm';
import { assumptionWords, formulaWords, noteWords } from './reverseMortgageWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';
import { DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The expected interest rate is not inflation: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** The form's fieldsets, each listing its fields in order, their legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.yourHome(), ['homeValue', 'mortgageBalance']],
  [m.youAndTheLoan(), ['youngestBorrowerAge', 'expectedRate', 'closingCosts']],
];

/** A rule's share as a percentage: 0.6 → "60", 0.005 → "0.5". */
const percentOf = (share: number) => formatNumber(share * 100, 1);

/** Reverse mortgage (HECM) calculator (docs/methodology.md): live results on every change. */
export function ReverseMortgageCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, (inputs) =>
    calculateReverseMortgage({ ...inputs, today: todayIso() }),
  );
  const { inputs, update } = form;
  const showFigures = result.eligible;
  const shortfall = result.cashToClose > 0;

  // Every second year keeps the table short enough to read while the line still shows the curve.
  // Only the credit line's growth is a projection; "today" is the year of the FHA limit used (this year).
  const inTodaysDollars = inputs.todaysDollars && showFigures;
  const message = noteWords(result.note);
  const creditLine = inTodaysDollars
    ? creditLineGrowthInTodaysDollars(result.lineOfCreditGrowth, INFLATION.percent)
    : result.lineOfCreditGrowth;
  const growth = creditLine
    .filter((p) => p.year % 2 === 0)
    .map((p) => ({ year: p.year, available: Math.round(p.available) }));
  const tenYears = growth.find((p) => p.year === 10);
  const chartSummary = {
    amount: formatCurrency(result.lineOfCredit),
    later: formatCurrency(tenYears?.available ?? result.lineOfCredit),
    year: result.year,
  };
  const mipRate = percentOf(HECM_ANNUAL_MIP_RATE);

  return (
    <LiveCalculator
      form={form}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      summary={
        showFigures
          ? summaryInDollarsOf(
              inTodaysDollars ? result.year : null,
              m.summary({ note: message, amount: formatCurrency(result.netAvailable) }),
            )
          : message
      }
    >
      <p>
        {result.rateAboveTable ? (
          <StatusBadge tone="warning">{m.badgeNoEstimate()}</StatusBadge>
        ) : !result.eligible ? (
          <StatusBadge tone="critical">{m.badgeNotEligible()}</StatusBadge>
        ) : shortfall ? (
          <StatusBadge tone="warning">{m.badgeCashNeeded()}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{m.badgeEligible()}</StatusBadge>
        )}{' '}
        {message}
      </p>
      {showFigures && (
        <>
          <ResultCard
            label={m.availableLabel()}
            value={result.netAvailable}
            emphasis="primary"
            description={m.availableDescription({ principalLimit: formatCurrency(result.principalLimit) })}
          />
          <ResultList
            items={[
              {
                label: m.principalLimitLabel(),
                value: result.principalLimit,
                description: m.principalLimitDescription({
                  factor: formatNumber(result.principalLimitFactor * 100, 1),
                  maxClaim: formatCurrency(result.maxClaimAmount),
                  year: result.year,
                  fhaLimit: formatCurrency(result.fhaLimit),
                }),
              },
              { label: m.upfrontMipLabel(), value: result.upfrontMip },
              { label: m.originationLabel(), value: result.originationFee },
              { label: m.closingCostsLabel(), value: result.closingCosts },
              { label: m.payoffLabel(), value: result.mortgagePayoff },
              { label: m.netLabel(), value: result.netAvailable },
              ...(shortfall ? [{ label: m.cashToCloseLabel(), value: result.cashToClose }] : []),
            ]}
          />
          <h4>{m.threeWays()}</h4>
          <ResultList
            items={[
              {
                label: m.lumpSumLabel(),
                value: result.lumpSum,
                description: m.lumpSumDescription({
                  share: percentOf(HECM_FIRST_YEAR_SHARE),
                  extraShare: percentOf(HECM_FIRST_YEAR_EXTRA_SHARE),
                }),
              },
              {
                label: m.tenureLabel(),
                value: result.monthlyTenurePayment,
                description: m.tenureDescription({ endAge: HECM_TENURE_END_AGE, mipRate }),
              },
              {
                label: m.lineOfCreditLabel(),
                value: result.lineOfCredit,
                description: m.lineOfCreditDescription({ mipRate }),
              },
            ]}
          />
          <TodaysDollarsToggle
            checked={inputs.todaysDollars}
            onCheckedChange={(on) => update('todaysDollars', on)}
            baseYear={result.year}
          />
          <LazyChart
            title={inTodaysDollars ? m.chartTitleInDollars({ year: result.year }) : m.chartTitle()}
            summary={inTodaysDollars ? m.chartSummaryInDollars(chartSummary) : m.chartSummary(chartSummary)}
            kind="line"
            data={growth}
            xKey="year"
            xLabel={m.chartXLabel()}
            series={[{ key: 'available', label: m.chartSeries(), format: { style: 'currency' } }]}
          />
        </>
      )}
      <HowCalculated
        {...howCalculatedWith(
          explained(result, assumptionWords, formulaWords),
          inTodaysDollars ? { baseYear: result.year, assumption: INFLATION, what: m.todaysDollarsWhat() } : null,
        )}
      />
    </LiveCalculator>
  );
}

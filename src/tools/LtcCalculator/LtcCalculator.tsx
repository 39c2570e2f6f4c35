import { useMemo } from 'react';
import { Chart, HowCalculated, Recommendations, ResultCard, ResultList, formatCurrency } from '../../kit';
import { calculateLtc } from '../../finance';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { ltcInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import {
  howCalculatedWith,
  inDollarsOf,
  summaryInDollarsOf,
  TodaysDollarsToggle,
  withoutTodaysDollars,
} from '../shared/layout/TodaysDollars';
import {
  OnDemandCalculator,
  ToolFieldsets,
  useCalculateOnDemand,
  useCalculatorForm,
  type ToolFieldset,
} from '../shared/layout/Calculator';
import { DEFAULTS, plural } from './fields';
import { REGION_NAMES, SETTING_NAMES } from './choiceNames';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['About you', ['age', 'gender', 'state', 'healthStatus']],
  ['The care you might need', ['careSetting', 'careDuration']],
  ['The policy', ['dailyBenefit', 'eliminationPeriod', 'inflationProtection', 'benefitPeriod']],
];

/** "Inflation protection" is a policy choice, not a rate: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** LTC insurance calculator (SPEC §3 inputs and defaults, §4 no results until Calculate, §5 bounds and options, §9 cost and premium model): no results until Calculate is pressed; they stay until recalculated. */
export function LtcCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const calculation = useCalculateOnDemand(
    useMemo(() => withoutTodaysDollars(inputs), [inputs]),
    calculateLtc,
  );
  const nominal = calculation.result;
  // The estimate has no year of its own: "today" is this calendar year.
  const baseYear = new Date().getFullYear();
  const inTodaysDollars = nominal !== null && inputs.todaysDollars;
  const shown = useMemo(
    () => (nominal && inTodaysDollars ? { ...nominal, ...ltcInTodaysDollars(nominal, INFLATION.percent) } : nominal),
    [nominal, inTodaysDollars],
  );
  const dollars = inTodaysDollars ? `, ${inDollarsOf(baseYear)}` : '';

  return (
    <OnDemandCalculator
      form={form}
      calculation={{ ...calculation, result: shown }}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your long-term care estimate"
      emptyMessage="Press Calculate to see your estimate."
      summary={(result) =>
        summaryInDollarsOf(
          inTodaysDollars ? baseYear : null,
          `Care could cost ${formatCurrency(result.totalCareCost)} in total. Insurance is estimated at ${formatCurrency(result.monthlyPremium)} a month.`,
        )
      }
    >
      {(result, calculated) => (
        <>
          <TodaysDollarsToggle
            checked={inputs.todaysDollars}
            onCheckedChange={(on) => update('todaysDollars', on)}
            baseYear={baseYear}
          />
          {inTodaysDollars && (
            <p>
              Care costs are at today’s prices already, so they stay the same; premiums paid in later years are worth
              less in today’s dollars.
            </p>
          )}
          <ResultCard
            label="Total cost of care"
            value={result.totalCareCost}
            emphasis="primary"
            description={`${plural(calculated.careDuration, 'year')} of ${SETTING_NAMES[calculated.careSetting].toLowerCase()} ${calculated.state === 'national' ? 'at national average prices' : `in ${REGION_NAMES[calculated.state]}`}.`}
          />
          <ResultList
            items={[
              { label: 'Daily cost of care', value: result.dailyCareCost },
              { label: 'Yearly cost of care', value: result.annualCareCost },
              {
                label: 'Recommended daily benefit',
                value: result.recommendedDailyBenefit,
                description:
                  'The smallest daily benefit offered that covers the daily cost of care (or the largest offered).',
              },
              { label: 'Estimated monthly premium', value: result.monthlyPremium },
              { label: 'Estimated yearly premium', value: result.annualPremium },
              {
                label: `Total premiums${dollars}`,
                value: result.totalPremiums,
                description: `Paid over ${plural(result.premiumYears, 'year')}.`,
              },
              {
                label: 'Cost of paying for care yourself',
                value: result.selfInsuranceCost,
                description: 'The yearly cost of care over the benefit period.',
              },
              {
                label: `Potential savings with insurance${dollars}`,
                value: result.potentialSavings,
                description: 'Paying for care yourself, less the total premiums (never below $0).',
              },
            ]}
          />
          <Chart
            title={`Cost of care compared with premiums${dollars}`}
            summary={`Care could cost ${formatCurrency(result.totalCareCost)} in total, against ${formatCurrency(result.totalPremiums)} in premiums over ${plural(result.premiumYears, 'year')}${dollars}.`}
            kind="bar"
            data={[
              { item: 'Total cost of care', amount: Math.round(result.totalCareCost) },
              { item: 'Total premiums', amount: Math.round(result.totalPremiums) },
            ]}
            xKey="item"
            xLabel="Item"
            series={[{ key: 'amount', label: 'Amount', format: { style: 'currency' } }]}
          />
          {result.recommendations.length > 0 && (
            <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />
          )}
          <HowCalculated
            {...howCalculatedWith(
              result,
              inTodaysDollars ? { baseYear, assumption: INFLATION, what: 'Premiums paid in later years' } : null,
            )}
          />
        </>
      )}
    </OnDemandCalculator>
  );
}

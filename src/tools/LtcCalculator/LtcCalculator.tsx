import { useMemo } from 'react';
import { Chart, HowCalculated, Recommendations, ResultCard, ResultList, formatCurrency } from '../../kit';
import { calculateLtc } from '../../finance';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { ltcInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import { todaysDollarsView, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { OnDemandCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { useOnDemandCalculator } from '../shared/layout/useOnDemandCalculator';
import { DEFAULTS } from './fields';
import { REGION_NAMES } from './choiceNames';
import { adviceWords, explanationWords } from './ltcWords';
import * as m from './messages';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order; legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetAboutYou(), ['age', 'gender', 'state', 'healthStatus']],
  [m.fieldsetCare(), ['careSetting', 'careDuration']],
  [m.fieldsetPolicy(), ['dailyBenefit', 'eliminationPeriod', 'inflationProtection', 'benefitPeriod']],
];

/** "Inflation protection" is a policy choice, not a rate: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** LTC insurance calculator (SPEC §3 inputs and defaults, §4 no results until Calculate, §5 bounds and options, §9 cost and premium model): no results until Calculate is pressed; they stay until recalculated. */
export function LtcCalculator(_props: ToolProps) {
  const { form, calculation } = useOnDemandCalculator(tool, calculateLtc);
  const { inputs, update } = form;
  const nominal = calculation.result;
  // The estimate has no year of its own: "today" is this calendar year.
  const baseYear = new Date().getFullYear();
  const inTodaysDollars = nominal !== null && inputs.todaysDollars;
  const shown = useMemo(
    () => (nominal && inTodaysDollars ? { ...nominal, ...ltcInTodaysDollars(nominal, INFLATION.percent) } : nominal),
    [nominal, inTodaysDollars],
  );
  const todays = todaysDollarsView(inTodaysDollars ? baseYear : null, INFLATION);
  const { dollars } = todays;

  return (
    <OnDemandCalculator
      form={form}
      calculation={{ ...calculation, result: shown }}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      emptyMessage={m.emptyMessage()}
      summary={(result) =>
        todays.summary(
          m.summary({ total: formatCurrency(result.totalCareCost), premium: formatCurrency(result.monthlyPremium) }),
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
          {inTodaysDollars && <p>{m.todaysPricesNote()}</p>}
          <ResultCard
            label={m.totalLabel()}
            value={result.totalCareCost}
            emphasis="primary"
            description={m.totalDescription({
              years: calculated.careDuration,
              setting: calculated.careSetting,
              region: calculated.state,
              regionName: REGION_NAMES[calculated.state](),
            })}
          />
          <ResultList
            items={[
              { label: m.dailyCostLabel(), value: result.dailyCareCost },
              { label: m.yearlyCostLabel(), value: result.annualCareCost },
              {
                label: m.recommendedLabel(),
                value: result.recommendedDailyBenefit,
                description: m.recommendedDescription(),
              },
              { label: m.monthlyPremiumLabel(), value: result.monthlyPremium },
              { label: m.yearlyPremiumLabel(), value: result.annualPremium },
              {
                label: m.totalPremiumsLabel({ dollars }),
                value: result.totalPremiums,
                description: m.totalPremiumsDescription({ years: result.premiumYears }),
              },
              {
                label: m.selfPayLabel(),
                value: result.selfInsuranceCost,
                description: m.selfPayDescription(),
              },
              {
                label: m.savingsLabel({ dollars }),
                value: result.potentialSavings,
                description: m.savingsDescription(),
              },
            ]}
          />
          <Chart
            title={m.chartTitle({ dollars })}
            summary={m.chartSummary({
              total: formatCurrency(result.totalCareCost),
              premiums: formatCurrency(result.totalPremiums),
              years: result.premiumYears,
              dollars,
            })}
            kind="bar"
            data={[
              { item: m.totalLabel(), amount: Math.round(result.totalCareCost) },
              { item: m.totalPremiumsLabel({ dollars: '' }), amount: Math.round(result.totalPremiums) },
            ]}
            xKey="item"
            xLabel={m.chartItem()}
            series={[{ key: 'amount', label: m.chartAmount(), format: { style: 'currency' } }]}
          />
          {result.recommendations.length > 0 && (
            <Recommendations
              title={m.recommendationsTitle()}
              headingLevel={4}
              items={result.recommendations.map(adviceWords)}
            />
          )}
          <HowCalculated {...todays.howCalculated(explanationWords(result), m.todaysDollarsWhat())} />
        </>
      )}
    </OnDemandCalculator>
  );
}

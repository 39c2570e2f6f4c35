import { useMemo } from 'react';
import {
  Chart,
  DataTable,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  formatCurrency,
  formatNumber,
} from '../../kit';
import { calculateHsa } from '../../finance';
import { deflationFactor, inflationAssumption } from '../../finance/core/todaysDollars';
import { hsaBalancesInTodaysDollars, levelPaymentsInTodaysDollars } from '../../finance/core/todaysDollarsProjections';
import { todaysDollarsView, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { OnDemandCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { useOnDemandCalculator } from '../shared/layout/useOnDemandCalculator';
import { DEFAULTS } from './fields';
import { HSA_CATCH_UP } from '../../finance/rules/health/hsaLimits';
import { adviceWords, explanationWords } from './hsaWords';
import * as m from './messages';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order; legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetYou(), ['age', 'coverageType', 'limitYear', 'currentHSA', 'annualContribution', 'healthcareExpenses']],
  [m.fieldsetAhead(), ['retirementAge', 'expectedReturn', 'currentTaxBracket', 'retirementTaxBracket']],
];

const range = (r: { min: number; max: number }) => m.range({ min: r.min, max: r.max });
/** No inflation input: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** HSA Strategy Calculator (SPEC §3 inputs and results, §4 prompt then analysis, §5 bounds, §9 limits and model): a prompt until Analyze is pressed, then the analysis. */
export function HsaCalculator(_props: ToolProps) {
  const { form, calculation } = useOnDemandCalculator(tool, calculateHsa);
  const { inputs, update } = form;
  const { result } = calculation;
  // "Today" is the contribution-limit year the projection starts from.
  const real = result && inputs.todaysDollars ? hsaView(result, INFLATION.percent) : null;
  const todays = todaysDollarsView(real && result ? result.limitYear : null, INFLATION);
  const { dollars } = todays;
  const shown =
    real ??
    (result
      ? {
          balances: result.projectedBalance,
          lifetimeSavings: result.taxSavings.lifetime,
          yearsCovered: result.yearsOfExpensesCovered,
        }
      : null);
  // The field's own bound follows the live choices (coverage, age, year), so it comes from the module too.
  const live = useMemo(() => calculateHsa(inputs), [inputs]);

  const limit = { year: live.limitYear, coverage: inputs.coverageType, limit: formatCurrency(live.contributionLimit) };
  const limitHint =
    live.catchUpAllowed > 0
      ? m.contributionHintCatchUp({ ...limit, catchUp: formatCurrency(live.catchUpAllowed), age: HSA_CATCH_UP.age })
      : m.contributionHint(limit);

  return (
    <OnDemandCalculator
      form={form}
      calculation={calculation}
      buttonLabel={m.analyze()}
      fieldsets={fieldsets()}
      fieldChanges={{ annualContribution: { max: live.contributionLimit, hint: limitHint } }}
      title={m.resultsTitle()}
      emptyMessage={m.emptyMessage()}
      summary={(result) =>
        todays.summary(
          m.summary({
            balance: formatCurrency(shown!.balances.retirement),
            contribution: formatCurrency(result.totalAnnualContribution),
            savings: formatCurrency(result.taxSavings.currentYear),
          }),
        )
      }
    >
      {(result, analysed) => (
        <>
          <TodaysDollarsToggle
            checked={inputs.todaysDollars}
            onCheckedChange={(on) => update('todaysDollars', on)}
            baseYear={result.limitYear}
          />
          <ResultCard
            label={m.balanceLabel({ dollars })}
            value={shown!.balances.retirement}
            emphasis="primary"
            description={m.balanceDescription({
              contribution: formatCurrency(result.totalAnnualContribution),
              years: result.yearsToRetirement,
              rate: formatNumber(analysed.expectedReturn, 1),
            })}
          />
          {result.contributionCapped && (
            <p>{m.capped({ year: result.limitYear, limit: formatCurrency(result.contributionLimit) })}</p>
          )}
          <ResultList
            items={[
              {
                label: m.regularLabel(),
                value: result.currentYearContribution,
                description: m.regularDescription({ year: result.limitYear, limit: formatCurrency(result.baseLimit) }),
              },
              { label: m.catchUpLabel({ age: HSA_CATCH_UP.age }), value: result.catchUpContribution },
              { label: m.totalLabel(), value: result.totalAnnualContribution },
              {
                label: m.savingsLabel(),
                value: result.taxSavings.currentYear,
                description: m.savingsDescription({ bracket: analysed.currentTaxBracket }),
              },
              {
                label: m.lifetimeLabel({ dollars }),
                value: shown!.lifetimeSavings,
                description: m.lifetimeDescription({ years: result.yearsToRetirement }),
              },
              {
                label: m.fundLabel({ dollars }),
                value: shown!.balances.retirement,
                description:
                  shown!.yearsCovered > 0
                    ? m.fundDescriptionYears({ years: formatNumber(shown!.yearsCovered, 1) })
                    : m.fundDescription(),
              },
            ]}
          />
          <Chart
            title={m.chartTitle({ dollars })}
            summary={m.chartSummary({
              balance: formatCurrency(shown!.balances.retirement),
              dollars,
              contribution: formatCurrency(result.totalAnnualContribution),
            })}
            kind="bar"
            xKey="when"
            xLabel={m.chartWhen()}
            data={[
              { when: m.inYears({ years: 5 }), balance: Math.round(shown!.balances.year5) },
              { when: m.inYears({ years: 10 }), balance: Math.round(shown!.balances.year10) },
              { when: m.inYears({ years: 15 }), balance: Math.round(shown!.balances.year15) },
              { when: m.inYears({ years: 20 }), balance: Math.round(shown!.balances.year20) },
              {
                when: m.atRetirement({ years: result.yearsToRetirement }),
                balance: Math.round(shown!.balances.retirement),
              },
            ]}
            series={[{ key: 'balance', label: m.seriesBalance({ dollars }), format: { style: 'currency' } }]}
          />
          <section aria-labelledby={`${tool.id}-allocation`}>
            <h4 id={`${tool.id}-allocation`}>{m.allocationHeading()}</h4>
            <p>{m.allocationNote({ age: analysed.age })}</p>
            <DataTable
              caption={m.allocationCaption({ age: analysed.age })}
              columns={[
                { header: m.stocks(), cell: () => range(result.allocation.stocks) },
                { header: m.bonds(), cell: () => range(result.allocation.bonds) },
                { header: m.cash(), cell: () => range(result.allocation.cash) },
              ]}
              rows={[result.allocation]}
              rowKey={() => 'mix'}
              rowHeaders={false}
            />
          </section>
          <Recommendations
            title={m.recommendationsTitle()}
            headingLevel={4}
            items={result.recommendations.map(adviceWords)}
          />
          <HowCalculated
            {...todays.howCalculated(explanationWords(result), m.todaysDollarsWhat())}
            taxYear={result.limitYear}
          />
        </>
      )}
    </OnDemandCalculator>
  );
}

/** The projection in today's dollars: balances N years out, the yearly tax saving over the years to retirement. */
function hsaView(result: ReturnType<typeof calculateHsa>, inflationPercent: number) {
  const balances = hsaBalancesInTodaysDollars(result.projectedBalance, result.yearsToRetirement, inflationPercent);
  return {
    balances,
    lifetimeSavings: levelPaymentsInTodaysDollars(
      result.taxSavings.currentYear,
      result.yearsToRetirement,
      inflationPercent,
    ),
    // Today's expenses against the balance in today's dollars.
    yearsCovered: result.yearsOfExpensesCovered * deflationFactor(result.yearsToRetirement, inflationPercent),
  };
}

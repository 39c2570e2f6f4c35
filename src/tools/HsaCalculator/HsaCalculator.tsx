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
import { COVERAGE_WORDS, DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['You and your HSA', ['age', 'coverageType', 'limitYear', 'currentHSA', 'annualContribution', 'healthcareExpenses']],
  ['Looking ahead', ['retirementAge', 'expectedReturn', 'currentTaxBracket', 'retirementTaxBracket']],
];

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}%`;
/** No inflation input: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** HSA Strategy Calculator (SPEC §3 inputs and results, §4 prompt then analysis, §5 bounds, §9 limits and model): a prompt until Analyze is pressed, then the analysis. */
export function HsaCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const calculation = useCalculateOnDemand(
    useMemo(() => withoutTodaysDollars(inputs), [inputs]),
    calculateHsa,
  );
  const { result } = calculation;
  // "Today" is the contribution-limit year the projection starts from.
  const real = result && inputs.todaysDollars ? hsaView(result, INFLATION.percent) : null;
  const dollars = real && result ? `, ${inDollarsOf(result.limitYear)}` : '';
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

  const limitHint =
    `The most you may put in for ${live.limitYear} with ${COVERAGE_WORDS[inputs.coverageType].toLowerCase()} coverage is ${formatCurrency(live.contributionLimit)}` +
    (live.catchUpAllowed > 0
      ? `, including the ${formatCurrency(live.catchUpAllowed)} catch-up allowed from age 55.`
      : '.');

  return (
    <OnDemandCalculator
      form={form}
      calculation={calculation}
      buttonLabel="Analyze my HSA"
      inputs={
        <ToolFieldsets
          sets={FIELDSETS}
          field={form.field}
          changes={{ annualContribution: { max: live.contributionLimit, hint: limitHint } }}
        />
      }
      title="Your HSA strategy"
      emptyMessage="Press Analyze to see your HSA strategy."
      summary={(result) =>
        summaryInDollarsOf(
          real ? result.limitYear : null,
          `Your HSA could hold ${formatCurrency(shown!.balances.retirement)} at retirement. Putting in ${formatCurrency(result.totalAnnualContribution)} this year saves ${formatCurrency(result.taxSavings.currentYear)} in tax.`,
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
            label={`Projected HSA balance at retirement${dollars}`}
            value={shown!.balances.retirement}
            emphasis="primary"
            description={`If you put in ${formatCurrency(result.totalAnnualContribution)} a year for ${result.yearsToRetirement} ${result.yearsToRetirement === 1 ? 'year' : 'years'} and it earns ${formatNumber(analysed.expectedReturn, 1)}% a year.`}
          />
          {result.contributionCapped && (
            <p>
              Your contribution is above the {result.limitYear} limit, so we used{' '}
              {formatCurrency(result.contributionLimit)}, the most you may put in.
            </p>
          )}
          <ResultList
            items={[
              {
                label: 'Regular contribution',
                value: result.currentYearContribution,
                description: `Up to the ${result.limitYear} limit of ${formatCurrency(result.baseLimit)}.`,
              },
              { label: 'Catch-up contribution (age 55 or older)', value: result.catchUpContribution },
              { label: 'Total contribution this year', value: result.totalAnnualContribution },
              {
                label: 'Tax savings this year',
                value: result.taxSavings.currentYear,
                description: `Your ${analysed.currentTaxBracket}% bracket times your contribution.`,
              },
              {
                label: `Tax savings until retirement${dollars}`,
                value: shown!.lifetimeSavings,
                description: `This year's savings for each of the ${result.yearsToRetirement} years until retirement.`,
              },
              {
                label: `Healthcare fund at retirement${dollars}`,
                value: shown!.balances.retirement,
                description:
                  shown!.yearsCovered > 0
                    ? `Tax-free for qualified medical costs: about ${formatNumber(shown!.yearsCovered, 1)} years of today's healthcare expenses.`
                    : 'Tax-free for qualified medical costs.',
              },
            ]}
          />
          <Chart
            title={`How your HSA may grow${dollars}`}
            summary={`Your HSA could hold ${formatCurrency(shown!.balances.retirement)} at retirement${dollars}; the 5- to 20-year figures assume you keep putting in ${formatCurrency(result.totalAnnualContribution)} every year.`}
            kind="bar"
            xKey="when"
            xLabel="When"
            data={[
              { when: 'In 5 years', balance: Math.round(shown!.balances.year5) },
              { when: 'In 10 years', balance: Math.round(shown!.balances.year10) },
              { when: 'In 15 years', balance: Math.round(shown!.balances.year15) },
              { when: 'In 20 years', balance: Math.round(shown!.balances.year20) },
              {
                when: `At retirement (${result.yearsToRetirement} years)`,
                balance: Math.round(shown!.balances.retirement),
              },
            ]}
            series={[{ key: 'balance', label: `Projected balance${dollars}`, format: { style: 'currency' } }]}
          />
          <section aria-labelledby={`${tool.id}-allocation`}>
            <h4 id={`${tool.id}-allocation`}>How people your age often invest an HSA</h4>
            <p>Educational ranges for age {analysed.age}, not advice for you.</p>
            <DataTable
              caption={`Suggested mix for age ${analysed.age}`}
              columns={[
                { header: 'Stocks', cell: () => range(result.allocation.stocks) },
                { header: 'Bonds', cell: () => range(result.allocation.bonds) },
                { header: 'Cash', cell: () => range(result.allocation.cash) },
              ]}
              rows={[result.allocation]}
              rowKey={() => 'mix'}
              rowHeaders={false}
            />
          </section>
          <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />
          <HowCalculated
            {...howCalculatedWith(
              result,
              real && {
                baseYear: result.limitYear,
                assumption: INFLATION,
                what: 'The projected balances and the tax savings of later years',
              },
            )}
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

import { useDeferredValue, useMemo } from 'react';
import { HowCalculated, ResultCard, ResultList, formatCurrency, formatPercent, formatYears } from '../../kit';
import { PLANNER_BOUNDS } from '../../finance/tax/withdrawalPlannerBounds';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { todaysDollarsView, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { fieldRenderer, OnDemandCalculator, ToolFieldsets, type ToolFieldset } from '../shared/layout/Calculator';
import { useOnDemandCalculator } from '../shared/layout/useOnDemandCalculator';
import { DEFAULTS, FIELDS } from './fields';
import { computeLoadedPlan, loadedPlan, loadPlan } from './lazyPlan';
import type { ToolProps } from '../types';
import { tool } from './tool';
import * as m from './messages';
import { WillItLastLink } from '../RetirementIncomePlan/WillItLastLink';

/** The planner has no inflation input (spending is not raised): the site-wide assumption. */
const INFLATION = inflationAssumption();
type Inputs = typeof DEFAULTS;
const b = PLANNER_BOUNDS;

/**
 * The form's fieldsets, each listing its fields in order. A joint return adds your spouse: their age, their
 * Social Security and "if one of us dies"; the other statuses plan for you alone. Social Security sits beside
 * the need it pays part of.
 */
const savings = (): ToolFieldset<Inputs> => [
  m.fieldsetSavings(),
  ['traditionalBalance', 'rothBalance', 'taxableBalance'],
];
const formSets = (): readonly ToolFieldset<Inputs>[] => [
  [m.fieldsetWho(), ['currentAge', 'filingStatus', 'planToAge', 'taxYear']],
  [m.fieldsetIncome(), ['incomeNeedInAll', 'socialSecurity']],
  savings(),
];
const jointFormSets = (): readonly ToolFieldset<Inputs>[] => [
  [m.fieldsetWho(), ['currentAge', 'filingStatus', 'spouseAge', 'planToAge', 'taxYear']],
  [m.fieldsetIncome(), ['incomeNeedInAll', 'socialSecurity', 'spouseSocialSecurity']],
  savings(),
  [m.fieldsetIfDies(), ['deathYear']],
];

/** The end age's least value and hint follow the ages above it: the plan cannot end before it starts. */
function planToAgeChange(inputs: Inputs) {
  const joint = inputs.filingStatus === 'marriedJoint';
  const younger = joint ? Math.min(inputs.currentAge, inputs.spouseAge) : inputs.currentAge;
  const least = Math.max(b.planToAge.min, Math.min(b.planToAge.max, Math.floor(younger)));
  return {
    min: least,
    hint: (joint ? m.planToAgeHintCouple : m.planToAgeHintYou)({ least, max: b.planToAge.max }),
  };
}

/** Tax-Efficient Withdrawal Planner, multi-year (SPEC §3 inputs and rows, §4 results only on Calculate, §5 bounds, §9 yearly order, RMDs and tax): results only when Calculate is pressed. */
export function WithdrawalPlanner(_props: ToolProps) {
  // SPEC §4: the plan does not follow the inputs live; it changes only on Calculate.
  // The calculation is fetched on the first press (or when the reader starts working in the tool).
  const { form, calculation } = useOnDemandCalculator(tool, computeLoadedPlan, loadPlan);
  const { inputs, update, hintFor, examples } = form;
  const nominal = calculation.result;
  // A plan means its calculation has arrived, and with it the view of its results (planView.ts).
  const view = nominal ? loadedPlan() : null;
  // Row 1 is the tax year, so "today" is the tax year and row i is i − 1 years out.
  const inTodaysDollars = nominal !== null && inputs.todaysDollars;
  const result = useMemo(
    () =>
      nominal && inTodaysDollars
        ? {
            ...nominal,
            ...loadedPlan().plannerInTodaysDollars(nominal.rows, INFLATION.percent),
            ...loadedPlan().plannerOutcomeInTodaysDollars(nominal.outcome, INFLATION.percent),
          }
        : nominal,
    [nominal, inTodaysDollars],
  );
  const todays = todaysDollarsView(result && inTodaysDollars ? result.taxYear : null, INFLATION);
  const { dollars } = todays;
  // The form's fields (form.field, kept) while the form is unchanged: the press re-renders the results only.
  const fieldsets = useMemo(
    () => (
      <ToolFieldsets
        sets={inputs.filingStatus === 'marriedJoint' ? jointFormSets() : formSets()}
        field={fieldRenderer(FIELDS, { inputs, update, hintFor, examples })}
        changes={{ planToAge: planToAgeChange(inputs) }}
      />
    ),
    [inputs, update, hintFor, examples],
  );
  // Calculate commits the summary and totals first; the chart and the year-by-year tables (the costly
  // part of the render, memoised on the plan in results.tsx) follow in a background render, so the
  // click answers at once (issue H2, item 10). The plan and its dollars travel together, so a
  // background render never pairs one press's rows with another's heading.
  const later = useDeferredValue(useMemo(() => (result ? { plan: result, dollars } : null), [result, dollars]));

  return (
    <OnDemandCalculator
      form={form}
      calculation={{ ...calculation, result }}
      inputs={fieldsets}
      title={m.resultsTitle()}
      emptyMessage={m.emptyMessage()}
      summary={(result) =>
        result.rows.length === 0 || !view
          ? m.nothingToPlan()
          : todays.summary(
              `${view.readingSentence(result)} ${view.outcomeSentence(result) ?? ''} ${m.summaryTotals({
                tax: formatCurrency(result.totalTaxes),
                surcharge: result.totalMedicareSurcharge > 0 ? formatCurrency(result.totalMedicareSurcharge) : 'none',
                share: formatPercent(result.taxEfficiency, 1),
              })}${result.widow ? ` ${view.widowSentences(result)[0]}` : ''}`,
            )
      }
      detailsTitle={m.detailsTitle()}
      details={view && later && later.plan.rows.length > 0 ? <view.PlanTables {...later} /> : null}
    >
      {(result) =>
        view ? (
          <>
            {result.rows.length > 0 ? (
              <TodaysDollarsToggle
                checked={inputs.todaysDollars}
                onCheckedChange={(on) => update('todaysDollars', on)}
                baseYear={result.taxYear}
              />
            ) : null}
            {result.rows.length === 0 ? (
              <p>{m.nothingToPlanEnter()}</p>
            ) : (
              <>
                <p>{view.readingSentence(result)}</p>
                <ResultCard
                  label={m.lastsLabel()}
                  value={view.lastsValue(result)}
                  emphasis="primary"
                  description={view.outcomeSentence(result)}
                />
              </>
            )}
            <WillItLastLink />
            <ResultCard
              label={m.efficiencyLabel()}
              value={formatPercent(result.taxEfficiency, 1)}
              description={m.efficiencyDescription()}
            />
            <view.Recommendations
              title={m.cliffsTitle()}
              headingLevel={3}
              items={view.cliffSentences(nominal ?? result)}
            />
            {result.widow ? (
              <>
                <view.Recommendations
                  title={m.ifOneDiesTitle({ year: result.widow.deathYear })}
                  headingLevel={3}
                  items={view.widowSentences(nominal ?? result)}
                />
                {later?.plan.widow ? <view.WidowTable years={later.plan.widow.years} /> : null}
              </>
            ) : null}
            <ResultList
              items={[
                { label: m.totalTaxesLabel({ dollars }), value: result.totalTaxes },
                ...(result.totalMedicareSurcharge > 0
                  ? [{ label: m.totalSurchargesLabel({ dollars }), value: result.totalMedicareSurcharge }]
                  : []),
                { label: m.totalAfterTaxLabel({ dollars }), value: result.totalAfterTaxIncome },
                {
                  label: m.yearsSavingsLastRow(),
                  value: result.outcome?.lasted
                    ? m.allYears({ years: result.planYears })
                    : formatYears(result.yearsSavingsLast, 1),
                  description: m.planDescription({ span: view.planSpan(result), max: b.planToAge.max }),
                },
                ...(result.outcome?.lasted ? [{ label: m.leftAtEndLabel({ dollars }), value: result.leftAtEnd }] : []),
              ]}
            />
            {later ? <view.BalancesChart {...later} /> : null}
            <view.Recommendations headingLevel={3} items={result.recommendations.map(view.adviceWords)} />
            <HowCalculated
              {...todays.howCalculated(view.explanationWords(result), m.todaysDollarsWhat())}
              taxYear={result.taxYear}
            />
          </>
        ) : null
      }
    </OnDemandCalculator>
  );
}

import { useMemo } from 'react';
import {
  Chart,
  HowCalculated,
  NumberInput,
  Recommendations,
  ResultCard,
  ResultList,
  ResultsRegion,
  Select,
  formatCurrency,
  type SelectOption,
} from '../../kit';
import { calculateLtc } from '../../finance';
import { LTC_BOUNDS, LTC_DEFAULTS } from '../../finance/ltc';
import type { LtcCareSetting, LtcInflation, LtcRegion } from '../../finance/rules/ltc';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/options';
import { inflationAssumption } from '../../finance/todaysDollars';
import { ltcInTodaysDollars } from '../../finance/todaysDollarsProjections';
import { howCalculatedWith, inDollarsOf, summaryInDollarsOf, TODAYS_DOLLARS_DEFAULT, TodaysDollarsToggle, withoutTodaysDollars } from '../shared/TodaysDollars';
import { Fieldset, StaleNote, ToolLayout } from '../shared/ToolLayout';
import { useCalculateOnDemand } from '../shared/useCalculateOnDemand';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { REGION_NAMES, SETTING_NAMES } from './choiceNames';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'ltc-insurance';

const INFLATION_NAMES: Record<LtcInflation, string> = {
  none: 'None',
  simple: 'Simple',
  compound: 'Compound',
  cpi: 'CPI (follows the Consumer Price Index)',
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const REGION_OPTIONS: SelectOption[] = LTC_BOUNDS.states.map((s) => ({ value: s, label: REGION_NAMES[s] }));
const SETTING_OPTIONS: SelectOption[] = LTC_BOUNDS.careSettings.map((s) => ({ value: s, label: SETTING_NAMES[s] }));
const INFLATION_OPTIONS: SelectOption[] = LTC_BOUNDS.inflationProtection.map((s) => ({ value: s, label: INFLATION_NAMES[s] }));
const DURATION_OPTIONS: SelectOption[] = LTC_BOUNDS.careDuration.options.map((n) => ({ value: String(n), label: plural(n, 'year') }));
const BENEFIT_OPTIONS: SelectOption[] = LTC_BOUNDS.dailyBenefit.options.map((n) => ({ value: String(n), label: `${formatCurrency(n)} a day` }));
const ELIMINATION_OPTIONS: SelectOption[] = LTC_BOUNDS.eliminationPeriod.options.map((n) => ({ value: String(n), label: plural(n, 'day') }));
const BENEFIT_PERIOD_OPTIONS: SelectOption[] = LTC_BOUNDS.benefitPeriod.options.map((p) => ({
  value: String(p),
  label: p === 'lifetime' ? 'Lifetime' : plural(p, 'year'),
}));

/** The URL fragment and storage keep flat values, so the benefit period (a number or "lifetime") is kept as text. */
const DEFAULTS = { ...LTC_DEFAULTS, benefitPeriod: String(LTC_DEFAULTS.benefitPeriod), ...TODAYS_DOLLARS_DEFAULT };
/** "Inflation protection" is a policy choice, not a rate: the site-wide assumption. */
const INFLATION = inflationAssumption();
type LtcFormInputs = typeof DEFAULTS;

/** LTC insurance calculator (SPEC §3, §4, §5, §9): no results until Calculate is pressed; they stay until recalculated. */
export function LtcCalculator(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs<LtcFormInputs>(TOOL_ID, DEFAULTS, { myDetails: myDetailsFields.fields });
  const { calculated, result: nominal, calculate, stale } = useCalculateOnDemand(useMemo(() => withoutTodaysDollars(inputs), [inputs]), calculateLtc);
  // The estimate has no year of its own: "today" is this calendar year.
  const baseYear = new Date().getFullYear();
  const inTodaysDollars = nominal !== null && inputs.todaysDollars;
  const result = useMemo(() => (nominal && inTodaysDollars ? { ...nominal, ...ltcInTodaysDollars(nominal, INFLATION.percent) } : nominal), [nominal, inTodaysDollars]);
  const dollars = inTodaysDollars ? `, ${inDollarsOf(baseYear)}` : '';

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      onSubmit={calculate}
      submitLabel="Calculate"
      inputs={
        <>
          <Fieldset legend="About you">
            <NumberInput label="Your age" hint={hintFor('age')} unit="years" value={inputs.age} min={LTC_BOUNDS.age.min} max={LTC_BOUNDS.age.max} onValueChange={(v) => update('age', v)} />
            <Select label="Gender" hint="Women pay more because they tend to need care for longer." options={GENDER_OPTIONS} value={inputs.gender} onValueChange={(v) => update('gender', v as LtcFormInputs['gender'])} />
            <Select label="Where you live" hint="Care costs differ from state to state." options={REGION_OPTIONS} value={inputs.state} onValueChange={(v) => update('state', v as LtcRegion)} />
            <Select label="Your health" options={HEALTH_OPTIONS} value={inputs.healthStatus} onValueChange={(v) => update('healthStatus', v as LtcFormInputs['healthStatus'])} />
          </Fieldset>
          <Fieldset legend="The care you might need">
            <Select label="Type of care" options={SETTING_OPTIONS} value={inputs.careSetting} onValueChange={(v) => update('careSetting', v as LtcCareSetting)} />
            <Select label="How long care might last" hint="About 3 years is typical." options={DURATION_OPTIONS} value={String(inputs.careDuration)} onValueChange={(v) => update('careDuration', Number(v))} />
          </Fieldset>
          <Fieldset legend="The policy">
            <Select label="Daily benefit" hint="The most the policy pays for each day of care." options={BENEFIT_OPTIONS} value={String(inputs.dailyBenefit)} onValueChange={(v) => update('dailyBenefit', Number(v))} />
            <Select label="Waiting period before benefits start" hint="Called the elimination period. A longer wait costs less." options={ELIMINATION_OPTIONS} value={String(inputs.eliminationPeriod)} onValueChange={(v) => update('eliminationPeriod', Number(v) as LtcFormInputs['eliminationPeriod'])} />
            <Select label="Inflation protection" hint="Raises the benefit over time so it keeps up with care costs. Simple adds the same amount each year; compound grows on the already-raised benefit, so it rises faster." options={INFLATION_OPTIONS} value={inputs.inflationProtection} onValueChange={(v) => update('inflationProtection', v as LtcInflation)} />
            <Select label="How long benefits are paid" hint="Called the benefit period." options={BENEFIT_PERIOD_OPTIONS} value={inputs.benefitPeriod} onValueChange={(v) => update('benefitPeriod', v)} />
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title="Your long-term care estimate"
          headingLevel={3}
          status={result ? 'ready' : 'empty'}
          emptyMessage="Press Calculate to see your estimate."
          announceKey={calculated}
          summary={
            result
              ? summaryInDollarsOf(
                  inTodaysDollars ? baseYear : null,
                  `Care could cost ${formatCurrency(result.totalCareCost)} in total. Insurance is estimated at ${formatCurrency(result.monthlyPremium)} a month.`,
                )
              : undefined
          }
        >
          {result && calculated && (
            <>
              <StaleNote stale={stale} />
              <TodaysDollarsToggle checked={inputs.todaysDollars} onCheckedChange={(on) => update('todaysDollars', on)} baseYear={baseYear} />
              {inTodaysDollars && <p>Care costs are at today’s prices already, so they stay the same; premiums paid in later years are worth less in today’s dollars.</p>}
              <ResultCard
                label="Total cost of care"
                value={result.totalCareCost}
                displayType="currency"
                emphasis="primary"
                description={`${plural(calculated.careDuration, 'year')} of ${SETTING_NAMES[calculated.careSetting].toLowerCase()} ${calculated.state === 'national' ? 'at national average prices' : `in ${REGION_NAMES[calculated.state]}`}.`}
              />
              <ResultList
                items={[
                  { label: 'Daily cost of care', value: result.dailyCareCost, displayType: 'currency' },
                  { label: 'Yearly cost of care', value: result.annualCareCost, displayType: 'currency' },
                  {
                    label: 'Recommended daily benefit',
                    value: result.recommendedDailyBenefit,
                    displayType: 'currency',
                    description: 'The smallest daily benefit offered that covers the daily cost of care (or the largest offered).',
                  },
                  { label: 'Estimated monthly premium', value: result.monthlyPremium, displayType: 'currency' },
                  { label: 'Estimated yearly premium', value: result.annualPremium, displayType: 'currency' },
                  {
                    label: `Total premiums${dollars}`,
                    value: result.totalPremiums,
                    displayType: 'currency',
                    description: `Paid over ${plural(result.premiumYears, 'year')}.`,
                  },
                  {
                    label: 'Cost of paying for care yourself',
                    value: result.selfInsuranceCost,
                    displayType: 'currency',
                    description: 'The yearly cost of care over the benefit period.',
                  },
                  {
                    label: `Potential savings with insurance${dollars}`,
                    value: result.potentialSavings,
                    displayType: 'currency',
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
                series={[{ key: 'amount', label: 'Amount', format: 'currency' }]}
              />
              {result.recommendations.length > 0 && <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />}
              <HowCalculated {...howCalculatedWith(result, inTodaysDollars ? { baseYear, assumption: INFLATION, what: 'Premiums paid in later years' } : null)} />
            </>
          )}
        </ResultsRegion>
      }
    />
  );
}

import {
  HowCalculated,
  MoneyInput,
  NumberInput,
  Recommendations,
  ResultCard,
  ResultList,
  ResultsRegion,
  Select,
  Slider,
  formatCurrency,
  type SelectOption,
} from '../../kit';
import { calculateDisability } from '../../finance';
import {
  DISABILITY_BOUNDS,
  DISABILITY_DEFAULTS,
  type DisabilityBenefitPeriod,
  type DisabilityElimination,
} from '../../finance/disability';
import type { Gender, HealthStatus, Occupation } from '../../finance/types';
import { GENDER_OPTIONS, HEALTH_OPTIONS } from '../shared/options';
import { Fieldset, StaleNote, ToolLayout } from '../shared/ToolLayout';
import { useCalculateOnDemand } from '../shared/useCalculateOnDemand';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'disability';

const OCCUPATION_LABELS: Record<Occupation, string> = {
  professional: 'Professional (office-based)',
  managerial: 'Managerial',
  sales: 'Sales',
  technical: 'Technical',
  manual: 'Manual work',
  'high-risk': 'High-risk work',
};

const ELIMINATION_WORDS: Record<DisabilityElimination, string> = {
  30: '30 days',
  60: '60 days',
  90: '90 days',
  180: '180 days',
  365: '1 year',
};

const BENEFIT_PERIOD_WORDS: Record<DisabilityBenefitPeriod, string> = {
  '2-years': '2 years',
  '5-years': '5 years',
  'to-65': 'To age 65',
  lifetime: 'Lifetime',
};

const OCCUPATION_OPTIONS: SelectOption[] = DISABILITY_BOUNDS.occupations.map((o) => ({ value: o, label: OCCUPATION_LABELS[o] }));
const ELIMINATION_OPTIONS: SelectOption[] = DISABILITY_BOUNDS.eliminationPeriod.options.map((d) => ({ value: String(d), label: ELIMINATION_WORDS[d] }));
const BENEFIT_PERIOD_OPTIONS: SelectOption[] = DISABILITY_BOUNDS.benefitPeriod.options.map((p) => ({ value: p, label: BENEFIT_PERIOD_WORDS[p] }));

// A plain object type (not the interface) so it fits the flat record the URL fragment stores.
const DEFAULTS = { ...DISABILITY_DEFAULTS };
type DisabilityFormInputs = typeof DEFAULTS;

/** Disability insurance calculator (SPEC §3, §4, §5, §9): calculates only when Calculate is pressed. */
export function DisabilityCalculator(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs<DisabilityFormInputs>(TOOL_ID, DEFAULTS, { myDetails: myDetailsFields.fields });
  const { calculated, result, calculate, stale } = useCalculateOnDemand(inputs, calculateDisability);
  const b = DISABILITY_BOUNDS;
  const money = { min: b.money.min, max: b.money.max, decimals: 0 } as const;

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      onSubmit={calculate}
      submitLabel="Calculate"
      inputs={
        <>
          <Fieldset legend="About you">
            <NumberInput label="Your age" hint={hintFor('age')} unit="years" value={inputs.age} min={b.age.min} max={b.age.max} onValueChange={(v) => update('age', v)} />
            <Select label="Gender" hint="Insurers charge women more for disability cover because they claim more often." options={GENDER_OPTIONS} value={inputs.gender} onValueChange={(v) => update('gender', v as Gender)} />
            <Select label="Type of work" options={OCCUPATION_OPTIONS} value={inputs.occupation} onValueChange={(v) => update('occupation', v as Occupation)} />
            <Select label="Your health" options={HEALTH_OPTIONS} value={inputs.healthStatus} onValueChange={(v) => update('healthStatus', v as HealthStatus)} />
          </Fieldset>
          <Fieldset legend="Income and expenses">
            <MoneyInput label="Yearly income before tax" hint={hintFor('annualIncome')} value={inputs.annualIncome} {...money} onValueChange={(v) => update('annualIncome', v)} />
            <MoneyInput label="Monthly living expenses" value={inputs.monthlyExpenses} {...money} onValueChange={(v) => update('monthlyExpenses', v)} />
            <MoneyInput label="Disability cover you already have (monthly benefit)" hint="For example, a group policy through your employer. Enter 0 if none." value={inputs.existingCoverage} {...money} onValueChange={(v) => update('existingCoverage', v)} />
          </Fieldset>
          <Fieldset legend="The policy">
            <Select label="Waiting period before benefits start" hint="Called the elimination period. A longer wait costs less." options={ELIMINATION_OPTIONS} value={String(inputs.eliminationPeriod)} onValueChange={(v) => update('eliminationPeriod', Number(v) as DisabilityElimination)} />
            <Select label="How long benefits are paid" hint="Called the benefit period." options={BENEFIT_PERIOD_OPTIONS} value={inputs.benefitPeriod} onValueChange={(v) => update('benefitPeriod', v as DisabilityBenefitPeriod)} />
            <Slider label="Share of income to replace" hint="Policies usually replace 40 to 80 percent of income." valueType="percent" value={inputs.coverageAmount} min={b.coverageAmount.min} max={b.coverageAmount.max} onValueChange={(v) => update('coverageAmount', v)} />
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title="Your disability insurance estimate"
          headingLevel={3}
          status={result ? 'ready' : 'empty'}
          emptyMessage="Press Calculate to see your estimate."
          announceKey={calculated}
          summary={
            result
              ? `A policy could pay ${formatCurrency(result.monthlyBenefit)} a month, ${result.benefitPercentage.toFixed(1)}% of your income, for an estimated ${formatCurrency(result.monthlyPremium)} a month.`
              : undefined
          }
        >
          {result && (
            <>
              <StaleNote stale={stale} />
              <ResultCard
                label="Monthly benefit"
                value={result.monthlyBenefit}
                displayType="currency"
                emphasis="primary"
                description={`That replaces ${result.benefitPercentage.toFixed(1)}% of your monthly income.`}
              />
              <ResultList
                items={[
                  { label: 'Yearly benefit', value: result.annualBenefit, displayType: 'currency' },
                  { label: 'Share of income replaced', value: result.benefitPercentage, displayType: 'percentage' },
                  { label: 'Waiting period', value: ELIMINATION_WORDS[result.eliminationPeriod], displayType: 'text' },
                  { label: 'Benefits paid for', value: BENEFIT_PERIOD_WORDS[result.benefitPeriod], displayType: 'text' },
                  { label: 'Estimated monthly premium', value: result.monthlyPremium, displayType: 'currency' },
                  { label: 'Estimated yearly premium', value: result.annualPremium, displayType: 'currency' },
                  {
                    label: 'Coverage gap (monthly)',
                    value: result.coverageGap,
                    displayType: 'currency',
                    description: 'The monthly benefit above what your existing cover pays.',
                  },
                ]}
              />
              {result.recommendations.length > 0 && <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />}
              <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
            </>
          )}
        </ResultsRegion>
      }
    />
  );
}

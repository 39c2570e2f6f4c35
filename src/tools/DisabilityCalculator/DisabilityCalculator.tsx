import { HowCalculated, Recommendations, ResultCard, ResultList, formatCurrency } from '../../kit';
import { calculateDisability } from '../../finance';
import {
  OnDemandCalculator,
  ToolFieldsets,
  useCalculateOnDemand,
  useCalculatorForm,
  type ToolFieldset,
} from '../shared/layout/Calculator';
import { BENEFIT_PERIOD_WORDS, DEFAULTS, ELIMINATION_WORDS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['About you', ['age', 'gender', 'occupation', 'healthStatus']],
  ['Income and expenses', ['annualIncome', 'monthlyExpenses', 'existingCoverage']],
  ['The policy', ['eliminationPeriod', 'benefitPeriod', 'coverageAmount']],
];

/** Disability insurance calculator (SPEC §3 inputs and outputs, §4 calculates only on Calculate, §5 bounds and options, §9 premium model and defaults): calculates only when Calculate is pressed. */
export function DisabilityCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const calculation = useCalculateOnDemand(form.inputs, calculateDisability);

  return (
    <OnDemandCalculator
      form={form}
      calculation={calculation}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your disability insurance estimate"
      emptyMessage="Press Calculate to see your estimate."
      summary={(result) =>
        `A policy could pay ${formatCurrency(result.monthlyBenefit)} a month, ${result.benefitPercentage.toFixed(1)}% of your income, for an estimated ${formatCurrency(result.monthlyPremium)} a month.`
      }
    >
      {(result) => (
        <>
          <ResultCard
            label="Monthly benefit"
            value={result.monthlyBenefit}
            emphasis="primary"
            description={`That replaces ${result.benefitPercentage.toFixed(1)}% of your monthly income.`}
          />
          <ResultList
            items={[
              { label: 'Yearly benefit', value: result.annualBenefit },
              { label: 'Share of income replaced', value: result.benefitPercentage, format: { style: 'percent' } },
              { label: 'Waiting period', value: ELIMINATION_WORDS[result.eliminationPeriod] },
              { label: 'Benefits paid for', value: BENEFIT_PERIOD_WORDS[result.benefitPeriod] },
              { label: 'Estimated monthly premium', value: result.monthlyPremium },
              { label: 'Estimated yearly premium', value: result.annualPremium },
              {
                label: 'Coverage gap (monthly)',
                value: result.coverageGap,
                description: 'The monthly benefit above what your existing cover pays.',
              },
            ]}
          />
          {result.recommendations.length > 0 && (
            <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />
          )}
          <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
        </>
      )}
    </OnDemandCalculator>
  );
}

import { HowCalculated, Recommendations, ResultCard, ResultList, formatCurrency } from '../../kit';
import { calculateDisability } from '../../finance';
import { OnDemandCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { useOnDemandCalculator } from '../shared/layout/useOnDemandCalculator';
import { BENEFIT_PERIOD_WORDS, DEFAULTS, ELIMINATION_WORDS } from './fields';
import { assumptionWords, formulaWords, recommendationWords } from './disabilityWords';
import { explained } from '../shared/core/explained';
import { text } from '../../i18n/text';
import { formatDecimal, tidy } from '../../i18n/numberText';
import * as m from './messages';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order, their legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.aboutYou(), ['age', 'gender', 'occupation', 'healthStatus']],
  [m.incomeAndExpenses(), ['annualIncome', 'monthlyExpenses', 'existingCoverage']],
  [m.thePolicy(), ['eliminationPeriod', 'benefitPeriod', 'coverageAmount']],
];

/** A share with one decimal always, as the tool has always said it: "60.0". */
const oneDecimal = (n: number) => formatDecimal(tidy(n, 1), { minFraction: 1, maxFraction: 1, grouping: true });

/** Disability insurance calculator (SPEC §3 inputs and outputs, §4 calculates only on Calculate, §5 bounds and options, §9 premium model and defaults): calculates only when Calculate is pressed. */
export function DisabilityCalculator(_props: ToolProps) {
  const { form, calculation } = useOnDemandCalculator(tool, calculateDisability);

  return (
    <OnDemandCalculator
      form={form}
      calculation={calculation}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      buttonLabel={m.calculate()}
      emptyMessage={m.emptyMessage()}
      summary={(result) =>
        m.summary({
          benefit: formatCurrency(result.monthlyBenefit),
          percent: oneDecimal(result.benefitPercentage),
          premium: formatCurrency(result.monthlyPremium),
        })
      }
    >
      {(result) => (
        <>
          <ResultCard
            label={m.monthlyBenefitLabel()}
            value={result.monthlyBenefit}
            emphasis="primary"
            description={m.monthlyBenefitDescription({ percent: oneDecimal(result.benefitPercentage) })}
          />
          <ResultList
            items={[
              { label: m.yearlyBenefitLabel(), value: result.annualBenefit },
              { label: m.shareReplacedLabel(), value: result.benefitPercentage, format: { style: 'percent' } },
              { label: m.waitingPeriodLabel(), value: text(ELIMINATION_WORDS[result.eliminationPeriod]) },
              { label: m.paidForLabel(), value: text(BENEFIT_PERIOD_WORDS[result.benefitPeriod]) },
              { label: m.monthlyPremiumLabel(), value: result.monthlyPremium },
              { label: m.yearlyPremiumLabel(), value: result.annualPremium },
              {
                label: m.coverageGapLabel(),
                value: result.coverageGap,
                description: m.coverageGapDescription(),
              },
            ]}
          />
          {result.recommendations.length > 0 && (
            <Recommendations
              title={m.recommendationsTitle()}
              headingLevel={4}
              items={result.recommendations.map(recommendationWords)}
            />
          )}
          <HowCalculated {...explained(result, assumptionWords, formulaWords)} />
        </>
      )}
    </OnDemandCalculator>
  );
}

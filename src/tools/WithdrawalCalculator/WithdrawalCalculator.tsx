import {
  Chart,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  formatCurrency,
  formatPercent,
} from '../../kit';
import { OnDemandCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { useOnDemandCalculator } from '../shared/layout/useOnDemandCalculator';
import { DEFAULTS } from './fields';
import { computeWithdrawal } from './scenario';
import type { ToolProps } from '../types';
import { tool } from './tool';
import { adviceWords, assumptionWords, formulaWords } from './withdrawalWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';

type FlatInputs = typeof DEFAULTS;

/** The form's fieldsets, each listing its fields in order. */
const fieldsets = (): readonly ToolFieldset<FlatInputs>[] => [
  [m.fieldsetIncome(), ['age', 'annualIncomeNeed', 'socialSecurity', 'pension']],
  [m.fieldsetBrackets(), ['taxYear', 'currentTaxBracket', 'retirementTaxBracket']],
  [m.fieldsetBalances(), ['traditional401k', 'traditionalIRA', 'roth401k', 'rothIRA', 'taxable', 'hsa']],
  [m.fieldsetAssumptions(), ['expectedReturn', 'inflation']],
];

/** Tax-efficient withdrawal calculator, article version (SPEC §3 inputs and defaults, §4 results only on Calculate, §5 bounds, §9 withdrawal order and tax): results only when Calculate is pressed. */
export function WithdrawalCalculator(_props: ToolProps) {
  // SPEC §4: results stay as last calculated until Calculate is pressed again.
  const { form, calculation } = useOnDemandCalculator(tool, computeWithdrawal);

  return (
    <OnDemandCalculator
      form={form}
      calculation={calculation}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      emptyMessage={m.emptyMessage()}
      summary={(result) =>
        m.summary({
          savings: formatCurrency(result.taxSavings),
          need: formatCurrency(result.annualIncomeNeed),
          tax: formatCurrency(result.taxImpact.totalTaxes),
        })
      }
    >
      {(result, calculated) => (
        <>
          <ResultCard
            label={m.savedLabel()}
            value={result.taxSavings}
            emphasis="primary"
            description={m.savedDescription()}
          />
          <h3>{m.sourcesHeading({ need: formatCurrency(result.annualIncomeNeed) })}</h3>
          <ResultList
            items={[
              { label: m.rowSocialSecurity(), value: calculated.socialSecurity },
              ...(calculated.pension > 0 ? [{ label: m.rowPension(), value: calculated.pension }] : []),
              { label: m.rowTraditional(), value: result.optimalWithdrawalStrategy.traditional },
              { label: m.rowTaxable(), value: result.optimalWithdrawalStrategy.taxable },
              { label: m.rowRoth(), value: result.optimalWithdrawalStrategy.roth },
              { label: m.rowHsa(), value: result.optimalWithdrawalStrategy.hsa },
              ...(result.shortfall > 0 ? [{ label: m.rowNotCovered(), value: result.shortfall }] : []),
            ]}
          />
          <h3>{m.taxHeading({ year: String(result.taxYear) })}</h3>
          <ResultList
            items={[
              { label: m.rowTotalTax(), value: result.taxImpact.totalTaxes },
              { label: m.rowEffectiveRate(), value: formatPercent(result.taxImpact.effectiveTaxRate, 1) },
              { label: m.rowMarginalRate(), value: formatPercent(result.taxImpact.marginalTaxRate) },
            ]}
          />
          <Chart
            title={m.chartTitle()}
            summary={m.chartSummary({ balance: formatCurrency(result.projectedBalances.year10) })}
            kind="bar"
            data={[
              { year: m.chartYear({ year: 1 }), balance: Math.round(result.projectedBalances.year1) },
              { year: m.chartYear({ year: 5 }), balance: Math.round(result.projectedBalances.year5) },
              { year: m.chartYear({ year: 10 }), balance: Math.round(result.projectedBalances.year10) },
            ]}
            xKey="year"
            xLabel={m.chartAxis()}
            series={[{ key: 'balance', label: m.chartSeries(), format: { style: 'currency' } }]}
          />
          <Recommendations headingLevel={3} items={result.recommendations.map(adviceWords)} />
          <HowCalculated {...explained(result, assumptionWords, formulaWords)} taxYear={result.taxYear} />
        </>
      )}
    </OnDemandCalculator>
  );
}

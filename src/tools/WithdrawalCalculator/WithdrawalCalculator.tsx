import {
  Chart,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  formatCurrency,
  formatPercent,
} from '../../kit';
import {
  OnDemandCalculator,
  ToolFieldsets,
  useCalculateOnDemand,
  useCalculatorForm,
  type ToolFieldset,
} from '../shared/layout/Calculator';
import { DEFAULTS } from './fields';
import { computeWithdrawal } from './scenario';
import type { ToolProps } from '../types';
import { tool } from './tool';

type FlatInputs = typeof DEFAULTS;

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<FlatInputs>[] = [
  ['Income need and income', ['age', 'annualIncomeNeed', 'socialSecurity', 'pension']],
  ['Tax brackets', ['taxYear', 'currentTaxBracket', 'retirementTaxBracket']],
  ['Account balances', ['traditional401k', 'traditionalIRA', 'roth401k', 'rothIRA', 'taxable', 'hsa']],
  ['Assumptions', ['expectedReturn', 'inflation']],
];

/** Tax-efficient withdrawal calculator, article version (SPEC §3 inputs and defaults, §4 results only on Calculate, §5 bounds, §9 withdrawal order and tax): results only when Calculate is pressed. */
export function WithdrawalCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  // SPEC §4: results stay as last calculated until Calculate is pressed again.
  const calculation = useCalculateOnDemand(form.inputs, computeWithdrawal);

  return (
    <OnDemandCalculator
      form={form}
      calculation={calculation}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your withdrawal plan"
      emptyMessage="Enter your details and press Calculate to see which accounts to draw from and the tax it may cost."
      summary={(result) =>
        `This order saves about ${formatCurrency(result.taxSavings)} in tax. Federal income tax on this year’s ${formatCurrency(result.annualIncomeNeed)} would be ${formatCurrency(result.taxImpact.totalTaxes)}.`
      }
    >
      {(result, calculated) => (
        <>
          <ResultCard
            label="Tax saved with this order"
            value={result.taxSavings}
            emphasis="primary"
            description="Compared with taking the same amount only from traditional accounts."
          />
          <h3>Where this year’s {formatCurrency(result.annualIncomeNeed)} comes from</h3>
          <ResultList
            items={[
              { label: 'Social Security', value: calculated.socialSecurity },
              ...(calculated.pension > 0 ? [{ label: 'Pension', value: calculated.pension }] : []),
              { label: 'Traditional 401(k) and IRA', value: result.optimalWithdrawalStrategy.traditional },
              { label: 'Taxable accounts', value: result.optimalWithdrawalStrategy.taxable },
              { label: 'Roth 401(k) and IRA', value: result.optimalWithdrawalStrategy.roth },
              { label: 'HSA (for medical costs)', value: result.optimalWithdrawalStrategy.hsa },
              ...(result.shortfall > 0 ? [{ label: 'Not covered', value: result.shortfall }] : []),
            ]}
          />
          <h3>Tax impact ({result.taxYear}, single filer)</h3>
          <ResultList
            items={[
              { label: 'Total federal income tax', value: result.taxImpact.totalTaxes },
              { label: 'Effective tax rate', value: formatPercent(result.taxImpact.effectiveTaxRate, 1) },
              { label: 'Marginal tax rate', value: formatPercent(result.taxImpact.marginalTaxRate) },
            ]}
          />
          <Chart
            title="Your total savings over time"
            summary={`Taking the same amount each year, your accounts could hold about ${formatCurrency(result.projectedBalances.year10)} after 10 years, in today’s dollars.`}
            kind="bar"
            data={[
              { year: 'Year 1', balance: Math.round(result.projectedBalances.year1) },
              { year: 'Year 5', balance: Math.round(result.projectedBalances.year5) },
              { year: 'Year 10', balance: Math.round(result.projectedBalances.year10) },
            ]}
            xKey="year"
            xLabel="After"
            series={[{ key: 'balance', label: 'Total balance', format: { style: 'currency' } }]}
          />
          <Recommendations headingLevel={3} items={result.recommendations} />
          <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.taxYear} />
        </>
      )}
    </OnDemandCalculator>
  );
}

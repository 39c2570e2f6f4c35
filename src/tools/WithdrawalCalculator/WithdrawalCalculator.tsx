import {
  Chart,
  HowCalculated,
  MoneyInput,
  NumberInput,
  Recommendations,
  ResultCard,
  ResultList,
  ResultsRegion,
  Select,
  formatCurrency,
  formatPercent,
} from '../../kit';
import { calculateWithdrawal, type TaxYear } from '../../finance';
import { WITHDRAWAL_BOUNDS, WITHDRAWAL_DEFAULTS, type WithdrawalInput } from '../../finance/withdrawal';
import { Fieldset, StaleNote, ToolLayout } from '../shared/ToolLayout';
import { useCalculateOnDemand } from '../shared/useCalculateOnDemand';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'withdrawal-calculator';
const b = WITHDRAWAL_BOUNDS;
const { accounts: defaultAccounts, ...topDefaults } = WITHDRAWAL_DEFAULTS;
// The URL fragment holds flat fields only, so the six accounts sit beside the other inputs.
const DEFAULTS = { ...topDefaults, taxYear: topDefaults.taxYear as number, ...defaultAccounts };
type FlatInputs = typeof DEFAULTS;

const bracketOptions = b.brackets.map((r) => ({ value: String(r), label: `${r}%` }));
const yearOptions = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));

const ACCOUNT_FIELDS = [
  { key: 'traditional401k', label: 'Traditional 401(k)' },
  { key: 'traditionalIRA', label: 'Traditional IRA' },
  { key: 'roth401k', label: 'Roth 401(k)' },
  { key: 'rothIRA', label: 'Roth IRA' },
  { key: 'taxable', label: 'Taxable brokerage and savings' },
  { key: 'hsa', label: 'Health savings account (HSA)' },
] as const;

function toInput(flat: FlatInputs): WithdrawalInput {
  const { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa, taxYear, ...rest } = flat;
  return { ...rest, taxYear: taxYear as TaxYear, accounts: { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa } };
}

const computeWithdrawal = (flat: FlatInputs) => calculateWithdrawal(toInput(flat));

/** Tax-efficient withdrawal calculator, article version (SPEC §3, §4, §5, §9): results only when Calculate is pressed. */
export function WithdrawalCalculator(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs(TOOL_ID, DEFAULTS, { myDetails: myDetailsFields.fields });
  // SPEC §4: results stay as last calculated until Calculate is pressed again.
  const { calculated, result, calculate, stale } = useCalculateOnDemand(inputs, computeWithdrawal);
  const money = (key: keyof FlatInputs, label: string, hint?: string) => (
    <MoneyInput key={key} label={label} hint={hintFor(key, hint)} decimals={0} value={inputs[key]} min={b.money.min} max={b.money.max} onValueChange={(v) => update(key, v)} />
  );

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      onSubmit={calculate}
      submitLabel="Calculate"
      inputs={
        <>
          <Fieldset legend="Income need and income">
            <NumberInput label="Your age" hint={hintFor('age')} unit="years" value={inputs.age} min={b.age.min} max={b.age.max} onValueChange={(v) => update('age', v)} />
            {money('annualIncomeNeed', 'Yearly income you need', 'Before tax, for everything you spend in a year.')}
            {money('socialSecurity', 'Social Security benefits per year')}
            {money('pension', 'Pension income per year')}
          </Fieldset>
          <Fieldset legend="Tax brackets">
            <Select label="Tax year" hint="Brackets and deductions change every year." options={yearOptions} value={String(inputs.taxYear)} onValueChange={(v) => update('taxYear', Number(v))} />
            <Select label="Your tax bracket now" options={bracketOptions} value={String(inputs.currentTaxBracket)} onValueChange={(v) => update('currentTaxBracket', Number(v))} />
            <Select label="Your expected tax bracket in retirement" options={bracketOptions} value={String(inputs.retirementTaxBracket)} onValueChange={(v) => update('retirementTaxBracket', Number(v))} />
          </Fieldset>
          <Fieldset legend="Account balances">
            {ACCOUNT_FIELDS.map((f) => money(f.key, f.label))}
          </Fieldset>
          <Fieldset legend="Assumptions">
            <NumberInput label="Expected yearly return" unit="%" decimals={1} step={b.expectedReturn.step} value={inputs.expectedReturn} min={b.expectedReturn.min} max={b.expectedReturn.max} onValueChange={(v) => update('expectedReturn', v)} />
            <NumberInput label="Expected yearly inflation" unit="%" decimals={1} step={b.inflation.step} value={inputs.inflation} min={b.inflation.min} max={b.inflation.max} onValueChange={(v) => update('inflation', v)} />
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title="Your withdrawal plan"
          headingLevel={3}
          status={result ? 'ready' : 'empty'}
          emptyMessage="Enter your details and press Calculate to see which accounts to draw from and the tax it may cost."
          announceKey={calculated}
          summary={
            result
              ? `This order saves about ${formatCurrency(result.taxSavings)} in tax. Federal income tax on this year’s ${formatCurrency(result.annualIncomeNeed)} would be ${formatCurrency(result.taxImpact.totalTaxes)}.`
              : undefined
          }
        >
          {result && calculated ? (
            <>
              <StaleNote stale={stale} />
              <ResultCard
                label="Tax saved with this order"
                value={result.taxSavings}
                emphasis="primary"
                description="Compared with taking the same amount only from traditional accounts."
              />
              <h3>Where this year’s {formatCurrency(result.annualIncomeNeed)} comes from</h3>
              <ResultList
                items={[
                  { label: 'Social Security', value: calculated.socialSecurity, displayType: 'currency' },
                  ...(calculated.pension > 0 ? [{ label: 'Pension', value: calculated.pension, displayType: 'currency' as const }] : []),
                  { label: 'Traditional 401(k) and IRA', value: result.optimalWithdrawalStrategy.traditional, displayType: 'currency' },
                  { label: 'Taxable accounts', value: result.optimalWithdrawalStrategy.taxable, displayType: 'currency' },
                  { label: 'Roth 401(k) and IRA', value: result.optimalWithdrawalStrategy.roth, displayType: 'currency' },
                  { label: 'HSA (for medical costs)', value: result.optimalWithdrawalStrategy.hsa, displayType: 'currency' },
                  ...(result.shortfall > 0 ? [{ label: 'Not covered', value: result.shortfall, displayType: 'currency' as const }] : []),
                ]}
              />
              <h3>Tax impact ({result.taxYear}, single filer)</h3>
              <ResultList
                items={[
                  { label: 'Total federal income tax', value: result.taxImpact.totalTaxes, displayType: 'currency' },
                  { label: 'Effective tax rate', value: formatPercent(result.taxImpact.effectiveTaxRate, 1), displayType: 'text' },
                  { label: 'Marginal tax rate', value: formatPercent(result.taxImpact.marginalTaxRate), displayType: 'text' },
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
                series={[{ key: 'balance', label: 'Total balance', format: 'currency' }]}
              />
              <Recommendations headingLevel={3} items={result.recommendations} />
              <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.taxYear} />
            </>
          ) : null}
        </ResultsRegion>
      }
    />
  );
}

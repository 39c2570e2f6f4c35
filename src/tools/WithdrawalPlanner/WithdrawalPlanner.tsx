import {
  Button,
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
import { planWithdrawals } from '../../finance';
import { PLANNER_BOUNDS, PLANNER_DEFAULTS, type PlannerFilingStatus } from '../../finance/withdrawalPlanner';
import { PLANNER_TAX_YEAR } from '../../finance/rules/withdrawal';
import { Fieldset, ToolLayout, toolStyles } from '../shared/ToolLayout';
import { useCalculateOnDemand } from '../shared/useCalculateOnDemand';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import type { ToolProps } from '../types';
import * as s from './WithdrawalPlanner.css';

const TOOL_ID = 'withdrawal-planner';
const DEFAULTS = { ...PLANNER_DEFAULTS, filingStatus: PLANNER_DEFAULTS.filingStatus as string };
type Inputs = typeof DEFAULTS;
const b = PLANNER_BOUNDS;

const STATUS_LABELS: Record<PlannerFilingStatus, string> = {
  single: 'Single',
  marriedJoint: 'Married filing jointly',
  marriedSeparate: 'Married filing separately',
};
const statusOptions = b.filingStatuses.map((value) => ({ value, label: STATUS_LABELS[value] }));

const BALANCE_FIELDS = [
  { key: 'traditionalBalance', label: 'Traditional IRA and 401(k) balance' },
  { key: 'rothBalance', label: 'Roth IRA and Roth 401(k) balance' },
  { key: 'taxableBalance', label: 'Taxable account balance', hint: 'Brokerage and savings accounts.' },
] as const;

const computePlan = (inputs: Inputs) => planWithdrawals({ ...inputs, filingStatus: inputs.filingStatus as PlannerFilingStatus });

/** Tax-Efficient Withdrawal Planner, multi-year (SPEC §3, §4, §5, §9): results only when Calculate is pressed. */
export function WithdrawalPlanner(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs(TOOL_ID, DEFAULTS, { myDetails: myDetailsFields.fields });
  // SPEC §4: the plan does not follow the inputs live; it changes only on Calculate.
  const { calculated, result, calculate, stale } = useCalculateOnDemand(inputs, computePlan);
  const shownRows = result ? result.rows.slice(0, result.shownYears) : [];
  const chartData = result
    ? result.rows.map((r) => ({
        age: r.age,
        traditional: Math.round(r.traditionalBalance),
        roth: Math.round(r.rothBalance),
        taxable: Math.round(r.taxableBalance),
      }))
    : [];
  const lastRow = result?.rows[result.rows.length - 1];

  return (
    <ToolLayout
      toolId={TOOL_ID}
      onSubmit={calculate}
      inputs={
        <>
          <Fieldset legend="You">
            <NumberInput label="Your age" hint={hintFor('currentAge')} unit="years" value={inputs.currentAge} min={b.currentAge.min} max={b.currentAge.max} onValueChange={(v) => update('currentAge', v)} />
            <Select label="Filing status" hint={hintFor('filingStatus')} options={statusOptions} value={inputs.filingStatus} onValueChange={(v) => update('filingStatus', v)} />
            <MoneyInput label="Yearly income you need from your savings" hint="Before tax." decimals={0} step={b.money.step} value={inputs.annualIncome} min={b.money.min} max={b.money.max} onValueChange={(v) => update('annualIncome', v)} />
          </Fieldset>
          <Fieldset legend="Your savings">
            {BALANCE_FIELDS.map((f) => (
              <MoneyInput
                key={f.key}
                label={f.label}
                hint={hintFor(f.key, 'hint' in f ? f.hint : undefined)}
                decimals={0}
                step={b.money.step}
                value={inputs[f.key]}
                min={b.money.min}
                max={b.money.max}
                onValueChange={(v) => update(f.key, v)}
              />
            ))}
          </Fieldset>
          <div className={toolStyles.buttonRow}>
            <Button type="submit">Calculate</Button>
          </div>
        </>
      }
      results={
        <ResultsRegion
          title="Your withdrawal plan, year by year"
          headingLevel={3}
          status={result ? 'ready' : 'empty'}
          emptyMessage="Enter your details and press Calculate to see a year-by-year plan."
        >
          {result && calculated ? (
            <>
              {stale ? <p>You have changed some figures since you calculated. Press Calculate to update this plan.</p> : null}
              {result.rows.length === 0 ? <p>With no savings in any account there is nothing to plan. Enter at least one balance.</p> : null}
              <ResultCard
                label="Tax efficiency"
                value={formatPercent(result.taxEfficiency, 1)}
                displayType="text"
                emphasis="primary"
                description="The share of everything you withdraw that you keep after federal income tax."
              />
              <ResultList
                items={[
                  { label: 'Total taxes', value: result.totalTaxes, displayType: 'currency' },
                  { label: 'Total after-tax income', value: result.totalAfterTaxIncome, displayType: 'currency' },
                  { label: 'Years your savings last', value: `${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}`, displayType: 'text', description: `The plan runs at most ${b.maxYears} years.` },
                ]}
              />
              {shownRows.length > 0 ? (
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable)
                <div className={toolStyles.tableWrap} role="region" aria-labelledby="withdrawal-planner-caption" tabIndex={0}>
                  <table className={toolStyles.table}>
                    <caption id="withdrawal-planner-caption" className={s.caption}>
                      Year-by-year plan.{' '}
                      {result.totalYears > result.shownYears
                        ? `Showing the first ${result.shownYears} of ${result.totalYears} years.`
                        : `Showing all ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}.`}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className={s.head}>Year</th>
                        <th scope="col" className={s.head}>Age</th>
                        <th scope="col" className={s.head}>From traditional</th>
                        <th scope="col" className={s.head}>From Roth</th>
                        <th scope="col" className={s.head}>From taxable</th>
                        <th scope="col" className={s.head}>Total income</th>
                        <th scope="col" className={s.head}>Tax</th>
                        <th scope="col" className={s.head}>After tax</th>
                        <th scope="col" className={s.head}>Traditional left</th>
                        <th scope="col" className={s.head}>Roth left</th>
                        <th scope="col" className={s.head}>Taxable left</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shownRows.map((r) => (
                        <tr key={r.year}>
                          <th scope="row" className={s.cell}>{r.year}</th>
                          <td className={s.num}>{r.age}</td>
                          <td className={s.num}>{formatCurrency(r.traditionalWithdrawal)}</td>
                          <td className={s.num}>{formatCurrency(r.rothWithdrawal)}</td>
                          <td className={s.num}>{formatCurrency(r.taxableWithdrawal)}</td>
                          <td className={s.num}>{formatCurrency(r.totalIncome)}</td>
                          <td className={s.num}>{formatCurrency(r.taxOwed)}</td>
                          <td className={s.num}>{formatCurrency(r.afterTaxIncome)}</td>
                          <td className={s.num}>{formatCurrency(r.traditionalBalance)}</td>
                          <td className={s.num}>{formatCurrency(r.rothBalance)}</td>
                          <td className={s.num}>{formatCurrency(r.taxableBalance)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {chartData.length > 0 && lastRow ? (
                <Chart
                  title="Account balances over the plan"
                  summary={`Your savings last ${result.totalYears} ${result.totalYears === 1 ? "year" : "years"} on this plan; at age ${lastRow.age} you would have ${formatCurrency(lastRow.traditionalBalance)} left in traditional, ${formatCurrency(lastRow.rothBalance)} in Roth and ${formatCurrency(lastRow.taxableBalance)} in taxable accounts.`}
                  kind="line"
                  data={chartData}
                  xKey="age"
                  xLabel="Age"
                  series={[
                    { key: 'traditional', label: 'Traditional', format: 'currency' },
                    { key: 'roth', label: 'Roth', format: 'currency' },
                    { key: 'taxable', label: 'Taxable', format: 'currency' },
                  ]}
                />
              ) : null}
              <Recommendations headingLevel={3} items={result.recommendations} />
              <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={PLANNER_TAX_YEAR} />
            </>
          ) : null}
        </ResultsRegion>
      }
    />
  );
}

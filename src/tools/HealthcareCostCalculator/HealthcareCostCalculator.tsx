import { useMemo, useState } from 'react';
import {
  Button,
  CallToAction,
  Chart,
  Dialog,
  HowCalculated,
  MoneyInput,
  NumberInput,
  Recommendations,
  ResultCard,
  ResultList,
  ResultsRegion,
  Select,
  formatCurrency,
  type SelectOption,
} from '../../kit';
import { calculateHealthcareCost, type CostLocation, type HealthStatus } from '../../finance';
import { HEALTHCARE_COST_BOUNDS, HEALTHCARE_COST_DEFAULTS } from '../../finance/healthcareCost';
import { downloadJson } from '../../storage';
import { HEALTH_OPTIONS } from '../shared/options';
import { Fieldset, ToolLayout } from '../shared/ToolLayout';
import { todayIso } from '../shared/today';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';
import * as s from './HealthcareCostCalculator.css';

const TOOL_ID = 'healthcare-cost';
const HEALTHCARE_REPORT_FILE = 'healthcare-cost-report.json';

const LOCATION_OPTIONS: SelectOption[] = [
  { value: 'low', label: 'Low-cost area' },
  { value: 'medium', label: 'Medium-cost area' },
  { value: 'high', label: 'High-cost area' },
];

/** Healthcare Cost Calculator, the standalone screen of SPEC §2 (with §3, §4, §5, §9): live results. */
export function HealthcareCostCalculator(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs(TOOL_ID, { ...HEALTHCARE_COST_DEFAULTS }, { myDetails: myDetailsFields.fields });
  const result = useMemo(() => calculateHealthcareCost(inputs), [inputs]);
  const [consultOpen, setConsultOpen] = useState(false);
  const b = HEALTHCARE_COST_BOUNDS;
  const money = { min: b.money.min, max: b.money.max, decimals: 0 } as const;
  const first = result.yearlyData[0];
  const last = result.yearlyData[result.yearlyData.length - 1];

  return (
    <div className={s.root}>
      <div className={s.hero}>
        <h3 className={s.heroHeading}>Plan for healthcare costs in retirement</h3>
        <p className={s.heroText}>Enter your details and see what Medicare premiums, care and long-term care could cost you each year and over your retirement.</p>
      </div>
      <ToolLayout
        toolId={TOOL_ID}
        scenarios={{ ...scenario, inputs }}
        inputs={
          <>
            <Fieldset legend="Personal Information">
              <NumberInput label="Your age" hint={hintFor('currentAge')} unit="years" value={inputs.currentAge} min={b.currentAge.min} max={b.currentAge.max} onValueChange={(v) => update('currentAge', v)} />
              <NumberInput label="Age you plan to retire" unit="years" value={inputs.retirementAge} min={b.retirementAge.min} max={b.retirementAge.max} onValueChange={(v) => update('retirementAge', v)} />
              <NumberInput label="Life expectancy" hint="The age to plan up to. Planning for a long life is safer." unit="years" value={inputs.lifeExpectancy} min={b.lifeExpectancy.min} max={b.lifeExpectancy.max} onValueChange={(v) => update('lifeExpectancy', v)} />
              <Select label="Your health" options={HEALTH_OPTIONS} value={inputs.healthStatus} onValueChange={(v) => update('healthStatus', v as HealthStatus)} />
              <Select label="Where you live" hint="Care costs more in some areas than others." options={LOCATION_OPTIONS} value={inputs.location} onValueChange={(v) => update('location', v as CostLocation)} />
            </Fieldset>
            <Fieldset legend="Healthcare Expenses">
              <MoneyInput label="Medicare Part B premium (per month)" hint="2026 standard premium is $202.90 (CMS)." {...money} decimals={2} value={inputs.medicareB} onValueChange={(v) => update('medicareB', v)} />
              <MoneyInput label="Medicare Part D drug plan premium (per month)" {...money} decimals={2} value={inputs.medicareD} onValueChange={(v) => update('medicareD', v)} />
              <MoneyInput label="Medigap premium (per month)" hint="Enter 0 if you have no supplement plan." {...money} decimals={2} value={inputs.medigap} onValueChange={(v) => update('medigap', v)} />
              <MoneyInput label="Prescriptions (per month)" {...money} value={inputs.prescriptions} onValueChange={(v) => update('prescriptions', v)} />
              <MoneyInput label="Out-of-pocket costs (per year)" hint="Copays, coinsurance and deductibles." {...money} value={inputs.outOfPocket} onValueChange={(v) => update('outOfPocket', v)} />
              <MoneyInput label="Dental and vision (per year)" {...money} value={inputs.dentalVision} onValueChange={(v) => update('dentalVision', v)} />
            </Fieldset>
            <Fieldset legend="Advanced Options">
              <NumberInput label="Healthcare inflation (per year)" hint="Healthcare prices have often risen faster than prices in general." unit="%" decimals={1} step={b.inflationRate.step} value={inputs.inflationRate} min={b.inflationRate.min} max={b.inflationRate.max} onValueChange={(v) => update('inflationRate', v)} />
              <NumberInput label="Chance you will need long-term care" unit="%" value={inputs.ltcProbability} min={b.ltcProbability.min} max={b.ltcProbability.max} onValueChange={(v) => update('ltcProbability', v)} />
              <MoneyInput label="Long-term care cost (per year)" {...money} value={inputs.ltcCost} onValueChange={(v) => update('ltcCost', v)} />
            </Fieldset>
          </>
        }
        results={
          <ResultsRegion
            title="Your estimated healthcare costs"
            headingLevel={3}
            summary={`Your healthcare could cost about ${formatCurrency(result.totalEstimatedCost)} over ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'} of retirement, about ${formatCurrency(result.annualCostToday)} a year at today’s prices.`}
          >
            <ResultCard
              label="Total estimated cost"
              value={result.totalEstimatedCost}
              displayType="currency"
              emphasis="primary"
              description={`Over ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'} of retirement, including expected long-term care.`}
            />
            <ResultList
              items={[
                { label: 'Years of retirement planned', value: String(result.totalYears), displayType: 'text' },
                { label: 'Yearly cost at today’s prices', value: result.annualCostToday, displayType: 'currency' },
                { label: 'Yearly cost when you retire', value: result.annualCostRetirement, displayType: 'currency', description: 'Today’s cost grown by healthcare inflation until you retire.' },
                { label: 'Expected long-term care cost', value: result.ltcExpectedCost, displayType: 'currency', description: 'The chance you need care times three years of its yearly cost.' },
                { label: 'Suggested emergency fund for health costs', value: result.emergencyFund, displayType: 'currency', description: 'About two years of today’s healthcare costs.' },
              ]}
            />
            {first && last ? (
              <Chart
                title="Your yearly healthcare cost by age"
                summary={`With ${inputs.inflationRate}% healthcare inflation, your yearly cost could grow from ${formatCurrency(first.cost)} at ${first.age} to ${formatCurrency(last.cost)} at ${last.age}.`}
                kind="line"
                xKey="age"
                xLabel="Age"
                data={result.yearlyData.map((row) => ({ age: row.age, cost: row.cost }))}
                series={[{ key: 'cost', label: 'Yearly cost', format: 'currency' }]}
              />
            ) : (
              <p>Your life expectancy is not after your retirement age, so there are no retirement years to project.</p>
            )}
            <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />
            <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
          </ResultsRegion>
        }
      />
      <CallToAction
        heading="Talk it through with someone"
        text="Get free, unbiased help with your Medicare choices, or keep a copy of this estimate."
        headingLevel={3}
        buttons={[
          { label: 'Schedule Consultation', onClick: () => setConsultOpen(true) },
          {
            label: 'Download Report',
            onClick: () => downloadJson(HEALTHCARE_REPORT_FILE, { tool: 'Healthcare Cost Calculator', date: todayIso(), inputs, results: result }),
          },
        ]}
      />
      <Dialog
        open={consultOpen}
        onOpenChange={setConsultOpen}
        title="Where to get help"
        description="Evergreen is an education site: we have no advisers and we do not book consultations."
        footer={<Button onClick={() => setConsultOpen(false)}>Done</Button>}
        hideCloseButton
      >
        <p>
          For free, unbiased one-on-one help with Medicare, contact your State Health Insurance Assistance Program (SHIP). Every state has one; you can
          find yours at shiphelp.org or by calling 1-800-MEDICARE.
        </p>
        <p>For a wider plan that covers savings, taxes and insurance, look for a fee-only fiduciary financial planner: someone you pay directly, who must act in your interest and earns no commission on products.</p>
      </Dialog>
    </div>
  );
}

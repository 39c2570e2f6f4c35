import { useMemo, useState } from 'react';
import {
  Button,
  CallToAction,
  Chart,
  Dialog,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  formatCurrency,
} from '../../kit';
import { calculateHealthcareCost } from '../../finance';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { todayIso } from '../shared/form/today';
import { DEFAULTS } from './fields';
import { scenario } from './scenario';
import { downloadData, downloadTextSummary } from '../shared/layout/downloadSummary';
import type { ToolProps } from '../types';
import * as s from './HealthcareCostCalculator.css';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['Personal Information', ['currentAge', 'retirementAge', 'lifeExpectancy', 'healthStatus', 'location']],
  ['Healthcare Expenses', ['medicareB', 'medicareD', 'medigap', 'prescriptions', 'outOfPocket', 'dentalVision']],
  ['Advanced Options', ['inflationRate', 'ltcProbability', 'ltcCost']],
];
const HEALTHCARE_REPORT_FILE = 'healthcare-cost-report.json';
const HEALTHCARE_SUMMARY_FILE = 'healthcare-cost-summary.txt';

/** Healthcare Cost Calculator, the standalone screen of SPEC §2 with a hero and three cards (§3 inputs, §4 results recompute on every change, §5 bounds, §9 model and defaults): live results. */
export function HealthcareCostCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const result = useMemo(() => calculateHealthcareCost(inputs), [inputs]);
  const [consultOpen, setConsultOpen] = useState(false);
  const first = result.yearlyData[0];
  const last = result.yearlyData[result.yearlyData.length - 1];
  const years = `${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'}`;
  // The readable file: the figures and results in words, rounded as on screen (issue H7 §5).
  const downloadSummary = () =>
    void downloadTextSummary(HEALTHCARE_SUMMARY_FILE, {
      title: 'Healthcare cost calculator: a summary',
      date: todayIso(),
      fields: scenario.fields,
      inputs,
      examples: form.examples,
      sections: [
        {
          heading: 'Your estimated healthcare costs',
          lines: [
            `Total estimated cost, over ${years} of retirement: ${formatCurrency(result.totalEstimatedCost)}`,
            `Yearly cost at today’s prices: ${formatCurrency(result.annualCostToday)}`,
            `Yearly cost when you retire: ${formatCurrency(result.annualCostRetirement)}`,
            `Expected long-term care cost: ${formatCurrency(result.ltcExpectedCost)}`,
            `Suggested emergency fund for health costs: ${formatCurrency(result.emergencyFund)}`,
          ],
        },
        { heading: 'Recommendations', lines: result.recommendations },
      ],
    });

  return (
    <div className={s.root}>
      <div className={s.hero}>
        <h3 className={s.heroHeading}>Plan for healthcare costs in retirement</h3>
        <p className={s.heroText}>
          Enter your details and see what Medicare premiums, care and long-term care could cost you each year and over
          your retirement.
        </p>
      </div>
      <LiveCalculator
        form={form}
        inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
        title="Your estimated healthcare costs"
        summary={`Your healthcare could cost about ${formatCurrency(result.totalEstimatedCost)} over ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'} of retirement, about ${formatCurrency(result.annualCostToday)} a year at today’s prices.`}
      >
        <ResultCard
          label="Total estimated cost"
          value={result.totalEstimatedCost}
          emphasis="primary"
          description={`Over ${result.totalYears} ${result.totalYears === 1 ? 'year' : 'years'} of retirement, including expected long-term care.`}
        />
        <ResultList
          items={[
            { label: 'Years of retirement planned', value: String(result.totalYears) },
            { label: 'Yearly cost at today’s prices', value: result.annualCostToday },
            {
              label: 'Yearly cost when you retire',
              value: result.annualCostRetirement,
              description: 'Today’s cost grown by healthcare inflation until you retire.',
            },
            {
              label: 'Expected long-term care cost',
              value: result.ltcExpectedCost,
              description: 'The chance you need care times three years of its yearly cost.',
            },
            {
              label: 'Suggested emergency fund for health costs',
              value: result.emergencyFund,
              description: 'About two years of today’s healthcare costs.',
            },
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
            series={[{ key: 'cost', label: 'Yearly cost', format: { style: 'currency' } }]}
          />
        ) : (
          <p>Your life expectancy is not after your retirement age, so there are no retirement years to project.</p>
        )}
        <Recommendations title="Recommendations" headingLevel={4} items={result.recommendations} />
        <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
      </LiveCalculator>
      <CallToAction
        heading="Talk it through with someone"
        text="Get free, unbiased help with your Medicare choices, or keep a copy of this estimate."
        headingLevel={3}
        // SPEC's "Schedule Consultation" and "Download Report" say what they do (RULES.md corrections, issue H7 §5).
        buttons={[
          { label: 'Find a financial planner', onClick: () => setConsultOpen(true) },
          { label: 'Download a summary', onClick: downloadSummary },
          {
            label: 'Download data (JSON)',
            onClick: () =>
              void downloadData(HEALTHCARE_REPORT_FILE, {
                tool: 'Healthcare Cost Calculator',
                date: todayIso(),
                inputs,
                results: result,
              }),
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
          For free, unbiased one-on-one help with Medicare, contact your State Health Insurance Assistance Program
          (SHIP). Every state has one; you can find yours at shiphelp.org or by calling 1-800-MEDICARE.
        </p>
        <p>
          For a wider plan that covers savings, taxes and insurance, look for a fee-only fiduciary financial planner:
          someone you pay directly, who must act in your interest and earns no commission on products.
        </p>
      </Dialog>
    </div>
  );
}

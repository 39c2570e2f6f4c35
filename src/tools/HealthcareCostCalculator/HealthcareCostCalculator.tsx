import { useState } from 'react';
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
  formatNumber,
} from '../../kit';
import { calculateHealthcareCost } from '../../finance';
import { LiveCalculator, useLiveCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { todayIso } from '../shared/form/today';
import { DEFAULTS } from './fields';
import { scenario } from './scenario';
import { downloadData, downloadTextSummary } from '../shared/layout/downloadSummary';
import type { ToolProps } from '../types';
import * as s from './HealthcareCostCalculator.css';
import { tool } from './tool';
import { adviceWords, assumptionWords, formulaWords } from './healthcareWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';

/** The form's fieldsets, each listing its fields in order. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetPersonal(), ['currentAge', 'retirementAge', 'lifeExpectancy', 'healthStatus', 'location']],
  [m.fieldsetExpenses(), ['medicareB', 'medicareD', 'medigap', 'prescriptions', 'outOfPocket', 'dentalVision']],
  [m.fieldsetAdvanced(), ['inflationRate', 'ltcProbability', 'ltcCost']],
];
const HEALTHCARE_REPORT_FILE = 'healthcare-cost-report.json';
const HEALTHCARE_SUMMARY_FILE = 'healthcare-cost-summary.txt';

/** Healthcare Cost Calculator, the standalone screen of SPEC §2 with a hero and three cards (§3 inputs, §4 results recompute on every change, §5 bounds, §9 model and defaults): live results. */
export function HealthcareCostCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, calculateHealthcareCost);
  const { inputs } = form;
  const [consultOpen, setConsultOpen] = useState(false);
  const first = result.yearlyData[0];
  const last = result.yearlyData[result.yearlyData.length - 1];
  // The readable file: the figures and results in words, rounded as on screen (issue H7 §5).
  const downloadSummary = () =>
    void downloadTextSummary(HEALTHCARE_SUMMARY_FILE, {
      title: m.fileTitle(),
      date: todayIso(),
      fields: scenario.fields,
      inputs,
      examples: form.examples,
      sections: [
        {
          heading: m.resultsTitle(),
          lines: [
            m.fileTotal({ years: result.totalYears, amount: formatCurrency(result.totalEstimatedCost) }),
            m.fileToday({ amount: formatCurrency(result.annualCostToday) }),
            m.fileAtRetirement({ amount: formatCurrency(result.annualCostRetirement) }),
            m.fileLtc({ amount: formatCurrency(result.ltcExpectedCost) }),
            m.fileEmergencyFund({ amount: formatCurrency(result.emergencyFund) }),
          ],
        },
        { heading: m.recommendationsTitle(), lines: result.recommendations.map(adviceWords) },
      ],
    });

  return (
    <div className={s.root}>
      <div className={s.hero}>
        <h3 className={s.heroHeading}>{m.heroHeading()}</h3>
        <p className={s.heroText}>{m.heroText()}</p>
      </div>
      <LiveCalculator
        form={form}
        fieldsets={fieldsets()}
        title={m.resultsTitle()}
        summary={m.summary({
          total: formatCurrency(result.totalEstimatedCost),
          years: result.totalYears,
          today: formatCurrency(result.annualCostToday),
        })}
      >
        <ResultCard
          label={m.totalLabel()}
          value={result.totalEstimatedCost}
          emphasis="primary"
          description={m.totalDescription({ years: result.totalYears })}
        />
        <ResultList
          items={[
            { label: m.yearsLabel(), value: String(result.totalYears) },
            { label: m.costTodayLabel(), value: result.annualCostToday },
            {
              label: m.costAtRetirementLabel(),
              value: result.annualCostRetirement,
              description: m.costAtRetirementDescription(),
            },
            { label: m.ltcLabel(), value: result.ltcExpectedCost, description: m.ltcDescription() },
            {
              label: m.emergencyFundLabel(),
              value: result.emergencyFund,
              description: m.emergencyFundDescription(),
            },
          ]}
        />
        {first && last ? (
          <Chart
            title={m.chartTitle()}
            summary={m.chartSummary({
              rate: formatNumber(inputs.inflationRate, 1),
              first: formatCurrency(first.cost),
              firstAge: first.age,
              last: formatCurrency(last.cost),
              lastAge: last.age,
            })}
            kind="line"
            xKey="age"
            xLabel={m.chartAxis()}
            data={result.yearlyData.map((row) => ({ age: row.age, cost: row.cost }))}
            series={[{ key: 'cost', label: m.chartSeries(), format: { style: 'currency' } }]}
          />
        ) : (
          <p>{m.noYears()}</p>
        )}
        <Recommendations
          title={m.recommendationsTitle()}
          headingLevel={4}
          items={result.recommendations.map(adviceWords)}
        />
        <HowCalculated {...explained(result, assumptionWords, formulaWords)} />
      </LiveCalculator>
      <CallToAction
        heading={m.ctaHeading()}
        text={m.ctaText()}
        headingLevel={3}
        // SPEC's "Schedule Consultation" and "Download Report" say what they do (RULES.md corrections, issue H7 §5).
        buttons={[
          { label: m.ctaPlanner(), onClick: () => setConsultOpen(true) },
          { label: m.ctaSummary(), onClick: downloadSummary },
          {
            label: m.ctaData(),
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
        title={m.dialogTitle()}
        description={m.dialogDescription()}
        footer={<Button onClick={() => setConsultOpen(false)}>{m.dialogDone()}</Button>}
        hideCloseButton
      >
        <p>{m.dialogShip()}</p>
        <p>{m.dialogPlanner()}</p>
      </Dialog>
    </div>
  );
}

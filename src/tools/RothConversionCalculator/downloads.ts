// What the Roth tool's two download buttons need, fetched on the press (issue I2 #38): the file
// writers' entry (shared/layout/downloadSummary.ts), today's date and the summary's own lines are not
// among the scripts the page needs before it is idle.
import { formatCurrency } from '../../kit/format';
import type { RothConversionResult } from '../../finance/tax/roth';
import type { TextSummaryParts } from '../shared/layout/textSummary';
import { downloadData, downloadTextSummary } from '../shared/layout/downloadSummary';
import { todayIso } from '../shared/form/today';
import { scenario } from './scenario';
import { tool } from './tool';
import * as m from './messages';

export const DOWNLOAD_FILE_NAME = 'roth-conversion-results.json';
export const SUMMARY_FILE_NAME = 'roth-conversion-summary.txt';

/** "Download data": the inputs and the figures (without the explanation's lines) as JSON. */
export function downloadRothData(result: RothConversionResult, inputs: unknown, breakEven: string): Promise<void> {
  const { assumptions: _a, formulas: _f, ...figures } = result;
  return downloadData(DOWNLOAD_FILE_NAME, { tool: tool.id, inputs, results: { ...figures, breakEven } });
}

/** The figures on screen when "Download summary" is pressed, as the page words them. */
export interface RothSummaryParts {
  ready: boolean;
  result: RothConversionResult;
  verdict: string;
  /** ", in 2026 dollars" or nothing (TodaysDollars.tsx). */
  dollars: string;
  breakEven: string;
  headroom: string | null;
  notReady: string;
  limits: readonly string[];
  inputs: TextSummaryParts['inputs'];
  examples: TextSummaryParts['examples'];
}

/** The readable file: the figures and results in words, rounded as on screen (issue H7 §5). */
export function downloadRothSummary(p: RothSummaryParts): Promise<void> {
  const { result, dollars } = p;
  const results = p.ready
    ? [
        m.summaryLine({ label: m.recommendationLabel(), value: p.verdict }),
        m.summaryLine({ label: m.netBenefitLabel({ dollars }), value: formatCurrency(result.netBenefit) }),
        m.summaryLine({ label: m.taxCostLabel(), value: formatCurrency(result.taxCost) }),
        m.summaryLine({ label: m.taxCostGrownLabel({ dollars }), value: formatCurrency(result.taxCostGrown) }),
        m.summaryLine({ label: m.rothValueLabel({ dollars }), value: formatCurrency(result.rothValue) }),
        m.summaryLine({
          label: m.traditionalValueLabel({ dollars }),
          value: formatCurrency(result.traditionalValue),
        }),
        m.summaryLine({ label: m.breakEvenLabel(), value: p.breakEven }),
        ...(p.headroom ? [p.headroom] : []),
      ]
    : [p.notReady];
  return downloadTextSummary(SUMMARY_FILE_NAME, {
    title: m.summaryTitle(),
    date: todayIso(),
    fields: scenario.fields,
    inputs: p.inputs,
    examples: p.examples,
    sections: [
      { heading: m.resultsTitle(), lines: results },
      { heading: m.changesTitle(), lines: p.ready ? p.limits : [] },
    ],
  });
}

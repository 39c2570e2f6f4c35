import { Chart, DataTable, HowCalculated, ResultCard, ResultList, formatCurrency } from '../../kit';
import { calculateMedicareCost } from '../../finance';
import {
  MEDICARE_TOP_TIER,
  medicareYearFigures,
  type MedicareCostResult,
  type MedicareYearChoice,
} from '../../finance/health/medicareCost';
import { Fieldset, LiveCalculator, fieldRenderer, useLiveCalculator } from '../shared/layout/Calculator';
import { FIELDS, PLAN_WORDS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';
import { assumptionWords, bandWords, cmsDollars, formulaWords, lineWords, tierWords } from './medicareWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';

type CostLine = Omit<ReturnType<typeof calculateMedicareCost>['breakdown'][number], 'id'> & {
  id: ReturnType<typeof calculateMedicareCost>['breakdown'][number]['id'] | 'total';
};

/** A row's cost in words: a line of the breakdown, or the total. */
const costWords = (line: CostLine) => (line.id === 'total' ? m.totalPerPerson() : lineWords(line.id));

/** Medicare cost calculator: live yearly premiums and costs for the chosen CMS year (RULES.md figures). */
export function MedicareCostCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, calculateMedicareCost);
  const { inputs, update } = form;
  const yearFigures = medicareYearFigures(inputs.year);
  const original = inputs.planType === 'original';
  const couple = result.people === 2;

  // Simplest honest rule: a new year brings that year's CMS figures back, replacing edits (the hint says so).
  const changeYear = (year: MedicareYearChoice) => {
    const d = medicareYearFigures(year);
    update('year', year);
    update('partBPremium', d.partBPremium);
    update('partBDeductible', d.partBDeductible);
    update('partDPremium', d.partDPremium);
  };
  // The year field goes through changeYear, so choosing a year also brings back its figures.
  const updateField: typeof update = (key, value) =>
    key === 'year' ? changeYear(value as MedicareYearChoice) : update(key, value);
  const field = fieldRenderer(FIELDS, { ...form, update: updateField });

  return (
    <LiveCalculator
      form={form}
      inputs={
        <>
          <Fieldset legend={m.legendCoverage()}>
            {field('year')}
            {field('planType')}
            {field('people')}
          </Fieldset>
          <Fieldset legend={m.legendIncome()}>
            {field('filingStatus', {
              hint: m.filingStatusHintYear({ incomeYear: result.irmaa.incomeYear }),
            })}
            {field('magi', {
              hint: m.magiHintYear({ incomeYear: result.irmaa.incomeYear, year: result.year }),
            })}
          </Fieldset>
          <Fieldset legend={m.legendCosts()}>
            {field('partBPremium', {
              hint: m.partBHintYear({ year: inputs.year, amount: cmsDollars(yearFigures.partBPremium) }),
            })}
            {original ? (
              <>
                {field('partBDeductible', {
                  hint: m.deductibleHintYear({
                    year: inputs.year,
                    amount: formatCurrency(yearFigures.partBDeductible),
                  }),
                })}
                {field('partDPremium', {
                  hint: m.partDHintYear({ year: inputs.year, amount: cmsDollars(yearFigures.partDPremium) }),
                })}
                {field('medigapPremium')}
              </>
            ) : (
              field('advantagePremium')
            )}
            {field('expectedOutOfPocket')}
          </Fieldset>
        </>
      }
      title={m.resultsTitle()}
      summary={summaryOf(result)}
    >
      <ResultCard
        label={m.totalForYear({ year: result.year })}
        value={result.annualTotal}
        emphasis="primary"
        description={m.cardDescription({ plan: PLAN_WORDS[result.planType](), people: couple ? 'couple' : 'one' })}
      />
      <ResultList
        items={[
          {
            label: m.premiumsMonthlyLabel(),
            value: result.monthlyTotal,
            description: couple ? m.forBoth() : undefined,
          },
          { label: m.annualTotalLabel(), value: result.annualTotal },
          ...(couple ? [{ label: m.annualPerPersonLabel(), value: result.annualPerPerson }] : []),
        ]}
      />
      <IrmaaResults result={result} />
      <DataTable
        caption={m.breakdownCaption({ year: result.year })}
        columns={[
          { header: m.costColumn(), cell: costWords },
          {
            header: m.perMonthColumn(),
            numeric: true,
            cell: (line: CostLine) => (line.monthly > 0 ? formatCurrency(line.monthly) : '—'),
          },
          { header: m.perYearColumn(), numeric: true, cell: (line: CostLine) => formatCurrency(line.annual) },
        ]}
        rows={result.breakdown as CostLine[]}
        footRows={[{ id: 'total', monthly: result.monthlyPremiumsPerPerson, annual: result.annualPerPerson }]}
        rowKey={(line) => line.id}
        isTotalRow={(line) => line.id === 'total'}
      />
      <Chart
        title={m.chartTitle()}
        summary={largestLine(result.breakdown)}
        kind="bar"
        xKey="item"
        xLabel={m.costColumn()}
        data={result.breakdown.map((line) => ({ item: lineWords(line.id), annual: line.annual }))}
        series={[{ key: 'annual', label: m.perYearColumn(), format: { style: 'currency' } }]}
      />
      <HowCalculated {...explained(result, assumptionWords, formulaWords)} taxYear={result.year} />
    </LiveCalculator>
  );
}

function summaryOf(result: MedicareCostResult): string {
  const { irmaa } = result;
  return m.summary({
    who: result.people === 2 ? 'couple' : 'one',
    total: formatCurrency(result.annualTotal),
    year: result.year,
    monthly: formatCurrency(result.monthlyTotal),
    tail: !irmaa.magiEntered ? 'notEntered' : irmaa.tier === 0 ? 'standard' : 'tier',
    irmaa: formatCurrency(irmaa.annualTotal),
    tier: irmaa.tier,
    topTier: MEDICARE_TOP_TIER,
  });
}

/** The income-related adjustment: the tier, what it costs, the room below the next threshold, and how to ask for it to be lowered. */
function IrmaaResults({ result }: { result: MedicareCostResult }) {
  const { irmaa } = result;
  const couple = result.people === 2;
  const each = couple ? 'each' : 'one';
  // Not entered is not $0 (issue I6, item 2): the standard premium is an assumption, and there is no room to measure.
  if (!irmaa.magiEntered)
    return (
      <ResultList
        items={[
          {
            label: m.irmaaLabel(),
            value: m.notWorkedOut(),
            description: m.irmaaNotEnteredDescription({ incomeYear: irmaa.incomeYear }),
          },
        ]}
      />
    );
  const room =
    irmaa.room === null || irmaa.nextThreshold === null
      ? { label: m.roomLabel(), value: m.roomTopTier() }
      : {
          label: m.roomLabel(),
          value: irmaa.room,
          description: m.roomDescription({
            edge: irmaa.nextStartsAtThreshold ? 'at' : 'over',
            threshold: formatCurrency(irmaa.nextThreshold),
            extra: formatCurrency(irmaa.nextTierExtraAnnualPerPerson ?? 0),
            each,
          }),
        };
  return (
    <>
      <ResultList
        items={[
          {
            label: m.irmaaLabel(),
            value: tierWords(irmaa.tier),
            description: m.tierDescription({
              incomeYear: irmaa.incomeYear,
              magi: formatCurrency(irmaa.magi),
              band: bandWords(irmaa.band),
            }),
          },
          ...(irmaa.tier > 0
            ? [
                {
                  label: couple ? m.adjustmentsBoth() : m.adjustmentsYear(),
                  value: irmaa.annualTotal,
                  description: m.adjustmentsDescription({
                    partB: cmsDollars(irmaa.partBAdjustmentMonthly),
                    partD: cmsDollars(irmaa.partDAdjustmentMonthly),
                    each,
                  }),
                },
              ]
            : []),
          room,
        ]}
      />
      {irmaa.tier > 0 ? <p>{m.lifeChangingEvent({ incomeYear: irmaa.incomeYear })}</p> : null}
    </>
  );
}

/** The chart's takeaway: the largest yearly cost for each person. */
function largestLine(lines: readonly CostLine[]): string {
  const top = lines.reduce((a, b) => (b.annual > a.annual ? b : a), lines[0]!);
  return m.chartSummary({ label: costWords(top), amount: formatCurrency(top.annual) });
}

import { useMemo } from 'react';
import { Chart, DataTable, HowCalculated, ResultCard, ResultList, formatCurrency } from '../../kit';
import { calculateMedicareCost } from '../../finance';
import {
  irmaaTierWords,
  medicareYearFigures,
  type MedicareCostResult,
  type MedicareYearChoice,
} from '../../finance/health/medicareCost';
import { Fieldset, LiveCalculator, fieldRenderer, useCalculatorForm } from '../shared/layout/Calculator';
import { FIELDS, PLAN_WORDS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

type CostLine = ReturnType<typeof calculateMedicareCost>['breakdown'][number];

/** Medicare cost calculator: live yearly premiums and costs for the chosen CMS year (RULES.md figures). */
export function MedicareCostCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const result = useMemo(() => calculateMedicareCost(inputs), [inputs]);
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
          <Fieldset legend="Your coverage">
            {field('year')}
            {field('planType')}
            {field('people')}
          </Fieldset>
          <Fieldset legend="Your income, which can raise the premiums">
            {field('filingStatus', {
              hint: `As on your ${result.irmaa.incomeYear} tax return. Married couples filing jointly each pay the amount their joint income sets.`,
            })}
            {field('magi', {
              hint: `From your ${result.irmaa.incomeYear} tax return, which sets ${result.year} premiums: your adjusted gross income plus any tax-exempt interest (on a joint return, the couple’s total).`,
            })}
          </Fieldset>
          <Fieldset legend="Costs for each person">
            {field('partBPremium', {
              hint: `${inputs.year} standard premium: ${cmsDollars(yearFigures.partBPremium)} (CMS). Any income-related amount is added from your income above.`,
            })}
            {original ? (
              <>
                {field('partBDeductible', {
                  hint: `${inputs.year}: ${formatCurrency(yearFigures.partBDeductible)} (CMS).`,
                })}
                {field('partDPremium', {
                  hint: `${inputs.year} base premium: ${cmsDollars(yearFigures.partDPremium)} (CMS). Real plans cost more or less.`,
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
      title="Your Medicare costs"
      summary={summaryOf(result)}
    >
      <ResultCard
        label={`Total for ${result.year}`}
        value={result.annualTotal}
        emphasis="primary"
        description={`${PLAN_WORDS[result.planType]}, ${couple ? 'for two people' : 'for one person'}, premiums and expected costs together.`}
      />
      <ResultList
        items={[
          {
            label: 'Premiums each month',
            value: result.monthlyTotal,
            description: couple ? 'For both of you.' : undefined,
          },
          { label: 'Total for the year', value: result.annualTotal },
          ...(couple ? [{ label: 'Total for the year, per person', value: result.annualPerPerson }] : []),
        ]}
      />
      <IrmaaResults result={result} />
      <DataTable
        caption={`What each person pays in ${result.year}`}
        columns={[
          { header: 'Cost', cell: (line: CostLine) => line.label },
          {
            header: 'Per month',
            numeric: true,
            cell: (line: CostLine) => (line.monthly > 0 ? formatCurrency(line.monthly) : '—'),
          },
          { header: 'Per year', numeric: true, cell: (line: CostLine) => formatCurrency(line.annual) },
        ]}
        rows={result.breakdown}
        footRows={[
          { label: 'Total per person', monthly: result.monthlyPremiumsPerPerson, annual: result.annualPerPerson },
        ]}
        rowKey={(line) => line.label}
        isTotalRow={(line) => line.label === 'Total per person'}
      />
      <Chart
        title="Where the money goes in a year"
        summary={`The largest yearly cost for each person: ${largestLine(result.breakdown)}.`}
        kind="bar"
        xKey="item"
        xLabel="Cost"
        data={result.breakdown.map((line) => ({ item: line.label, annual: line.annual }))}
        series={[{ key: 'annual', label: 'Per year', format: { style: 'currency' } }]}
      />
      <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.year} />
    </LiveCalculator>
  );
}

function summaryOf(result: MedicareCostResult): string {
  const who = result.people === 2 ? 'the two of you' : 'you';
  const base = `Medicare could cost ${who} ${formatCurrency(result.annualTotal)} in ${result.year}, with premiums of ${formatCurrency(result.monthlyTotal)} a month`;
  const { irmaa } = result;
  if (!irmaa.magiEntered) return `${base}, at the standard premiums: your income two years ago is not entered.`;
  if (irmaa.tier === 0) return `${base}.`;
  return `${base}, including ${formatCurrency(irmaa.annualTotal)} of income-related adjustments (tier ${irmaa.tier} of 5).`;
}

/** The income-related adjustment: the tier, what it costs, the room below the next threshold, and how to ask for it to be lowered. */
function IrmaaResults({ result }: { result: MedicareCostResult }) {
  const { irmaa } = result;
  const couple = result.people === 2;
  const each = couple ? ' each' : '';
  // Not entered is not $0 (issue I6, item 2): the standard premium is an assumption, and there is no room to measure.
  if (!irmaa.magiEntered)
    return (
      <ResultList
        items={[
          {
            label: 'Income-related premium (IRMAA)',
            value: 'Not worked out',
            description: `Your ${irmaa.incomeYear} MAGI is not entered, so these figures use the standard premiums, which most people pay. Enter it, or 0, to see whether an income-related amount applies.`,
          },
        ]}
      />
    );
  const room =
    irmaa.room === null || irmaa.nextThreshold === null
      ? { label: 'Room before the next income threshold', value: 'None: this is the top tier' }
      : {
          label: 'Room before the next income threshold',
          value: irmaa.room,
          description: `The next tier starts ${irmaa.nextStartsAtThreshold ? 'at' : 'over'} ${formatCurrency(irmaa.nextThreshold)} of MAGI and would add ${formatCurrency(irmaa.nextTierExtraAnnualPerPerson ?? 0)} a year${each}.`,
        };
  return (
    <>
      <ResultList
        items={[
          {
            label: 'Income-related premium (IRMAA)',
            value: irmaaTierWords(irmaa.tier),
            description: `Your ${irmaa.incomeYear} MAGI of ${formatCurrency(irmaa.magi)} is ${irmaa.bandWords}.`,
          },
          ...(irmaa.tier > 0
            ? [
                {
                  label: couple
                    ? 'Income-related adjustments for both of you'
                    : 'Income-related adjustments for the year',
                  value: irmaa.annualTotal,
                  description: `Part B ${cmsDollars(irmaa.partBAdjustmentMonthly)} and Part D ${cmsDollars(irmaa.partDAdjustmentMonthly)} a month${each}, on top of the standard premiums.`,
                },
              ]
            : []),
          room,
        ]}
      />
      {irmaa.tier > 0 ? (
        <p>
          Has your income fallen since {irmaa.incomeYear} because of a life-changing event, such as retiring or cutting
          back work, marriage, divorce, or a spouse’s death? You can ask Social Security to use a more recent year’s
          income with form SSA-44, which can lower or remove this amount.
        </p>
      ) : null}
    </>
  );
}

/** CMS sets premiums to the cent, so hints quote them as CMS does ($202.90); results stay in whole dollars. */
function cmsDollars(n: number): string {
  return `$${n.toFixed(2)}`;
}

function largestLine(lines: readonly { label: string; annual: number }[]): string {
  const top = lines.reduce((a, b) => (b.annual > a.annual ? b : a), lines[0]!);
  return `${top.label}, ${formatCurrency(top.annual)}`;
}

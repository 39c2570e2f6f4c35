import { useMemo } from 'react';
import {
  Chart,
  HowCalculated,
  MoneyInput,
  ResultCard,
  ResultList,
  ResultsRegion,
  Select,
  formatCurrency,
  type SelectOption,
  DataTable,
} from '../../kit';
import { calculateMedicareCost } from '../../finance';
import { MEDICARE_COST_BOUNDS, MEDICARE_COST_DEFAULTS, medicareDefaults, type MedicarePlanType, type MedicareYearChoice } from '../../finance/medicareCost';
import { Fieldset, ToolLayout } from '../shared/ToolLayout';
import { useToolInputs } from '../shared/useToolInputs';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'medicare-cost';
const B = MEDICARE_COST_BOUNDS;
type CostLine = ReturnType<typeof calculateMedicareCost>['breakdown'][number];

const YEAR_OPTIONS: SelectOption[] = B.year.options.map((y) => ({ value: String(y), label: String(y) }));
const PLAN_WORDS: Record<MedicarePlanType, string> = { original: 'Original Medicare with a Medigap plan', advantage: 'Medicare Advantage' };
const PLAN_OPTIONS: SelectOption[] = B.planType.options.map((p) => ({ value: p, label: PLAN_WORDS[p] }));
const PEOPLE_OPTIONS: SelectOption[] = [
  { value: '1', label: 'Just me' },
  { value: '2', label: 'Two of us (a couple)' },
];

/** Medicare cost calculator: live yearly premiums and costs for the chosen CMS year (RULES.md figures). */
export function MedicareCostCalculator(_props: ToolProps) {
  const { inputs: stored, update } = useToolInputs(TOOL_ID, { ...MEDICARE_COST_DEFAULTS });
  // A saved or shared year with no CMS figures (old save, edited link) falls back to the default year.
  const inputs = useMemo(
    () => ((B.year.options as readonly number[]).includes(stored.year) ? stored : { ...stored, year: MEDICARE_COST_DEFAULTS.year }),
    [stored],
  );
  const result = useMemo(() => calculateMedicareCost(inputs), [inputs]);
  const monthly = { min: B.monthly.min, max: B.monthly.max, decimals: 2 } as const;
  const annual = { min: B.annual.min, max: B.annual.max, decimals: 0 } as const;
  const yearFigures = medicareDefaults(inputs.year);
  const original = inputs.planType === 'original';
  const couple = result.people === 2;

  // Simplest honest rule: a new year brings that year's CMS figures back, replacing edits (the hint says so).
  const changeYear = (value: string) => {
    const year = Number(value) as MedicareYearChoice;
    const d = medicareDefaults(year);
    update('year', year);
    update('partBPremium', d.partBPremium);
    update('partBDeductible', d.partBDeductible);
    update('partDPremium', d.partDPremium);
  };

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      inputs={
        <>
          <Fieldset legend="Your coverage">
            <Select label="Year" hint="Changing the year puts that year’s CMS figures back into the Part B and Part D fields, replacing any you typed." options={YEAR_OPTIONS} value={String(inputs.year)} onValueChange={changeYear} />
            <Select label="Type of coverage" options={PLAN_OPTIONS} value={inputs.planType} onValueChange={(v) => update('planType', v as MedicarePlanType)} />
            <Select label="Who is covered" hint="Each person pays their own premiums." options={PEOPLE_OPTIONS} value={String(inputs.people)} onValueChange={(v) => update('people', Number(v) as 1 | 2)} />
          </Fieldset>
          <Fieldset legend="Costs for each person">
            <MoneyInput label="Part B premium (per month)" hint={`${inputs.year} standard premium: ${cmsDollars(yearFigures.partBPremium)} (CMS). Higher incomes pay more.`} {...monthly} value={inputs.partBPremium} onValueChange={(v) => update('partBPremium', v)} />
            {original ? (
              <>
                <MoneyInput label="Part B deductible (per year)" hint={`${inputs.year}: ${formatCurrency(yearFigures.partBDeductible)} (CMS).`} {...annual} value={inputs.partBDeductible} onValueChange={(v) => update('partBDeductible', v)} />
                <MoneyInput label="Part D drug plan premium (per month)" hint={`${inputs.year} base premium: ${cmsDollars(yearFigures.partDPremium)} (CMS). Real plans cost more or less.`} {...monthly} value={inputs.partDPremium} onValueChange={(v) => update('partDPremium', v)} />
                <MoneyInput label="Medigap premium (per month)" hint="Our rough figure for Plan G at 65; prices vary by state, age and insurer." {...monthly} value={inputs.medigapPremium} onValueChange={(v) => update('medigapPremium', v)} />
              </>
            ) : (
              <MoneyInput label="Medicare Advantage premium (per month)" hint="Many plans charge $0; drug coverage is usually included." {...monthly} value={inputs.advantagePremium} onValueChange={(v) => update('advantagePremium', v)} />
            )}
            <MoneyInput label="Expected copays and coinsurance (per year)" hint="What you expect to pay when you get care." {...annual} value={inputs.expectedOutOfPocket} onValueChange={(v) => update('expectedOutOfPocket', v)} />
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title="Your Medicare costs"
          headingLevel={3}
          summary={`Medicare could cost ${couple ? 'the two of you' : 'you'} ${formatCurrency(result.annualTotal)} in ${result.year}, with premiums of ${formatCurrency(result.monthlyTotal)} a month.`}
        >
          <ResultCard
            label={`Total for ${result.year}`}
            value={result.annualTotal}
            displayType="currency"
            emphasis="primary"
            description={`${PLAN_WORDS[result.planType]}, ${couple ? 'for two people' : 'for one person'}, premiums and expected costs together.`}
          />
          <ResultList
            items={[
              { label: 'Premiums each month', value: result.monthlyTotal, displayType: 'currency', description: couple ? 'For both of you.' : undefined },
              { label: 'Total for the year', value: result.annualTotal, displayType: 'currency' },
              ...(couple ? [{ label: 'Total for the year, per person', value: result.annualPerPerson, displayType: 'currency' as const }] : []),
            ]}
          />
          <DataTable
            caption={`What each person pays in ${result.year}`}
            columns={[
              { header: 'Cost', cell: (line: CostLine) => line.label },
              { header: 'Per month', numeric: true, cell: (line: CostLine) => (line.monthly > 0 ? formatCurrency(line.monthly) : '—') },
              { header: 'Per year', numeric: true, cell: (line: CostLine) => formatCurrency(line.annual) },
            ]}
            rows={result.breakdown}
            footRows={[{ label: 'Total per person', monthly: result.monthlyPremiumsPerPerson, annual: result.annualPerPerson }]}
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
            series={[{ key: 'annual', label: 'Per year', format: 'currency' }]}
          />
          <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.year} />
        </ResultsRegion>
      }
    />
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

import { useMemo } from 'react';
import { DataTable, HowCalculated, ResultCard, ResultList, StatusBadge, formatCurrency } from '../../kit';
import { inheritedRuleTitle, type InheritedScheduleRow } from '../../finance/estate/inheritedIraPlan';
import { RMD_PROJECTION } from '../../finance/rules/tax/rmdTable';
import { Fieldset, LiveCalculator, useCalculatorForm } from '../shared/layout/Calculator';
import { asksAboutApril, computeInherited } from './scenario';
import type { ToolProps } from '../types';
import * as s from './InheritedIraCalculator.css';
import { tool } from './tool';
import { earlierMinimumsWords, relationshipCheckWords, thisYearExciseWords, waiverWords } from './words';

const deadlineText = (finalYear: number | null) => (finalYear === null ? 'No deadline' : `31 December ${finalYear}`);

/** Inherited IRA calculator (issue H3): the rule that applies, this year's minimum, the deadline and the yearly schedule. */
export function InheritedIraCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const result = useMemo(() => computeInherited(inputs), [inputs]);
  const invalid = result.status === 'invalid';
  const spouse = inputs.relationship === 'spouse';
  const estate = inputs.relationship === 'estate';
  const april = asksAboutApril(inputs);
  const alt = result.spouseAlternative;
  // Not blocking: the warning sits under the answers (announced politely) and leads the reasons.
  const check = invalid ? undefined : relationshipCheckWords(result.relationshipCheck, inputs);
  const waiver = waiverWords(result.waived);
  const earlier = earlierMinimumsWords(result.earlierMinimums);

  const columns = [
    { header: 'Year', cell: (r: InheritedScheduleRow) => r.year },
    ...(estate ? [] : [{ header: 'Your age', cell: (r: InheritedScheduleRow) => r.age }]),
    { header: 'Balance at the start', numeric: true, cell: (r: InheritedScheduleRow) => formatCurrency(r.balance) },
    {
      header: 'Divisor',
      numeric: true,
      cell: (r: InheritedScheduleRow) => (r.divisor === null ? '—' : r.divisor.toFixed(1)),
    },
    { header: 'Minimum to take', numeric: true, cell: (r: InheritedScheduleRow) => formatCurrency(r.rmd) },
    // The reason sits in its own column: a figure never wraps, a reason wraps between words.
    { header: 'Why', cell: (r: InheritedScheduleRow) => r.note || '—' },
  ];

  return (
    <LiveCalculator
      form={form}
      inputs={
        <>
          <Fieldset legend="The account">
            {form.field('accountType')}
            {form.field('relationship', check ? { notice: check } : undefined)}
            {spouse && form.field('spouseChoice')}
          </Fieldset>
          <Fieldset legend="The owner">
            {form.field('ownerBirthYear')}
            {form.field('ownerDeathYear')}
            {april && form.field('diedBeforeApril')}
          </Fieldset>
          <Fieldset legend={estate ? 'The balance' : 'You and the balance'}>
            {!estate && form.field('beneficiaryBirthYear')}
            {form.field('balance')}
            {form.field('year')}
          </Fieldset>
        </>
      }
      title="What you must take from the inherited account"
      status={invalid ? 'empty' : 'ready'}
      emptyMessage={
        <span className={s.problems}>
          {result.problems.map((p) => (
            <span key={p.field + p.message}>{p.message} </span>
          ))}
        </span>
      }
      summary={
        invalid
          ? result.problems.map((p) => p.message).join(' ')
          : `${result.ruleTitle}. Your ${result.year} minimum is ${formatCurrency(result.rmd)}. ${result.finalYear === null ? 'No deadline to empty the account.' : `Empty the account by 31 December ${result.finalYear}.`}`
      }
      detailsTitle="Year by year"
      details={
        invalid || result.schedule.length === 0 ? undefined : (
          <DataTable
            caption={`The minimum each year, if the balance grows ${RMD_PROJECTION.growthRate} % a year after each withdrawal (${result.schedule.length} years)`}
            columns={columns}
            rows={result.schedule}
            rowKey={(r) => String(r.year)}
          />
        )
      }
    >
      <p>
        <StatusBadge tone="neutral">{result.ruleTitle}</StatusBadge>
      </p>
      <ul className={s.why}>
        {(check ? [check, ...result.why] : result.why).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ResultCard
        label={`Your ${result.year} minimum`}
        value={result.rmd}
        emphasis="primary"
        description={
          result.divisor !== null
            ? `Balance on 31 December ${result.year - 1} ÷ ${result.divisor.toFixed(1)}.`
            : result.finalYear !== null && result.year >= result.finalYear
              ? 'This is the final year: take the whole balance.'
              : 'No yearly minimum this year.'
        }
      />
      <ResultList
        items={[
          {
            label: 'Deadline to empty the account',
            value: deadlineText(result.finalYear),
            description:
              result.finalYear === null ? 'Yearly minimums go on for life.' : 'Take what is left by this date.',
          },
          ...(alt
            ? [
                {
                  label:
                    alt.rule === 'treatAsOwn'
                      ? 'If you treat it as your own instead'
                      : 'If you stay a beneficiary instead',
                  value: alt.rmd,
                  description: `${inheritedRuleTitle(alt.rule)}${alt.divisor !== null ? `, divisor ${alt.divisor.toFixed(1)}` : ': no minimum this year'}.`,
                },
              ]
            : []),
        ]}
      />
      {result.yearOfDeathRmdDivisor !== null && (
        <p>
          The owner’s own RMD for {inputs.ownerDeathYear} (balance at the end of {inputs.ownerDeathYear - 1} ÷{' '}
          {result.yearOfDeathRmdDivisor.toFixed(1)}, Uniform Lifetime Table): if the owner had not taken all of it, you
          take the rest by 31 December {inputs.ownerDeathYear}.
        </p>
      )}
      {waiver ? <p>{waiver}</p> : null}
      {earlier.length > 0 ? <p>{earlier.join(' ')}</p> : null}
      {result.rmd > 0 ? (
        <p>{thisYearExciseWords(result.year, result.penaltyRate, result.correctedPenaltyRate)}</p>
      ) : null}
      <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.year} />
    </LiveCalculator>
  );
}

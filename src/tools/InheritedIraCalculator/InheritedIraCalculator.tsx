import { DataTable, HowCalculated, ResultCard, ResultList, StatusBadge, formatCurrency } from '../../kit';
import { formatNumber } from '../../kit/format';
import type { InheritedScheduleRow } from '../../finance/estate/inheritedIraPlan';
import { RMD_PROJECTION } from '../../finance/rules/tax/rmdTable';
import { Fieldset, LiveCalculator, useLiveCalculator } from '../shared/layout/Calculator';
import { asksAboutApril, computeInherited } from './scenario';
import type { ToolProps } from '../types';
import * as s from './InheritedIraCalculator.css';
import { tool } from './tool';
import { earlierMinimumsWords, relationshipCheckWords, thisYearExciseWords, waiverWords } from './words';
import {
  assumptionWords,
  divisorWords,
  formulaWords,
  problemWords,
  rowNoteWords,
  ruleWords,
  whyWords,
} from './inheritedWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';

const deadlineText = (finalYear: number | null) =>
  finalYear === null ? m.noDeadline() : m.deadlineDate({ year: finalYear });

/** Inherited IRA calculator (issue H3): the rule that applies, this year's minimum, the deadline and the yearly schedule. */
export function InheritedIraCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, computeInherited);
  const { inputs } = form;
  const invalid = result.status === 'invalid';
  const spouse = inputs.relationship === 'spouse';
  const estate = inputs.relationship === 'estate';
  const april = asksAboutApril(inputs);
  const alt = result.spouseAlternative;
  // Not blocking: the warning sits under the answers (announced politely) and leads the reasons.
  const check = invalid ? undefined : relationshipCheckWords(result.relationshipCheck, inputs);
  const waiver = waiverWords(result.waived);
  const earlier = earlierMinimumsWords(result.earlierMinimums);
  const rule = ruleWords(result.rule);
  const problems = result.problems.map(problemWords);
  const why = result.why.map(whyWords);

  const columns = [
    { header: m.yearColumn(), cell: (r: InheritedScheduleRow) => r.year },
    ...(estate ? [] : [{ header: m.ageColumn(), cell: (r: InheritedScheduleRow) => r.age }]),
    { header: m.balanceColumn(), numeric: true, cell: (r: InheritedScheduleRow) => formatCurrency(r.balance) },
    {
      header: m.divisorColumn(),
      numeric: true,
      cell: (r: InheritedScheduleRow) => (r.divisor === null ? '—' : divisorWords(r.divisor)),
    },
    { header: m.minimumColumn(), numeric: true, cell: (r: InheritedScheduleRow) => formatCurrency(r.rmd) },
    // The reason sits in its own column: a figure never wraps, a reason wraps between words.
    { header: m.whyColumn(), cell: (r: InheritedScheduleRow) => rowNoteWords(r.note) },
  ];

  return (
    <LiveCalculator
      form={form}
      inputs={
        <>
          <Fieldset legend={m.legendAccount()}>
            {form.field('accountType')}
            {form.field('relationship', check ? { notice: check } : undefined)}
            {spouse && form.field('spouseChoice')}
          </Fieldset>
          <Fieldset legend={m.legendOwner()}>
            {form.field('ownerBirthYear')}
            {form.field('ownerDeathYear')}
            {april && form.field('diedBeforeApril')}
          </Fieldset>
          <Fieldset legend={estate ? m.legendBalance() : m.legendYouAndBalance()}>
            {!estate && form.field('beneficiaryBirthYear')}
            {form.field('balance')}
            {form.field('year')}
          </Fieldset>
        </>
      }
      title={m.resultsTitle()}
      status={invalid ? 'empty' : 'ready'}
      emptyMessage={
        <span className={s.problems}>
          {problems.map((problem) => (
            <span key={problem}>{problem} </span>
          ))}
        </span>
      }
      summary={
        invalid
          ? problems.join(' ')
          : m.summary({
              rule,
              year: result.year,
              amount: formatCurrency(result.rmd),
              finalYear: result.finalYear ?? 'none',
            })
      }
      detailsTitle={m.detailsTitle()}
      details={
        invalid || result.schedule.length === 0 ? undefined : (
          <DataTable
            caption={m.scheduleCaption({
              rate: formatNumber(RMD_PROJECTION.growthRate, 2),
              count: result.schedule.length,
            })}
            columns={columns}
            rows={result.schedule}
            rowKey={(r) => String(r.year)}
          />
        )
      }
    >
      <p>
        <StatusBadge tone="neutral">{rule}</StatusBadge>
      </p>
      <ul className={s.why}>
        {(check ? [check, ...why] : why).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ResultCard
        label={m.minimumLabel({ year: result.year })}
        value={result.rmd}
        emphasis="primary"
        description={
          result.divisor !== null
            ? m.minimumByDivisor({ balanceYear: result.year - 1, divisor: divisorWords(result.divisor) })
            : result.finalYear !== null && result.year >= result.finalYear
              ? m.minimumFinalYear()
              : m.minimumNone()
        }
      />
      <ResultList
        items={[
          {
            label: m.deadlineLabel(),
            value: deadlineText(result.finalYear),
            description: result.finalYear === null ? m.deadlineForLife() : m.deadlineTakeRest(),
          },
          ...(alt
            ? [
                {
                  label: alt.rule === 'treatAsOwn' ? m.altTreatAsOwn() : m.altRemainBeneficiary(),
                  value: alt.rmd,
                  description:
                    alt.divisor !== null
                      ? m.altWithDivisor({ rule: ruleWords(alt.rule), divisor: divisorWords(alt.divisor) })
                      : m.altNoMinimum({ rule: ruleWords(alt.rule) }),
                },
              ]
            : []),
        ]}
      />
      {result.yearOfDeathRmdDivisor !== null && (
        <p>
          {m.yearOfDeathRmd({
            deathYear: inputs.ownerDeathYear,
            balanceYear: inputs.ownerDeathYear - 1,
            divisor: divisorWords(result.yearOfDeathRmdDivisor),
          })}
        </p>
      )}
      {waiver ? <p>{waiver}</p> : null}
      {earlier.length > 0 ? <p>{earlier.join(' ')}</p> : null}
      {result.rmd > 0 ? (
        <p>{thisYearExciseWords(result.year, result.penaltyRate, result.correctedPenaltyRate)}</p>
      ) : null}
      <HowCalculated {...explained(result, assumptionWords, formulaWords)} taxYear={result.year} />
    </LiveCalculator>
  );
}

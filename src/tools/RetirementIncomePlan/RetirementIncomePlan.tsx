import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ResultsRegion, StatusBadge } from '../../kit';
import { HISTORY_FIRST_YEAR } from '../../finance/rules/household/historicalReturnsSpan';
import { onDemand, useOnDemand } from '../shared/layout/onDemand';
import { DEFAULTS, QUICK_START, type PlanInputs } from './fields';
import { ExampleResultsNote, Fieldset, FormToolLayout, useCalculatorForm } from '../shared/layout/Calculator';
import type { ToolProps } from '../types';
import { defaultTableChoice, householdInput, isCouple, paidBenefits } from './plan';
import { planFirstYear } from './scenario';
import type { TableChoice } from './protocol';
import { usePlanWorker } from './usePlanWorker';
import {
  chanceWords,
  errorWords,
  historyWords,
  longevityWords,
  monteCarloWords,
  safeSpendingWords,
  steadyWords,
  worstWords,
} from './planWords';
import * as m from './messages';
import * as s from './RetirementIncomePlan.css';
import { tool } from './tool';

import type { DeathChoice, PlanMoreProps, TablePick } from './PlanDetails';

/**
 * The chart, the levers, "How this is calculated" and the table of years: fetched with the first answer, and
 * drawn in a transition (useOnDemand's `transition`), so React renders them in slices of a few milliseconds
 * instead of one task of 50 ms and more on a fast machine (docs/performance.md "Addition (plan-tbt)"). The
 * tables' own code comes with them: the kit's lazy DataTable draws itself outside any transition (a store
 * update, in one piece) when its code arrives after the table is first rendered.
 */
const planDetails = onDemand(() => import('./PlanDetails').then((details) => details.tablesReady.then(() => details)));
const DRAWN_IN_SLICES = { transition: true };

const pickToChoice = (pick: TablePick, market: Parameters<typeof defaultTableChoice>[0]): TableChoice => {
  if (pick === 'auto') return defaultTableChoice(market);
  if (pick === 'steady') return { mode: 'steady' };
  if (pick === 'median') return { mode: 'monteCarlo', path: 'median' };
  return { mode: 'history', startYear: Number(pick) };
};

/** Sentences read one after the other; a part not worked out yet is left out. */
const sentences = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join(' ');

/** PlanMore's parts, which the body hands on (the answer's four deferred), and what only the words need. */
interface ResultsBodyProps extends PlanMoreProps {
  onlyExamples: boolean;
  /** The words on show are of figures the reader has since changed (the new ones are being worked out). */
  stale: boolean;
}

/**
 * The answer in words, then its chart, the levers and how it is calculated. Memoised on the worker's parts,
 * so a keystroke re-renders the form and not the results; the words are drawn as soon as a part arrives, the
 * chart and its tables after them (deferred), so neither the words nor the next keystroke wait for them.
 */
const ResultsBody = memo(function ResultsBody({ onlyExamples, stale, ...plan }: ResultsBodyProps) {
  const { h, safeSpending, monteCarlo, levers } = plan;
  const history = historyWords(h);
  const worst = worstWords(h);
  const safe = safeSpending ? safeSpendingWords(safeSpending) : null;
  const share = h.history.total > 0 ? h.history.successCount / h.history.total : 0;
  const answer = { safeSpending, monteCarlo };
  const form = { onlyExamples };
  const more = useOnDemand(true, planDetails, DRAWN_IN_SLICES);
  const deferred = {
    h: useDeferredValue(h),
    safeSpending: useDeferredValue(safeSpending),
    monteCarlo: useDeferredValue(monteCarlo),
    levers: useDeferredValue(levers),
  };
  return (
    <>
      <ExampleResultsNote show={form.onlyExamples} />
      <p>
        <StatusBadge tone={share === 1 ? 'success' : share >= 0.9 ? 'warning' : 'critical'}>
          {share === 1 ? m.badgeLasted() : share >= 0.9 ? m.badgeMostly() : m.badgeShort()}
        </StatusBadge>
      </p>
      <p className={s.answer} data-answer="history" data-stale={stale || undefined}>
        {history} {worst}
      </p>
      <p className={s.answer} data-answer="safe">
        {safe ?? m.safeSpendingWorking()}
      </p>
      {answer.monteCarlo && <p data-answer="monteCarlo">{monteCarloWords(answer.monteCarlo, h)}</p>}
      <p data-answer="steady">{steadyWords(h.steady, h)}</p>
      <p>{longevityWords(h)}</p>
      {h.errors.length > 0 && (
        <section className={s.section} aria-labelledby="rip-errors">
          <h4 id="rip-errors">{m.errorsTitle()}</h4>
          <ul className={s.list}>
            {h.errors.map((error, i) => (
              <li key={i}>{errorWords(error)}</li>
            ))}
          </ul>
        </section>
      )}
      {more ? <more.PlanMore {...plan} {...deferred} /> : null}
    </>
  );
});

/** The first death the form holds (a couple's, the earlier of the two when both are given), or none. */
function deathChoice(inputs: PlanInputs): DeathChoice | null {
  if (!isCouple(inputs)) return null;
  const you = inputs.deathAge;
  const spouse = inputs.spouseDeathAge;
  if (you === null && spouse === null) return null;
  // Ages compare by birth year: the death in the earlier calendar year comes first.
  const yearYou = you === null ? Infinity : you - inputs.age;
  const yearSpouse = spouse === null ? Infinity : spouse - inputs.spouseAge;
  return yearYou <= yearSpouse ? { who: 'you', age: you! } : { who: 'spouse', age: spouse! };
}

/** "Will our money last?" (issue I1): a household plan tested against every market since 1928, worked out in a Web Worker. */
export function RetirementIncomePlan(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const couple = isCouple(inputs);
  const firstYear = useMemo(() => planFirstYear(), []);
  const input = useMemo(() => householdInput(inputs, firstYear), [inputs, firstYear]);
  const [pick, setPick] = useState<TablePick>('auto');
  // More details' fields are drawn once it is opened (a keystroke then re-renders five fields, not 25);
  // it opens by itself when a link or a saved plan holds any of them.
  const [moreOpen, setMoreOpen] = useState(() =>
    (Object.keys(DEFAULTS) as (keyof PlanInputs)[]).some(
      (key) =>
        !(QUICK_START as readonly string[]).includes(key) &&
        key !== 'spouseSocialSecurity' &&
        key !== 'paidMonthly' &&
        key !== 'spousePaidMonthly' &&
        inputs[key] !== DEFAULTS[key],
    ),
  );
  const answer = usePlanWorker(input, pickToChoice(pick, inputs.market), inputs.market === 'monteCarlo');
  const { update } = form;
  const onTodaysDollars = useCallback((on: boolean) => update('todaysDollars', on), [update]);
  const death = useMemo(() => deathChoice(inputs), [inputs]);
  const paid = useMemo(() => paidBenefits(inputs), [inputs]);
  const minePaid = paid.find((p) => p.whose === 'mine') ?? null;
  const spousePaid = paid.find((p) => p.whose === 'spouse') ?? null;
  // Where each amount already paid is asked, fixed when the form opens, so a field never moves while typed in:
  // in the quick start, in place of the benefit at full retirement age, when the form opened on one; else under
  // More details, beside the claiming age.
  const [paidUpFront] = useState(() => ({
    mine: inputs.paidMonthly !== null,
    spouse: inputs.spousePaidMonthly !== null,
  }));
  const h = answer.headline;
  const details = useOnDemand(h !== null, planDetails, DRAWN_IN_SLICES);
  // The table of years (33 rows or more) is drawn after the words it follows, and gives way to a keystroke.
  const years = useDeferredValue(answer.years);

  const history = h ? historyWords(h) : null;
  const worst = h ? worstWords(h) : null;
  const safe = answer.safeSpending ? safeSpendingWords(answer.safeSpending) : null;

  const inputsPart = (
    <>
      <Fieldset legend={m.quickStart()}>
        {form.field('age')}
        {form.field('spouseAge')}
        {form.field('savings')}
        {form.field('spending')}
        {/* A benefit already paid (the COLA letter's amount) replaces the benefit at full retirement age and the
            claiming age: those fields step aside while it is given, each slot kept so focus stays where it is.
            The paid amount is the quick start's Social Security when the form opened on one (My details, a link). */}
        {minePaid ? null : form.field('socialSecurity')}
        {paidUpFront.mine ? form.field('paidMonthly') : null}
        {couple && !spousePaid ? form.field('spouseSocialSecurity') : null}
        {couple && paidUpFront.spouse ? form.field('spousePaidMonthly') : null}
      </Fieldset>
      <details className={s.more} open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary className={s.moreSummary}>{m.moreDetails()}</summary>
        <p>{m.moreDetailsHint()}</p>
        {moreOpen && (
          <>
            <Fieldset legend={m.yourSavings()}>
              {form.field('roth')}
              {form.field('taxable')}
              {form.field('basisPercent')}
              {form.field('cash')}
              {paidUpFront.mine ? null : form.field('paidMonthly')}
              {minePaid ? null : form.field('claimAge')}
              {couple && !paidUpFront.spouse ? form.field('spousePaidMonthly') : null}
              {couple && !spousePaid ? form.field('spouseClaimAge') : null}
            </Fieldset>
            {couple && (
              <Fieldset legend={m.ifOneDies()}>
                {form.field('deathAge')}
                {form.field('spouseDeathAge')}
              </Fieldset>
            )}
            <Fieldset legend={m.income()}>
              {form.field('pensionMonthly')}
              {inputs.pensionMonthly > 0 && (
                <>
                  {form.field('pensionStartAge')}
                  {form.field('pensionRaise')}
                  {couple && form.field('pensionSurvivorPercent')}
                </>
              )}
              {form.field('oneOff')}
              {inputs.oneOff !== 'none' && (
                <>
                  {form.field('oneOffAmount')}
                  {form.field('oneOffAge')}
                </>
              )}
            </Fieldset>
            <Fieldset legend={m.investing()}>
              {form.field('stockPercent')}
              {form.field('feePercent')}
              {form.field('order')}
              {form.field('conversion')}
            </Fieldset>
            <Fieldset legend={m.markets()}>
              {form.field('market')}
              {inputs.market === 'monteCarlo' && form.field('seed')}
              {form.field('planningAge', {
                hint: h
                  ? m.planningAgeHint({
                      who: couple ? 'couple' : 'single',
                      planningAge: h.planningAge,
                      chance: chanceWords(h.longevity.either),
                    })
                  : undefined,
              })}
            </Fieldset>
          </>
        )}
      </details>
    </>
  );

  const results = (
    <ResultsRegion
      title={m.resultsTitle()}
      headingLevel={3}
      status={h ? 'ready' : 'empty'}
      emptyMessage={answer.failed ? m.failed() : m.working({ first: HISTORY_FIRST_YEAR })}
      // Announced once the sentence is whole (the most that lasted comes a moment after the count).
      summary={history && safe ? sentences(history, worst, safe) : undefined}
      aria-busy={answer.running}
    >
      {h && (
        <ResultsBody
          h={h}
          safeSpending={answer.safeSpending}
          monteCarlo={answer.monteCarlo}
          levers={answer.levers}
          market={inputs.market}
          seed={inputs.seed}
          onlyExamples={form.onlyExamples}
          stale={answer.stale}
          todaysDollars={inputs.todaysDollars}
          onTodaysDollars={onTodaysDollars}
          death={death}
          paid={paid}
        />
      )}
    </ResultsRegion>
  );

  return (
    <FormToolLayout
      form={form}
      inputs={inputsPart}
      results={results}
      detailsTitle={m.yearsTitle()}
      details={
        details ? (
          <details.YearTable
            years={years}
            headline={h}
            pick={pick}
            onPick={setPick}
            couple={couple}
            todaysDollars={inputs.todaysDollars}
          />
        ) : (
          <p>{m.yearsWorking()}</p>
        )
      }
    />
  );
}

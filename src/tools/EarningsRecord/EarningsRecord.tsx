import { useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import { Link } from 'wouter';
import {
  Button,
  Checkbox,
  DataTable,
  Disclaimer,
  HowCalculated,
  LiveRegion,
  MoneyInput,
  ResultCard,
  ResultList,
  ResultsRegion,
  Textarea,
  formatCurrency,
} from '../../kit';
import type { EarningsPiaFacts, EarningsRecordReading, EarningsYear } from '../../finance';
import { myDetailsStore } from '../../storage/keys';
import { earningsRecordStore } from '../../storage/earningsRecord';
import type { MyDetails } from '../../storage';
import { Fieldset, useCalculatorForm } from '../shared/layout/Calculator';
import { ToolLayout } from '../shared/layout/ToolLayout';
import { buttonRow } from '../shared/core/formParts.css';
import type { ToolProps } from '../types';
import { paidBenefitSince } from '../../finance/socialSecurity/paidBenefitYear';
import {
  cents,
  formulaWords,
  letterAgeWords,
  noteWords,
  oneMoreYearWords,
  problemWords,
  sourceWords,
  stepWords,
  yearList,
} from './earningsWords';
import { tool } from './tool';
import * as m from './messages';
import * as s from './EarningsRecord.css';

type Engine = typeof import('./earningsEngine');
/** Year → amount typed or read (null: left blank, "not entered"; 0 is a year with no earnings). */
type Record_ = Record<number, number | null>;

let enginePromise: Promise<Engine> | null = null;
/** The parser and the formula, fetched once, on first use (issue I3, item 6). */
export function loadEarningsEngine(): Promise<Engine> {
  enginePromise ??= import('./earningsEngine');
  return enginePromise;
}

/** The record kept on this device, if the reader chose to keep one. */
function keptRecord(): Record_ {
  const kept = earningsRecordStore.read();
  if (!kept) return {};
  return Object.fromEntries(Object.entries(kept.earnings).map(([year, amount]) => [Number(year), amount]));
}

const entered = (record: Record_) =>
  Object.fromEntries(Object.entries(record).filter(([, amount]) => amount !== null)) as Record<number, number>;

/** The rows of an HTML table on the clipboard, read with the browser's own parser (never inserted into the page). */
function tableRowsOf(html: string, engine: Engine): string[][] {
  if (!html || typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return engine.earningsRowsFromTable(document);
}

/**
 * Your benefit from your earnings record (issue I3): paste or type the record, or give the COLA
 * letter's amount; the benefit at full retirement age worked out exactly and explained, saved to My
 * details only when the reader asks. The earnings stay in this page unless the reader keeps them
 * on this device; the link carries the benefit, never the earnings.
 */
export function EarningsRecord(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const currentYear = new Date().getFullYear();
  const [record, setRecord] = useState<Record_>(keptRecord);
  const [keep, setKeep] = useState(() => earningsRecordStore.read() !== null);
  const [paste, setPaste] = useState('');
  const [reading, setReading] = useState<EarningsRecordReading | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [saved, setSaved] = useState('');
  const [storeMessage, setStoreMessage] = useState('');

  const hasRecord = Object.values(record).some((amount) => amount !== null);
  const needsEngine = inputs.way === 'type' || hasRecord;
  useEffect(() => {
    if (!needsEngine || engine) return;
    let live = true;
    void loadEarningsEngine().then((loaded) => live && setEngine(loaded));
    return () => {
      live = false;
    };
  }, [needsEngine, engine]);

  // Kept on this device only while the box is ticked.
  useEffect(() => {
    if (!keep) return;
    earningsRecordStore.write({
      earnings: Object.fromEntries(Object.entries(record).map(([year, amount]) => [String(year), amount])),
    });
  }, [keep, record]);

  const birthDate = `${inputs.birthYear}-${String(inputs.birthMonth).padStart(2, '0')}-${String(inputs.birthDay).padStart(2, '0')}`;
  const facts: EarningsPiaFacts | null = useMemo(
    () =>
      engine && hasRecord && inputs.way !== 'letter'
        ? engine.explainPiaFromEarnings({
            birthDate,
            earnings: entered(record),
            futureEarnings: inputs.future,
            stopWorkAge: inputs.stopWorkAge,
            currentYear,
          })
        : null,
    [engine, hasRecord, inputs.way, birthDate, record, inputs.future, inputs.stopWorkAge, currentYear],
  );
  const worked = facts && facts.result.status === 'ok' ? facts : null;

  // The link and saved scenarios carry the benefit, never the earnings.
  useEffect(() => {
    if (worked && worked.result.pia !== inputs.pia) update('pia', worked.result.pia);
  }, [worked, inputs.pia, update]);

  async function readPaste(text: string, html = '') {
    const loaded = await loadEarningsEngine();
    setEngine(loaded);
    const result = loaded.readEarningsPaste({ tableRows: tableRowsOf(html, loaded), text }, { currentYear });
    const failed = result.problems.some((p) => p.code === 'unknown-format' || p.code === 'empty-paste');
    setUnreadable(failed);
    setReading(result);
    if (failed) return;
    setRecord((previous) => ({ ...previous, ...result.earnings }));
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const text = event.clipboardData.getData('text/plain');
    const html = event.clipboardData.getData('text/html');
    // The text lands in the box as pasted (kept, so a paste we cannot read can be fixed); the
    // table flavour, when there is one, is read from the clipboard beside it.
    if (text || html) void readPaste(text, html);
  }

  function forget() {
    earningsRecordStore.remove();
    setKeep(false);
    setRecord({});
    setPaste('');
    setReading(null);
    setUnreadable(false);
    update('pia', 0);
    setStoreMessage(m.forgotten());
  }

  const letter = inputs.way === 'letter';
  const benefit = letter ? inputs.letterBenefit : (worked?.result.pia ?? inputs.pia);
  const fromLink = !letter && !worked && inputs.pia > 0;

  function useThisBenefit() {
    const details = myDetailsStore.read();
    // A letter's amount is the check already paid (after the claiming age's reduction or credits), not
    // the benefit at full retirement age: it has its own answer, which tools read as already claimed.
    const updates: Partial<MyDetails> = letter
      ? inputs.whose === 'spouse'
        ? { spouseSocialSecurityPaidMonthly: benefit, spouseSocialSecurityPaidYear: inputs.letterYear }
        : { socialSecurityPaidMonthly: benefit, socialSecurityPaidYear: inputs.letterYear }
      : inputs.whose === 'spouse'
        ? { spouseSocialSecurityPia: benefit }
        : { socialSecurityPia: benefit, socialSecurityYearly: Math.round(benefit * 12 * 100) / 100 };
    const written = myDetailsStore.write({ ...details, ...updates });
    setSaved(
      !written.ok
        ? m.notSaved()
        : letter
          ? m.savedLetter({ whose: inputs.whose, amount: cents(benefit) })
          : inputs.whose === 'spouse'
            ? m.savedSpouse({ amount: cents(benefit) })
            : m.savedMine({ amount: cents(benefit) }),
    );
  }

  const firstYear = Math.min(inputs.birthYear + 22, ...Object.keys(record).map(Number), currentYear - 1);
  const tableYears: number[] = [];
  for (let year = Math.max(1951, firstYear); year <= currentYear - 1; year++) tableYears.push(year);

  const yearsTable = (
    <Fieldset legend={m.typedLegend()}>
      <p className={s.help}>{m.typedHelp({ from: tableYears[0] ?? currentYear - 1, to: currentYear - 1 })}</p>
      {engine ? (
        <div className={s.years}>
          {tableYears.map((year) => {
            const maximum = engine.taxableMaximum(year);
            const amount = record[year] ?? null;
            return (
              <MoneyInput
                key={year}
                label={m.yearLabel({ year })}
                hint={
                  amount !== null && amount > maximum
                    ? m.yearHintCapped({ maximum: formatCurrency(maximum) })
                    : m.yearHint({ maximum: formatCurrency(maximum) })
                }
                value={amount}
                decimals={0}
                max={99_999_999}
                onValueChange={(value) => setRecord((previous) => ({ ...previous, [year]: value }))}
                onClear={() => setRecord((previous) => ({ ...previous, [year]: null }))}
              />
            );
          })}
        </div>
      ) : (
        <p className={s.help}>{m.loadingYears()}</p>
      )}
    </Fieldset>
  );

  const inputsPart = (
    <>
      <Fieldset legend={m.wayLegend()}>
        {form.field('way')}
        {form.field('whose')}
      </Fieldset>
      <Fieldset legend={m.birthLegend()}>
        {form.field('birthYear')}
        {form.field('birthMonth')}
        {form.field('birthDay')}
      </Fieldset>
      {letter ? (
        <Fieldset legend={m.letterLegend()}>
          {form.field('letterBenefit')}
          {form.field('letterYear')}
        </Fieldset>
      ) : (
        <>
          {inputs.way === 'paste' ? (
            <Fieldset legend={m.pasteLegend()}>
              <Textarea
                label={m.pasteLabel()}
                hint={m.pasteHint()}
                value={paste}
                error={unreadable ? m.couldNotRead() : undefined}
                onValueChange={(text) => {
                  setPaste(text);
                  if (!text.trim()) setUnreadable(false);
                }}
                onPaste={onPaste}
                spellCheck={false}
                rows={8}
              />
              <div className={buttonRow}>
                <Button variant="secondary" onClick={() => void readPaste(paste)}>
                  {m.readButton()}
                </Button>
              </div>
              {reading && !unreadable ? (
                <div className={s.problems}>
                  <p>{m.readCount({ count: reading.rows.length })}</p>
                  {reading.problems.length > 0 ? (
                    <ul>
                      {reading.problems.map((problem, i) => (
                        <li key={`${problem.code}-${problem.year ?? i}-${i}`}>{problemWords(problem)}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </Fieldset>
          ) : null}
          {/* In the paste view the boxes come once a paste is read (or could not be): the parser brings each year's maximum. */}
          {inputs.way === 'type' || hasRecord || reading ? yearsTable : null}
          <Fieldset legend={m.futureLegend()}>
            {form.field('future')}
            {inputs.future === 'same-as-last' ? form.field('stopWorkAge') : null}
          </Fieldset>
          <Fieldset legend={m.privateLegend()}>
            <p className={s.help}>{m.privateText()}</p>
            <Checkbox
              label={m.keepLabel()}
              hint={m.keepHint()}
              checked={keep}
              onCheckedChange={(checked) => {
                setKeep(checked);
                if (!checked) earningsRecordStore.remove();
                setStoreMessage(checked ? m.kept() : m.notKept());
              }}
            />
            <div className={buttonRow}>
              <Button variant="secondary" onClick={forget}>
                {m.forgetButton()}
              </Button>
            </div>
            <LiveRegion>{storeMessage}</LiveRegion>
          </Fieldset>
        </>
      )}
    </>
  );

  const ready = letter ? inputs.letterBenefit > 0 : worked !== null || fromLink;
  // A letter for an earlier year than the newest COLA held: the COLAs since, and about what it is now.
  const letterAge = letter && ready ? letterAgeWords(paidBenefitSince(inputs.letterBenefit, inputs.letterYear)) : null;
  const summary = !ready
    ? undefined
    : letter
      ? m.summaryLetter({ amount: cents(benefit) })
      : worked
        ? m.summary({ pia: cents(worked.result.pia), aime: formatCurrency(worked.result.aime) })
        : m.summaryFromLink({ pia: cents(inputs.pia) });

  const counted = worked ? worked.years.filter((y) => y.counts) : [];
  const notCounted = worked ? worked.years.filter((y) => !y.counts) : [];
  const more = worked ? oneMoreYearWords(worked) : null;

  const results = (
    <ResultsRegion
      title={m.resultsTitle()}
      headingLevel={3}
      status={ready ? 'ready' : 'empty'}
      emptyMessage={letter ? m.emptyLetter() : facts && !worked ? m.emptyBadDate() : m.emptyMessage()}
      summary={summary}
    >
      {letter ? (
        <>
          <ResultCard
            label={m.letterCardLabel()}
            value={cents(benefit)}
            emphasis="primary"
            description={m.letterCardText()}
          />
          {letterAge ? <p data-letter-age="">{letterAge}</p> : null}
        </>
      ) : worked ? (
        <>
          <ResultCard
            label={m.piaCardLabel()}
            value={cents(worked.result.pia)}
            emphasis="primary"
            description={
              worked.result.colas.length > 0
                ? m.piaCardWithColas({ year: worked.result.colas[worked.result.colas.length - 1]!.year })
                : m.piaCardAtEligibility({ year: worked.result.eligibilityYear })
            }
          />
          <ResultList
            items={[
              { label: m.aimeLabel(), value: formatCurrency(worked.result.aime), description: m.aimeText() },
              {
                label: m.piaAtEligibilityLabel({ year: worked.result.eligibilityYear }),
                value: cents(worked.result.piaAtEligibility),
                description: m.piaAtEligibilityText(),
              },
              {
                label: m.creditsLabel(),
                value: String(worked.result.credits),
                description: m.creditsText({ needed: worked.result.creditsNeeded }),
              },
            ]}
          />
          <h4 className={s.subheading}>{m.stepsHeading()}</h4>
          <ol className={s.steps}>
            {stepWords(worked).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h4 className={s.subheading}>{m.yearsHeading()}</h4>
          <p>
            {m.yearsCount({
              counted: counted.filter((y) => y.counted > 0).length,
              total: worked.result.computationYears,
            })}
          </p>
          {worked.zeroYearsCounted.length > 0 ? (
            <p>
              {m.zeroYears({
                count: worked.zeroYearsCounted.length,
                years: yearList(worked.zeroYearsCounted),
                total: worked.result.computationYears,
              })}
            </p>
          ) : null}
          {notCounted.filter((y) => y.counted > 0).length > 0 ? (
            <p>{m.notCounted({ years: yearList(notCounted.filter((y) => y.counted > 0).map((y) => y.year)) })}</p>
          ) : null}
          {worked.cappedYears.length > 0 ? <p>{m.cappedYears({ years: yearList(worked.cappedYears) })}</p> : null}
          {more ? (
            <>
              <h4 className={s.subheading}>{m.oneMoreHeading()}</h4>
              <p>{more}</p>
            </>
          ) : null}
          {worked.result.notes.length > 0 ? (
            <ul>
              {worked.result.notes.map((note) => (
                <li key={note}>{noteWords(note, worked)}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <ResultCard
          label={m.piaCardLabel()}
          value={cents(inputs.pia)}
          emphasis="primary"
          description={m.fromLinkText()}
        />
      )}
      {ready && benefit > 0 ? (
        <div className={s.use} data-print="hide">
          <p>
            {letter
              ? m.useLetterHint({ whose: inputs.whose })
              : inputs.whose === 'spouse'
                ? m.useSpouseHint()
                : m.useHint()}
          </p>
          <div className={buttonRow}>
            <Button onClick={useThisBenefit}>{m.useButton()}</Button>
          </div>
          <LiveRegion>{saved}</LiveRegion>
          <p>
            <Link to="/tools/social-security">{m.toSocialSecurity()}</Link>
          </p>
        </div>
      ) : null}
      {worked ? <HowCalculated formulas={formulaWords(worked)} assumptions={sourceWords(worked)} /> : null}
      <Disclaimer />
    </ResultsRegion>
  );

  return (
    <ToolLayout
      toolId={form.toolId}
      inputs={inputsPart}
      inputsLabel={m.inputsLabel()}
      results={results}
      detailsTitle={worked ? m.tableHeading() : undefined}
      details={
        worked ? (
          <DataTable
            caption={m.tableCaption({ count: worked.years.length })}
            columns={[
              { header: m.colYear(), cell: (y: EarningsYear & { counts: boolean }) => String(y.year) },
              { header: m.colEarnings(), numeric: true, cell: (y) => formatCurrency(y.earnings) },
              { header: m.colMaximum(), numeric: true, cell: (y) => formatCurrency(y.taxableMaximum) },
              { header: m.colIndexed(), numeric: true, cell: (y) => cents(y.indexed) },
              { header: m.colCounts(), cell: (y) => (y.counts ? m.yes() : m.no()) },
            ]}
            rows={worked.years}
            rowKey={(y) => String(y.year)}
          />
        ) : undefined
      }
      scenarios={{ ...form.scenario, myDetails: undefined, inputs, examples: form.examples }}
    />
  );
}

import { KeptOnDevice } from '../tools/shared/keptOnDevice/KeptOnDevice';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { Badge, Button, Checkbox, Select, formatIsoDate, type SelectOption } from '../kit';
import { signedDigits, tidy } from '../i18n/numberText';
import * as kitWords from '../kit/messages';
import { monthNames } from '../kit/format';
import { text } from '../i18n/text';
import { rich } from '../i18n/rich';
import { firstRmd, isPast, type PlanDate } from '../finance/core/planDates';
import { myDetailsStore, myPlanStore } from '../storage/keys';
import { readToolSaved } from '../storage/keptFigures';
import type { MyDetails, MyPlan } from '../storage/schemas';
import {
  allDates,
  benefitsPaid,
  birthDates,
  calendarEvents,
  chooseInputs,
  futureDates,
  questionsFor,
  readSections,
  todayIso,
  type DoneSection,
  type PlanSection,
} from './myPlanModel';
import { PLAN_GROUPS } from './myPlanTools';
import * as pages from '../articles/pages.css';
import * as s from './MyPlanPage.css';
import * as dm from './myPlanDates.messages';
import * as m from './messages';
import { toolBirthMonths, yearDates, yearIsPast, type YearDate, type YearMilestone } from './myPlanYearDates';

/** The months to choose from, named in the reader's language when shown. */
const monthOptions = (): SelectOption[] => monthNames().map((label, i) => ({ value: String(i + 1), label }));
/** The years to claim Social Security, not shown for a person whose benefit is already paid (issue I3). */
const CLAIMING_YEARS: ReadonlySet<YearMilestone> = new Set<YearMilestone>(['ssEarliest', 'ssLatest']);
const NO_PLAN: MyPlan = { hiddenTools: [] };
const NO_DETAILS: MyDetails = {};

function useStored<T>(store: { read(): T; subscribe(listener: () => void): () => void }, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.read(),
    () => serverValue,
  );
}

function whenWords(date: PlanDate): string {
  return date.endDate
    ? m.dateRange({ start: formatIsoDate(date.date), end: formatIsoDate(date.endDate) })
    : formatIsoDate(date.date);
}

/** Downloads text as a file, made in the browser: nothing is sent anywhere. */
function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface MyPlanViewProps {
  /** null while the plan is being read from this browser (and in the prerendered page). */
  sections: PlanSection[] | null;
  details: MyDetails;
  plan: MyPlan;
  today: string;
  onPlanChange: (next: MyPlan) => void;
  /** A birth month chosen here goes to My details, its one home (issue I6, item 6). */
  onDetailsChange?: (changes: Partial<MyDetails>) => void;
  /** Birth months a tool already holds (toolBirthMonths), used where My details and My plan have none. */
  knownMonths?: { you?: number; spouse?: number };
}

/** "My plan": everything below the heading, from what this browser holds. Stories render it with fixed data. */
export function MyPlanView({
  sections,
  details,
  plan,
  today,
  onPlanChange,
  onDetailsChange = () => {},
  knownMonths = {},
}: MyPlanViewProps) {
  const birthMonth = details.birthMonth ?? plan.birthMonth;
  const spouseBirthMonth = details.spouseBirthMonth ?? plan.spouseBirthMonth;
  const [includeFigures, setIncludeFigures] = useState(false);
  const [message, setMessage] = useState('');
  const hidden = new Set(plan.hiddenTools ?? []);
  const shown = (sections ?? []).filter((section) => !hidden.has(section.toolId));
  // Never ask for what a tool already has: the Social Security calculator's birth months fill the gaps.
  const birth = birthDates(details, {
    ...plan,
    birthMonth: birthMonth ?? knownMonths.you,
    spouseBirthMonth: spouseBirthMonth ?? knownMonths.spouse,
  });
  // A benefit already paid (this year's letter, in My details) means that person has claimed (issue I3).
  const paid = benefitsPaid(details);
  const dates = allDates(birth, shown, paid);
  const ahead = futureDates(dates, today);
  const done = shown.filter((section): section is DoneSection => section.status === 'done');
  const questions = questionsFor(shown, dates, today, {
    rmdStartAge: birth.you ? firstRmd(birth.you).startAge : undefined,
  });
  const married =
    details.filingStatus === 'marriedJoint' ||
    details.filingStatus === 'marriedSeparate' ||
    details.spouseBirthYear !== undefined;
  // With the year alone, the dates by year (issue I6, item 6) instead of asking for the month again.
  const youByYear = details.birthYear !== undefined && !birth.you;
  const spouseByYear = married && details.spouseBirthYear !== undefined && !birth.spouse;
  const byYear = [
    ...(youByYear ? yearDates(details.birthYear!) : []),
    ...(spouseByYear ? yearDates(details.spouseBirthYear!, 'spouse') : []),
  ].filter((date) => !(paid[date.person] !== undefined && CLAIMING_YEARS.has(date.milestone)));

  async function addToCalendar() {
    const { buildIcs } = await import('./myPlanCalendar');
    const figures = done.map((section) => ({ toolId: section.toolId, line: section.figureLine }));
    // Only the dates still ahead go in the file (issue I6, item 7); the past ones stay on this page, marked.
    const events = calendarEvents(dates, figures, includeFigures, today);
    downloadText('my-plan-dates.ics', buildIcs(events, new Date()), 'text/calendar;charset=utf-8');
    setMessage(
      dm.calendarMade({
        count: events.length,
        figures: includeFigures ? 'yes' : 'no',
        past: dates.length - events.length,
      }),
    );
  }

  function clearPlan() {
    onPlanChange({ ...plan, hiddenTools: (sections ?? []).map((section) => section.toolId) });
    setMessage(m.clearedMessage());
  }

  function showAgain() {
    onPlanChange({ ...plan, hiddenTools: [] });
    setMessage(m.shownAgain());
  }

  if (sections === null) {
    return <p aria-busy="true">{m.building()}</p>;
  }

  const cleared = hidden.size > 0 && shown.length === 0;

  return (
    <>
      <section className={[pages.section, s.printFlow].join(' ')} aria-labelledby="plan-dates">
        <h2 id="plan-dates">{m.datesHeading()}</h2>
        {details.birthYear === undefined ? (
          <p>{rich(m.addBirthYear, { link: <Link to="/my-details">{m.myDetailsLink()}</Link> })}</p>
        ) : youByYear || spouseByYear ? (
          <div className={s.monthFields} data-print="hide">
            <p className={s.text}>{dm.byYearCalendar()}</p>
            {youByYear ? (
              <Select
                label={m.monthLabel()}
                options={monthOptions()}
                value={birthMonth === undefined ? undefined : String(birthMonth)}
                placeholder={m.chooseMonth()}
                onValueChange={(value) => onDetailsChange({ birthMonth: Number(value) })}
              />
            ) : null}
            {spouseByYear ? (
              <Select
                label={m.spouseMonthLabel({ year: String(details.spouseBirthYear) })}
                options={monthOptions()}
                value={spouseBirthMonth === undefined ? undefined : String(spouseBirthMonth)}
                placeholder={m.chooseMonth()}
                onValueChange={(value) => onDetailsChange({ spouseBirthMonth: Number(value) })}
              />
            ) : null}
          </div>
        ) : null}
        <BenefitsPaid paid={paid} married={married} />
        {byYear.length > 0 ? <YearDatesList dates={byYear} todayYear={Number(today.slice(0, 4))} /> : null}
        {dates.length > 0 ? (
          <>
            <p className={s.text}>{m.datesIntro()}</p>
            <ol className={s.timeline}>
              {dates.map((date) => {
                const past = isPast(date, today);
                return (
                  <li key={date.id} className={[s.dateItem, past ? s.pastItem : ''].join(' ')}>
                    <p className={s.when}>
                      {whenWords(date)}
                      {past ? <PastBadge /> : null}
                    </p>
                    <p className={s.text}>
                      <strong>{date.title}.</strong> {date.meaning}
                    </p>
                    <p className={s.source}>
                      {m.sourceLabel()} {date.source}.
                    </p>
                  </li>
                );
              })}
            </ol>
            {ahead.length === 0 ? (
              <p className={s.text} data-print="hide">
                {dm.allPast()}
              </p>
            ) : (
              <div className={s.monthFields} data-print="hide">
                <h3>{m.calendarHeading()}</h3>
                <p className={s.text}>{dm.calendarIntro()}</p>
                <Checkbox
                  label={m.includeFigures()}
                  hint={m.includeFiguresHint()}
                  checked={includeFigures}
                  onCheckedChange={setIncludeFigures}
                />
                <p className={s.text}>
                  <Button onClick={() => void addToCalendar()}>{m.calendarButton()}</Button>
                </p>
              </div>
            )}
          </>
        ) : null}
      </section>

      <div className={s.printPageBreak}>
        {cleared ? (
          <section className={pages.section} aria-labelledby="plan-cleared">
            <h2 id="plan-cleared">{m.clearedHeading()}</h2>
            <p>{m.clearedText()}</p>
          </section>
        ) : (
          PLAN_GROUPS.map((group) => {
            const inGroup = shown.filter((section) => section.group === group.id && section.status !== 'not-done');
            if (inGroup.length === 0) return null;
            return (
              <section
                key={group.id}
                className={[pages.section, s.printFlow, s.printPageBreak].join(' ')}
                aria-labelledby={`plan-${group.id}`}
              >
                <h2 id={`plan-${group.id}`}>{text(group.heading)}</h2>
                {inGroup.map((section) => (
                  <ToolSection key={section.toolId} section={section} />
                ))}
              </section>
            );
          })
        )}
        {!cleared && shown.some((section) => section.status === 'not-done') ? (
          <section className={pages.section} aria-labelledby="plan-not-done" data-print="hide">
            <h2 id="plan-not-done">{m.notDoneHeading()}</h2>
            <ul className={s.notDone}>
              {shown
                .filter((section) => section.status === 'not-done')
                .map((section) => (
                  <li key={section.toolId} className={s.notDoneItem}>
                    {/* The link is a 44 px target of its own (a block), so what the tool is for goes on
                        the line below it rather than after a colon that would start a line. */}
                    <Link to={`/tools/${section.toolId}`} className={pages.listLink}>
                      {section.title}
                    </Link>
                    <span>{section.status === 'not-done' ? section.why : ''}</span>
                  </li>
                ))}
            </ul>
          </section>
        ) : null}
      </div>

      {questions.length > 0 ? (
        <section className={[pages.section, s.printPageBreak, s.printFlow].join(' ')} aria-labelledby="plan-questions">
          <h2 id="plan-questions">{m.questionsHeading()}</h2>
          <p className={s.text}>{m.questionsIntro()}</p>
          <ol className={s.notDone}>
            {questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className={pages.section} aria-labelledby="plan-actions" data-print="hide">
        <h2 id="plan-actions">{m.actionsHeading()}</h2>
        <p className={s.actions}>
          <Button variant="secondary" onClick={() => window.print()}>
            {m.print()}
          </Button>
          {hidden.size > 0 ? (
            <Button variant="secondary" onClick={showAgain}>
              {m.showAgain()}
            </Button>
          ) : (
            <Button variant="secondary" onClick={clearPlan}>
              {m.clear()}
            </Button>
          )}
        </p>
        <p className={s.text}>{m.clearNote()}</p>
      </section>
      <div role="status" aria-live="polite" data-print="hide">
        {message ? <p className={s.text}>{message}</p> : null}
      </div>
    </>
  );
}

/** A letter's monthly benefit to the cent, as the kit writes money: "$1,850.40". */
function formatCents(n: number): string {
  return kitWords.currency(signedDigits(tidy(n, 2), { minFraction: 2, maxFraction: 2, grouping: true }));
}

/** "Your Social Security benefit is being paid: $1,850.40 a month", for each person whose letter My details holds. */
function BenefitsPaid({ paid, married }: { paid: { you?: number; spouse?: number }; married: boolean }) {
  const people = (['you', 'spouse'] as const).filter(
    (person) => paid[person] !== undefined && (person === 'you' || married),
  );
  if (people.length === 0) return null;
  return (
    <>
      {people.map((person) => (
        <p key={person} className={s.text}>
          {dm.benefitPaid({ person, amount: formatCents(paid[person]!) })}
        </p>
      ))}
    </>
  );
}

const YEAR_MEANING: Record<YearMilestone, () => string> = {
  catchUp: dm.catchUpMeaning,
  hsaCatchUp: dm.hsaCatchUpMeaning,
  ssEarliest: dm.ssEarliestMeaning,
  medicare: dm.medicareMeaning,
  fra: dm.fraMeaning,
  ssLatest: dm.ssLatestMeaning,
  rmd: dm.rmdMeaning,
};

/** "The year you turn 65: 2026", each milestone by year, past ones marked in words. */
/** "Past" beside a date already gone, after a space. */
function PastBadge() {
  return (
    <>
      {' '}
      <Badge tone="neutral">{dm.past()}</Badge>
    </>
  );
}

function YearDatesList({ dates, todayYear }: { dates: readonly YearDate[]; todayYear: number }) {
  return (
    <>
      <p className={s.text}>{dm.byYearIntro()}</p>
      <ol className={s.timeline}>
        {dates.map((date) => {
          const past = yearIsPast(date, todayYear);
          const [first, second] = date.years;
          const years =
            second === undefined ? String(first) : dm.yearsOr({ first: String(first), second: String(second) });
          const age =
            date.age.months === 0
              ? String(date.age.years)
              : dm.ageWithMonths({ years: String(date.age.years), months: date.age.months });
          const title =
            date.milestone === 'fra'
              ? dm.yearFra({ person: date.person, age, years })
              : date.milestone === 'rmd'
                ? dm.yearRmd({ person: date.person, age, years })
                : dm.yearTurns({ person: date.person, age, years });
          return (
            <li key={date.id} className={[s.dateItem, past ? s.pastItem : ''].join(' ')}>
              <p className={s.text}>
                <strong>{title}</strong>
                {past ? <PastBadge /> : null}
              </p>
              <p className={s.text}>{YEAR_MEANING[date.milestone]()}</p>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function ToolSection({ section }: { section: PlanSection }) {
  const headingId = `plan-tool-${section.toolId}`;
  if (section.status === 'corrupt') {
    return (
      <section className={s.toolSection} aria-labelledby={headingId}>
        <h3 id={headingId}>{section.title}</h3>
        <p className={s.problem}>{m.corrupt()}</p>
        <p className={s.text}>
          <Link to={`/tools/${section.toolId}`} className={pages.listLink}>
            {m.startAgain({ title: section.title })}
          </Link>
        </p>
      </section>
    );
  }
  if (section.status !== 'done') return null;
  return (
    <section className={[s.toolSection, s.printFlow].join(' ')} aria-labelledby={headingId}>
      <div className={s.keepTogether}>
        <h3 id={headingId}>{section.title}</h3>
        <h4>{m.keyResults()}</h4>
        <dl className={s.figures}>
          {section.results.map((row) => (
            <div key={row.label} className={s.figureRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className={s.text}>{section.dollars}</p>
      </div>
      <div className={s.keepTogether}>
        <h4>{m.fromInputs()}</h4>
        <p className={s.text}>
          {m.fromLine({
            from: section.from,
            taxYear: section.taxYear === undefined ? 'none' : String(section.taxYear),
          })}
        </p>
        <dl className={s.figures}>
          {section.inputs.map((row, i) => (
            <div key={`${row.label}-${i}`} className={s.figureRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className={s.text} data-print="hide">
        <Link to={section.link} className={pages.listLink}>
          {m.openWithInputs({ title: section.title })}
        </Link>
      </p>
    </section>
  );
}

/** /my-plan: prerendered as its heading and introduction; the plan itself is built in the browser. */
export function MyPlanPage() {
  const details = useStored(myDetailsStore, NO_DETAILS);
  const plan = useStored(myPlanStore, NO_PLAN);
  const [sections, setSections] = useState<PlanSection[] | null>(null);
  // "Forget" (issue I6, item 5) deletes what the plan is built from: the sections are read again.
  const [generation, setGeneration] = useState(0);
  const [toolInputs, setToolInputs] = useState<Readonly<Record<string, unknown>> | undefined>(undefined);
  const knownMonths = toolBirthMonths(toolInputs, details);
  useEffect(() => {
    let current = true;
    void readSections().then((read) => {
      if (!current) return;
      setSections(read);
      // Read after the sections, so a tool's unreadable data is first reported there (a store drops it once read).
      setToolInputs(chooseInputs(readToolSaved('social-security'))?.inputs);
    });
    return () => {
      current = false;
    };
  }, [generation]);
  return (
    <div className={[pages.page, s.printLarge, s.planPage].join(' ')}>
      <h1>{m.heading()}</h1>
      <p className={pages.lead}>{m.lead()}</p>
      <KeptOnDevice scope={{ kind: 'plan' }} onForgotten={() => setGeneration((n) => n + 1)} />
      <MyPlanView
        sections={sections}
        details={details}
        plan={plan}
        today={todayIso()}
        onPlanChange={(next) => myPlanStore.write(next)}
        onDetailsChange={(changes) => myDetailsStore.write({ ...myDetailsStore.read(), ...changes })}
        knownMonths={knownMonths}
      />
    </div>
  );
}

import { KeptOnDevice } from '../tools/shared/keptOnDevice/KeptOnDevice';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { Badge, Button, Checkbox, Select, formatIsoDate, type SelectOption } from '../kit';
import { MONTH_NAMES } from '../kit/format';
import { firstRmd, isPast, type PlanDate } from '../finance/core/planDates';
import { myDetailsStore, myPlanStore, readToolSaved } from '../storage/keys';
import type { MyDetails, MyPlan } from '../storage/schemas';
import {
  allDates,
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
import { toolBirthMonths, yearDates, yearIsPast, type YearDate, type YearMilestone } from './myPlanYearDates';

const MONTH_OPTIONS: SelectOption[] = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
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
  return date.endDate ? `${formatIsoDate(date.date)} to ${formatIsoDate(date.endDate)}` : formatIsoDate(date.date);
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
  const dates = allDates(birth, shown);
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
  ];

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
    setMessage(
      'Your plan is cleared from this page. Nothing the tools saved was deleted: each tool still has your inputs and scenarios, and “Show my plan again” brings the sections back.',
    );
  }

  function showAgain() {
    onPlanChange({ ...plan, hiddenTools: [] });
    setMessage('Your plan is shown again.');
  }

  if (sections === null) {
    return <p aria-busy="true">Building your plan from what this browser holds…</p>;
  }

  const cleared = hidden.size > 0 && shown.length === 0;

  return (
    <>
      <section className={[pages.section, s.printFlow].join(' ')} aria-labelledby="plan-dates">
        <h2 id="plan-dates">Dates to remember</h2>
        {details.birthYear === undefined ? (
          <p>
            Add the year you were born in <Link to="/my-details">My details</Link> to see the dates that apply to you:
            Medicare sign-up, Social Security, required distributions and more.
          </p>
        ) : youByYear || spouseByYear ? (
          <div className={s.monthFields} data-print="hide">
            <p className={s.text}>{dm.byYearCalendar()}</p>
            {youByYear ? (
              <Select
                label="Month you were born"
                options={MONTH_OPTIONS}
                value={birthMonth === undefined ? undefined : String(birthMonth)}
                placeholder="Choose a month"
                onValueChange={(value) => onDetailsChange({ birthMonth: Number(value) })}
              />
            ) : null}
            {spouseByYear ? (
              <Select
                label={`Month your spouse was born (${details.spouseBirthYear})`}
                options={MONTH_OPTIONS}
                value={spouseBirthMonth === undefined ? undefined : String(spouseBirthMonth)}
                placeholder="Choose a month"
                onValueChange={(value) => onDetailsChange({ spouseBirthMonth: Number(value) })}
              />
            ) : null}
          </div>
        ) : null}
        {byYear.length > 0 ? <YearDatesList dates={byYear} todayYear={Number(today.slice(0, 4))} /> : null}
        {dates.length > 0 ? (
          <>
            <p className={s.text}>
              In date order. A person born on the 1st of a month reaches each age a month earlier; the dates assume you
              were not.
            </p>
            <ol className={s.timeline}>
              {dates.map((date) => {
                const past = isPast(date, today);
                return (
                  <li key={date.id} className={[s.dateItem, past ? s.pastItem : ''].join(' ')}>
                    <p className={s.when}>
                      {whenWords(date)}
                      {past ? (
                        <>
                          {' '}
                          <Badge tone="neutral">{dm.past()}</Badge>
                        </>
                      ) : null}
                    </p>
                    <p className={s.text}>
                      <strong>{date.title}.</strong> {date.meaning}
                    </p>
                    <p className={s.source}>Source: {date.source}.</p>
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
                <h3>Add to my calendar</h3>
                <p className={s.text}>{dm.calendarIntro()}</p>
                <Checkbox
                  label="Include my figures"
                  hint="Adds your results from the tools to the events’ text. Leave it unticked if others can see your calendar."
                  checked={includeFigures}
                  onCheckedChange={setIncludeFigures}
                />
                <p className={s.text}>
                  <Button onClick={() => void addToCalendar()}>Add to my calendar (.ics file)</Button>
                </p>
              </div>
            )}
          </>
        ) : null}
      </section>

      <div className={s.printPageBreak}>
        {cleared ? (
          <section className={pages.section} aria-labelledby="plan-cleared">
            <h2 id="plan-cleared">Your plan is cleared</h2>
            <p>
              The sections are hidden on this page only. Nothing the tools saved was deleted: your inputs and scenarios
              are still in each tool.
            </p>
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
                <h2 id={`plan-${group.id}`}>{group.heading}</h2>
                {inGroup.map((section) => (
                  <ToolSection key={section.toolId} section={section} />
                ))}
              </section>
            );
          })
        )}
        {!cleared && shown.some((section) => section.status === 'not-done') ? (
          <section className={pages.section} aria-labelledby="plan-not-done" data-print="hide">
            <h2 id="plan-not-done">Not done yet</h2>
            <ul className={s.notDone}>
              {shown
                .filter((section) => section.status === 'not-done')
                .map((section) => (
                  <li key={section.toolId}>
                    <Link to={`/tools/${section.toolId}`} className={pages.listLink}>
                      {section.title}
                    </Link>
                    : {section.status === 'not-done' ? section.why : ''}
                  </li>
                ))}
            </ul>
          </section>
        ) : null}
      </div>

      {questions.length > 0 ? (
        <section className={[pages.section, s.printPageBreak, s.printFlow].join(' ')} aria-labelledby="plan-questions">
          <h2 id="plan-questions">Questions to ask a professional</h2>
          <p className={s.text}>
            They follow from your own results. A fee-only adviser, a tax preparer or a free SHIP Medicare counsellor can
            help.
          </p>
          <ol className={s.notDone}>
            {questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className={pages.section} aria-labelledby="plan-actions" data-print="hide">
        <h2 id="plan-actions">Print or clear</h2>
        <p className={s.actions}>
          <Button variant="secondary" onClick={() => window.print()}>
            Print my plan
          </Button>
          {hidden.size > 0 ? (
            <Button variant="secondary" onClick={showAgain}>
              Show my plan again
            </Button>
          ) : (
            <Button variant="secondary" onClick={clearPlan}>
              Clear my plan
            </Button>
          )}
        </p>
        <p className={s.text}>
          “Clear my plan” only hides the sections on this page. It deletes nothing the tools saved.
        </p>
      </section>
      <div role="status" aria-live="polite" data-print="hide">
        {message ? <p className={s.text}>{message}</p> : null}
      </div>
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
                {past ? (
                  <>
                    {' '}
                    <Badge tone="neutral">{dm.past()}</Badge>
                  </>
                ) : null}
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
        <p className={s.problem}>We could not read your saved figures for this tool.</p>
        <p className={s.text}>
          <Link to={`/tools/${section.toolId}`} className={pages.listLink}>
            Start the {section.title} again
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
        <h4>Key results</h4>
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
        <h4>From these inputs</h4>
        <p className={s.text}>
          {section.from}.{section.taxYear !== undefined ? ` Tax year ${section.taxYear}.` : ''}
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
          Open the {section.title} with these inputs
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
      <h1>My plan</h1>
      <p className={pages.lead}>
        Your results from the tools you used, the dates that matter to you, and questions to take to a professional. It
        is built from what this browser holds; nothing leaves your device.
      </p>
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

/**
 * "My plan" (H4): the plan built from what this browser holds. The sections come from each tool's
 * adapter (myPlanTools), the dates from src/finance/core/planDates, the questions from the reader's own
 * results. Nothing here writes what a tool owns.
 */
import { toolTextById } from '../tools/toolTexts';
import type { ToolId } from '../tools/toolIds.generated';
import { formatIsoDate } from '../kit/format';
import { text } from '../i18n/text';
import {
  hsaStopBeforeSignUp,
  isPast,
  monthReachingAge,
  sortPlanDates,
  isoDate,
  type BirthDate,
  type PlanDate,
  type PlanDateKind,
} from '../finance/core/planDates';
import { HSA_MEDICARE_SOURCE } from '../finance/rules/core/planDates';
import { myDetailsStore, myPlanStore } from '../storage/keys';
import { beneficiariesStore } from '../storage/savedStores';
import { keepsFiguresOnDevice, readToolSaved, type ToolSaved } from '../storage/keptFigures';
import type { MyDetails, MyPlan, Scenario } from '../storage/schemas';
import { formatComparisonValue, hasResult } from '../tools/shared/scenarios/scenarios';
import { encodeToolHash, mergeKnown } from '../tools/shared/core/toolState';
import { PLAN_TOOLS, type AnyScenario, type PlanToolEntry } from './myPlanTools';
import type { CalendarEvent } from './myPlanCalendar';
import type { PlanFigure, PlanGroup, PlanVariantOf, QuestionContext } from '../tools/shared/core/toolPlan';
import { ageWords, wordedPlanDates } from './myPlanDateWords';
import * as m from './messages';
import * as dm from './myPlanDates.messages';

export type { PlanFigure, PlanVariant, PlanVariantOf, QuestionContext } from '../tools/shared/core/toolPlan';

export const toolTitle = (toolId: string) => toolTextById[toolId]?.title ?? toolId;

interface SectionBase {
  toolId: ToolId;
  title: string;
  group: PlanGroup;
}

export interface DoneSection extends SectionBase {
  status: 'done';
  results: PlanFigure[];
  inputs: PlanFigure[];
  /** Where the inputs came from, with their date: "Your saved scenario “Retire at 67”, saved 24 November 2026". */
  from: string;
  taxYear?: number;
  /** Whether the figures are in today's dollars, in words. */
  dollars: string;
  /** The tool with these inputs. */
  link: string;
  /** The question for a professional; the context adds what only the dates know. */
  question: (context: QuestionContext) => string;
  /** A line for the calendar when the reader includes their figures. */
  figureLine: string;
  /** Dates the reader's own choices add (for example the claiming age); the spouse's birth date when known. */
  dates: (birth: BirthDate, spouse?: BirthDate) => PlanDate[];
}

export type PlanSection =
  DoneSection | (SectionBase & { status: 'not-done'; why: string }) | (SectionBase & { status: 'corrupt' });

const newestFirst = (a: Scenario, b: Scenario) => new Date(b.savedAt).getTime() - new Date(a.savedAt).getTime();

function fromScenario(name: string, time: string | number): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime())
    ? m.fromScenarioUnknown({ name })
    : m.fromScenario({ name, date: formatIsoDate(date.toISOString().slice(0, 10)) });
}

/** The inputs a section uses: the tool's kept inputs (the newest), else the newest saved scenario. */
export function chooseInputs(saved: ToolSaved): { inputs: Record<string, unknown>; from: string } | null {
  if (saved.inputs)
    return {
      inputs: saved.inputs,
      from: keepsFiguresOnDevice() ? m.fromKept() : m.fromTab(),
    };
  const latest = [...saved.scenarios].sort(newestFirst)[0];
  if (!latest) return null;
  return { inputs: latest.inputs, from: fromScenario(latest.name, latest.savedAt) };
}

type Results = Record<string, number>;
function genericQuestion(scenario: AnyScenario, fmt: (key: string) => string, title: string): string {
  const first = scenario.resultFields[0];
  return first
    ? m.genericQuestion({ result: text(first.label).toLowerCase(), value: fmt(first.key), title })
    : m.genericQuestionPlain({ title });
}

/** Dates a tool's results add: the claiming age with the largest lifetime total. */
function toolDates(toolId: ToolId, results: Results): (birth: BirthDate) => PlanDate[] {
  if (toolId !== 'social-security') return () => [];
  const age = results.bestClaimAge;
  if (age === undefined || !Number.isFinite(age)) return () => [];
  return (birth) => {
    const years = Math.floor(age);
    const at = monthReachingAge(birth, years, Math.round((age - years) * 12));
    return [
      {
        id: 'ss-best-claim-age',
        kind: 'choice',
        date: isoDate(at.year, at.month, 1),
        title: dm.bestClaimTitle({ age: years }),
        meaning: dm.bestClaimMeaning(),
        source: dm.bestClaimSource(),
      },
      ...(years > 65
        ? [
            {
              id: 'hsa-stop-before-claim',
              kind: 'hsa' as const,
              date: hsaStopBeforeSignUp(birth, at),
              title: dm.hsaStopClaimTitle({ age: ageWords({ years, months: 0 }) }),
              meaning: dm.hsaStopClaimMeaning(),
              source: HSA_MEDICARE_SOURCE,
            },
          ]
        : []),
    ];
  };
}

/** A tool's section from its stored inputs, worked out with the tool's own finance function. Never throws. */
export function toolSection(
  entry: PlanToolEntry,
  scenario: AnyScenario,
  saved: ToolSaved,
  variantOf?: PlanVariantOf,
): PlanSection {
  const base = { toolId: entry.toolId, title: toolTitle(entry.toolId), group: entry.group };
  const chosen = chooseInputs(saved);
  if (!chosen)
    return saved.corrupt ? { ...base, status: 'corrupt' } : { ...base, status: 'not-done', why: text(entry.why) };
  try {
    const inputs = mergeKnown(scenario.defaults, chosen.inputs, scenario.fieldList);
    const results = scenario.results(inputs);
    const fieldOf = new Map(scenario.resultFields.map((f) => [f.key, f]));
    const fmt = (key: string) => {
      const field = fieldOf.get(key);
      return field ? formatComparisonValue(results[key], field) : '';
    };
    // An optional figure these inputs do not have (the survivor's tax without a year of death) is left out.
    const resultRows = scenario.resultFields
      .filter((field) => hasResult(field, results[field.key]))
      .map((field) => ({ label: field.label, value: formatComparisonValue(results[field.key], field) }));
    if (resultRows.some((row) => /NaN|Infinity/.test(row.value))) return { ...base, status: 'corrupt' };
    // The display choice is kept with the tool's form inputs, not in its scenario's defaults.
    const todaysDollars = chosen.inputs.todaysDollars === true || chosen.inputs.todaysDollars === 'true';
    const taxYear = typeof inputs.taxYear === 'number' ? inputs.taxYear : undefined;
    const variant = variantOf?.(inputs, resultRows);
    if (variant && variant.results.some((row) => /NaN|Infinity/.test(row.value))) return { ...base, status: 'corrupt' };
    const section: DoneSection = {
      ...base,
      status: 'done',
      results: resultRows,
      inputs: scenario.fields
        .filter((field) => entry.showInput?.(inputs, field.key) ?? true)
        .map((field) => ({ label: field.label, value: formatComparisonValue(inputs[field.key], field) })),
      from: chosen.from,
      taxYear,
      dollars:
        (entry.dollars?.(inputs) ?? (scenario.projection ? m.notProjected() : m.thisYearsDollars())) +
        (todaysDollars && scenario.projection ? m.todaysDollarsChosen() : ''),
      link: `/tools/${entry.toolId}${encodeToolHash(entry.toolId, todaysDollars ? { ...inputs, todaysDollars: true } : inputs)}`,
      question: (context) =>
        (entry.question ?? ((_i, _r, f) => genericQuestion(scenario, f, base.title)))(inputs, results, fmt, context),
      figureLine: `${base.title}: ${resultRows.map((r) => `${r.label} ${r.value}`).join('; ')}`,
      dates: toolDates(entry.toolId, results),
    };
    if (!variant) return section;
    const { question } = variant;
    return {
      ...section,
      results: variant.results,
      dollars: variant.dollars ?? section.dollars,
      question: question === undefined ? section.question : () => question,
      figureLine:
        variant.figureLine ?? `${base.title}: ${variant.results.map((r) => `${r.label} ${r.value}`).join('; ')}`,
      dates: variant.dates ?? section.dates,
    };
  } catch {
    return { ...base, status: 'corrupt' };
  }
}

/** The beneficiary tracker keeps a list, not inputs: its section counts the accounts and the oldest check. */
export function beneficiarySection(entry: PlanToolEntry): PlanSection {
  const base = { toolId: entry.toolId, title: toolTitle(entry.toolId), group: entry.group };
  const had = beneficiariesStore.stored();
  const list = beneficiariesStore.read();
  if (list.length === 0)
    return had && !beneficiariesStore.stored()
      ? { ...base, status: 'corrupt' }
      : { ...base, status: 'not-done', why: text(entry.why) };
  const oldest = [...list].map((b) => b.lastUpdated).sort()[0] ?? '';
  return {
    ...base,
    status: 'done',
    results: [
      { label: m.accountsListed(), value: String(list.length) },
      { label: m.oldestCheck(), value: oldest ? formatIsoDate(oldest) : m.notGiven() },
    ],
    inputs: list.map((b) => ({
      label: b.accountName,
      value: b.primaryBeneficiary ? m.primaryNamed() : m.noPrimary(),
    })),
    from: m.beneficiaryFrom(),
    dollars: m.noDollars(),
    link: '/tools/beneficiary-tracker',
    question: () =>
      oldest
        ? m.beneficiaryQuestion({ count: list.length, checked: formatIsoDate(oldest) })
        : m.beneficiaryQuestionUnknown({ count: list.length }),
    figureLine: `${base.title}: ${m.beneficiaryFigure({ count: list.length })}`,
    dates: () => [],
  };
}

/** Remembers, for this page's life, the tools whose stored data was unreadable (a store drops it once read). */
const corruptSeen = new Set<string>();

/** Every section, in plan order. Loads each tool's descriptor (its own chunk). */
export async function readSections(entries: readonly PlanToolEntry[] = PLAN_TOOLS): Promise<PlanSection[]> {
  return Promise.all(
    entries.map(async (entry): Promise<PlanSection> => {
      if (!entry.load) return beneficiarySection(entry);
      const saved = readToolSaved(entry.toolId);
      const hasData = saved.inputs !== null || saved.scenarios.length > 0;
      if (saved.corrupt && !hasData) corruptSeen.add(entry.toolId);
      if (hasData) corruptSeen.delete(entry.toolId);
      const known = { ...saved, corrupt: saved.corrupt || corruptSeen.has(entry.toolId) };
      if (!hasData) {
        const base = { toolId: entry.toolId, title: toolTitle(entry.toolId), group: entry.group };
        return known.corrupt ? { ...base, status: 'corrupt' } : { ...base, status: 'not-done', why: text(entry.why) };
      }
      try {
        const [scenario, variantOf] = await Promise.all([
          entry.load(),
          entry.variant?.(chooseInputs(known)?.inputs ?? {}),
        ]);
        return toolSection(entry, scenario, known, variantOf);
      } catch {
        return { toolId: entry.toolId, title: toolTitle(entry.toolId), group: entry.group, status: 'corrupt' };
      }
    }),
  );
}

/** For tests. */
export function resetMyPlanForTests(): void {
  corruptSeen.clear();
}

/**
 * The reader's and spouse's birth dates, when My details has the year and the month (issue I6: My
 * details holds the full birth date; a My plan record from before it may still hold the month).
 */
export function birthDates(details: MyDetails, plan: MyPlan): { you?: BirthDate; spouse?: BirthDate } {
  const birthMonth = details.birthMonth ?? plan.birthMonth;
  const spouseBirthMonth = details.spouseBirthMonth ?? plan.spouseBirthMonth;
  const you =
    details.birthYear !== undefined && birthMonth !== undefined
      ? { year: details.birthYear, month: birthMonth, day: details.birthDay ?? plan.birthDay }
      : undefined;
  const married =
    details.filingStatus === 'marriedJoint' ||
    details.filingStatus === 'marriedSeparate' ||
    details.spouseBirthYear !== undefined;
  const spouse =
    married && details.spouseBirthYear !== undefined && spouseBirthMonth !== undefined
      ? { year: details.spouseBirthYear, month: spouseBirthMonth, day: details.spouseBirthDay ?? plan.spouseBirthDay }
      : undefined;
  return { you, spouse };
}

/**
 * Whose Social Security benefit is already being paid, and how much a month: My details' amounts from
 * this year's COLA letter (issue I3; src/tools/shared/core/toolFields.ts fromBenefitPaidNow). A
 * person with one has claimed: My plan shows no date to claim for them.
 */
export function benefitsPaid(details: MyDetails): { you?: number; spouse?: number } {
  const paid = (amount: number | undefined) =>
    amount !== undefined && Number.isFinite(amount) && amount > 0 ? amount : undefined;
  return { you: paid(details.socialSecurityPaidMonthly), spouse: paid(details.spouseSocialSecurityPaidMonthly) };
}

/** The dates a saved tool adds for claiming Social Security, by whose claim they are. */
const CLAIM_DATE_IDS: Record<'you' | 'spouse', ReadonlySet<string>> = {
  you: new Set(['ss-best-claim-age', 'hsa-stop-before-claim', 'ss-couple-claim-you', 'hsa-stop-before-couple-claim']),
  spouse: new Set(['ss-couple-claim-spouse']),
};

/**
 * Every date to remember, the reader's, the spouse's and those the saved tools add, in date order.
 * `paid` (benefitsPaid): a person whose benefit is already paid gets no claiming date, from the
 * rules or from a tool's saved choice.
 */
export function allDates(
  birth: { you?: BirthDate; spouse?: BirthDate },
  sections: readonly PlanSection[],
  paid: { you?: number; spouse?: number } = {},
): PlanDate[] {
  const dates: PlanDate[] = [];
  if (birth.you) {
    dates.push(...wordedPlanDates(birth.you, 'you', paid.you !== undefined));
    for (const section of sections)
      if (section.status === 'done')
        dates.push(
          ...section
            .dates(birth.you, birth.spouse)
            .filter(
              (date) =>
                !(paid.you !== undefined && CLAIM_DATE_IDS.you.has(date.id)) &&
                !(paid.spouse !== undefined && CLAIM_DATE_IDS.spouse.has(date.id)),
            ),
        );
  }
  if (birth.spouse) dates.push(...wordedPlanDates(birth.spouse, 'spouse', paid.spouse !== undefined));
  return sortPlanDates(dates);
}

/** The questions for a professional, one per used tool, and one for the Medicare window when it is ahead. */
export function questionsFor(
  sections: readonly PlanSection[],
  dates: readonly PlanDate[],
  today: string,
  context: QuestionContext = {},
): string[] {
  const questions = sections.flatMap((s) => (s.status === 'done' ? [s.question(context)] : []));
  const iep = dates.find((d) => d.id === 'medicare-iep');
  if (iep && (iep.endDate ?? iep.date) >= today) {
    questions.unshift(m.medicareQuestion({ date: formatIsoDate(iep.date) }));
  }
  return questions;
}

const KIND_TOOLS: Record<PlanDateKind, readonly string[]> = {
  medicare: ['medicare-cost', 'healthcare-cost'],
  'social-security': ['social-security'],
  rmd: ['rmd'],
  hsa: ['hsa'],
  'catch-up': [],
  choice: ['social-security'],
};

/**
 * The dates still ahead on `today` ('YYYY-MM-DD'): a window still open counts (issue I6, item 7: the
 * calendar file holds future dates only; past ones stay on the page, marked as past).
 */
export function futureDates(dates: readonly PlanDate[], today: string): PlanDate[] {
  return dates.filter((d) => !isPast(d, today));
}

/**
 * The calendar's events: the dates still ahead on `today`, each with its meaning and source; the
 * reader's figures from the related tool only when they ticked "include my figures".
 */
export function calendarEvents(
  dates: readonly PlanDate[],
  figures: readonly { toolId: string; line: string }[],
  includeFigures: boolean,
  today: string,
): CalendarEvent[] {
  return futureDates(dates, today).map((d) => {
    const related = includeFigures
      ? figures.filter((f) => KIND_TOOLS[d.kind].includes(f.toolId)).map((f) => f.line)
      : [];
    const when = d.endDate ? dm.eventUntil({ date: formatIsoDate(d.endDate) }) : '';
    return {
      id: d.id,
      date: d.date,
      endDate: d.endDate,
      summary: d.title,
      description: [`${d.meaning}${when}`, dm.eventSource({ source: d.source }), ...related, dm.eventFrom()].join('\n'),
    };
  });
}

/** Today as 'YYYY-MM-DD' in the reader's own time zone. */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function readMyDetails(): MyDetails {
  return myDetailsStore.read();
}

export function readMyPlan(): MyPlan {
  return myPlanStore.read();
}

import type {
  HouseholdHeadline,
  HouseholdInput,
  HouseholdMonteCarlo,
  HouseholdSafeSpending,
  HouseholdSession,
  HouseholdYearsResult,
  LeverFact,
  MarketChoice,
} from '../../finance/household';

/** A table of years: one market, or the worst historical start (known only once the headline is worked out). */
export type TableChoice = MarketChoice | { mode: 'worst' };

/** What the page asks the worker: a whole plan (`run`), or one more table of years for the plan it last ran (`years`). */
export type PlanRequest =
  | {
      type: 'run';
      runId: number;
      input: HouseholdInput;
      table: TableChoice;
      monteCarloFirst: boolean;
      parts: 'light' | 'heavy';
    }
  | { type: 'years'; runId: number; input: HouseholdInput; table: TableChoice };

/** The answer's parts as the worker sends them, each under its own message type. */
export interface PlanAnswerParts {
  headline: HouseholdHeadline;
  years: HouseholdYearsResult;
  safeSpending: HouseholdSafeSpending;
  monteCarlo: HouseholdMonteCarlo;
  levers: LeverFact[];
}

/** Each part of the answer as it is ready, tagged with the run it belongs to (the page ignores an older run's). */
export type PlanResponse =
  | { type: 'headline'; runId: number; headline: HouseholdHeadline }
  | { type: 'years'; runId: number; years: HouseholdYearsResult; table: TableChoice }
  | { type: 'safeSpending'; runId: number; safeSpending: HouseholdSafeSpending }
  | { type: 'monteCarlo'; runId: number; monteCarlo: HouseholdMonteCarlo }
  | { type: 'levers'; runId: number; levers: LeverFact[] }
  | { type: 'done'; runId: number; parts: 'light' | 'heavy' }
  | { type: 'failed'; runId: number };

/** The market a table choice names, given the worst start (null: no start fits, so the steady market). */
export function resolveTable(table: TableChoice, worstStart: number | null): MarketChoice {
  if (table.mode !== 'worst') return table;
  return worstStart === null ? { mode: 'steady' } : { mode: 'history', startYear: worstStart };
}

/**
 * A run's parts in the order they are sent, each worked out when called, for the worker and for the same
 * calculations on this thread: the light ones (the headline, whose worst start it keeps in `worst` for a
 * table asked for as 'worst', then the table of years) or the heavy ones (the highest spending that lasted
 * everywhere, then Monte Carlo first when asked, else the levers first).
 */
export function planParts(
  plan: HouseholdSession,
  { runId, table, monteCarloFirst, parts }: Extract<PlanRequest, { type: 'run' }>,
  worst: { start: number | null },
): (() => PlanResponse)[] {
  if (parts === 'heavy') {
    const safeSpending = (): PlanResponse => ({ type: 'safeSpending', runId, safeSpending: plan.safeSpending() });
    const monteCarlo = (): PlanResponse => ({ type: 'monteCarlo', runId, monteCarlo: plan.monteCarlo() });
    const levers = (): PlanResponse => ({ type: 'levers', runId, levers: plan.levers() });
    return monteCarloFirst ? [safeSpending, monteCarlo, levers] : [safeSpending, levers, monteCarlo];
  }
  return [
    () => {
      const headline = plan.headline();
      worst.start = headline.history.worst?.startYear ?? null;
      return { type: 'headline', runId, headline };
    },
    () => ({ type: 'years', runId, years: plan.years(resolveTable(table, worst.start)), table }),
  ];
}

/** The worker's side of the conversation, or the same calculations on this thread where no module worker can start (tests, old browsers). */
export interface Channel {
  send: (request: PlanRequest) => void;
  stop: () => void;
}

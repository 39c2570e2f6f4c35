/// <reference lib="webworker" />
/**
 * The household plan's calculations off the page's thread (issue I1 item 7): the headline first (every
 * historical start, the worst, the steady projection), then the year-by-year table, then the heavier parts
 * one at a time. Between parts the worker lets a newer request in, and drops the rest of an older run, so a
 * reader who keeps typing never waits for answers to figures they have already changed.
 */
import {
  householdHeadline,
  householdLevers,
  householdMonteCarlo,
  householdSafeSpending,
  householdYears,
} from '../../finance/household';
import { resolveTable, type PlanRequest, type PlanResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let latestRun = 0;
const post = (message: PlanResponse) => self.postMessage(message);
/** One turn of the event loop, so a message waiting behind this run is read before the next part. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function run(request: Extract<PlanRequest, { type: 'run' }>) {
  const { runId, input, table, monteCarloFirst, parts: which } = request;
  const current = () => runId === latestRun;
  let worstStart: number | null = null;
  const parts: (() => PlanResponse)[] = [
    () => {
      const headline = householdHeadline(input);
      worstStart = headline.history.worst?.startYear ?? null;
      return { type: 'headline', runId, headline };
    },
    () => ({ type: 'years', runId, years: householdYears(input, resolveTable(table, worstStart)), table }),
    () => ({ type: 'safeSpending', runId, safeSpending: householdSafeSpending(input) }),
  ];
  const monteCarlo = () => ({ type: 'monteCarlo', runId, monteCarlo: householdMonteCarlo(input) }) as const;
  const levers = () => ({ type: 'levers', runId, levers: householdLevers(input) }) as const;
  const heavy = monteCarloFirst ? [monteCarlo, levers] : [levers, monteCarlo];
  for (const part of which === 'light' ? parts : heavy) {
    if (!current()) return;
    post(part());
    await breathe();
  }
  if (current()) post({ type: 'done', runId, parts: which });
}

self.onmessage = (event: MessageEvent<PlanRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'run') {
      latestRun = request.runId;
      run(request).catch(() => post({ type: 'failed', runId: request.runId }));
    } else {
      // A table picked by year or path: 'worst' is only asked for with a whole run.
      const market = resolveTable(request.table, null);
      post({ type: 'years', runId: request.runId, years: householdYears(request.input, market), table: request.table });
    }
  } catch {
    post({ type: 'failed', runId: request.runId });
  }
};

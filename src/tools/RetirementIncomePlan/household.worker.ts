/// <reference lib="webworker" />
/**
 * The household plan's calculations off the page's thread (issue I1 item 7). The page runs two of these: one
 * for the light parts, in order (the headline: every historical start, the worst, the steady projection; then
 * the table of years), one for the heavy parts (the highest spending that lasted everywhere, then the levers
 * and Monte Carlo). Between parts the worker lets a newer request in and drops the rest of an older run, so a
 * reader who keeps typing never waits for answers to figures they have already changed. The plan is read and
 * made ready once per input (householdSession) and shared by every part and by a table asked for later.
 */
import { householdSession, type HouseholdSession } from '../../finance/household';
import { planParts, resolveTable, type PlanRequest, type PlanResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let latestRun = 0;
const post = (message: PlanResponse) => self.postMessage(message);
/** One turn of the event loop, so a message waiting behind this run is read before the next part. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The plan of the newest input, made ready once. */
let session: { key: string; plan: HouseholdSession } | null = null;
function sessionOf(input: unknown): HouseholdSession {
  const key = JSON.stringify(input);
  if (session?.key !== key) session = { key, plan: householdSession(input) };
  return session.plan;
}
/** The worst start of the newest headline, for a table asked for as 'worst' after it. */
const worst: { start: number | null } = { start: null };

async function run(request: Extract<PlanRequest, { type: 'run' }>) {
  const { runId, input, parts: which } = request;
  const current = () => runId === latestRun;
  for (const part of planParts(sessionOf(input), request, worst)) {
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
      // A table picked by year or path; 'worst' follows the headline this worker last worked out.
      const market = resolveTable(request.table, worst.start);
      post({
        type: 'years',
        runId: request.runId,
        years: sessionOf(request.input).years(market),
        table: request.table,
      });
    }
  } catch {
    post({ type: 'failed', runId: request.runId });
  }
};

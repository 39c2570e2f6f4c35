import { useEffect, useRef, useState } from 'react';
import type {
  HouseholdHeadline,
  HouseholdInput,
  HouseholdMonteCarlo,
  HouseholdSafeSpending,
  HouseholdYearsResult,
  LeverFact,
} from '../../finance/household';
import { resolveTable, type PlanRequest, type PlanResponse, type TableChoice } from './protocol';

/** Everything the worker has answered for the newest run; each part is null until it arrives. */
export interface PlanAnswer {
  headline: HouseholdHeadline | null;
  years: HouseholdYearsResult | null;
  table: TableChoice | null;
  safeSpending: HouseholdSafeSpending | null;
  monteCarlo: HouseholdMonteCarlo | null;
  levers: LeverFact[] | null;
  /** True while a part of the newest run is still being worked out. */
  running: boolean;
  failed: boolean;
}

const EMPTY: PlanAnswer = {
  headline: null,
  years: null,
  table: null,
  safeSpending: null,
  monteCarlo: null,
  levers: null,
  running: true,
  failed: false,
};

/** The worker's side of the conversation, or the same calculations on this thread where no module worker can start (tests, old browsers). */
interface Channel {
  send: (request: PlanRequest) => void;
  stop: () => void;
}

function workerChannel(receive: (response: PlanResponse) => void): Channel | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = new Worker(new URL('./household.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PlanResponse>) => receive(event.data);
    return { send: (request) => worker.postMessage(request), stop: () => worker.terminate() };
  } catch {
    return null;
  }
}

/** The same parts, in the same order, on this thread: the engine is fetched on first use. */
function threadChannel(receive: (response: PlanResponse) => void): Channel {
  const latest = { light: 0, heavy: 0 };
  return {
    send: (request) => {
      if (request.type === 'run') latest[request.parts] = request.runId;
      void import('../../finance/household').then(async (engine) => {
        const { runId, input, table } = request;
        if (request.type === 'years') {
          receive({ type: 'years', runId, years: engine.householdYears(input, resolveTable(table, null)), table });
          return;
        }
        let worst: number | null = null;
        const light: (() => PlanResponse)[] = [
          () => {
            const headline = engine.householdHeadline(input);
            worst = headline.history.worst?.startYear ?? null;
            return { type: 'headline', runId, headline };
          },
          () => ({ type: 'years', runId, years: engine.householdYears(input, resolveTable(table, worst)), table }),
          () => ({ type: 'safeSpending', runId, safeSpending: engine.householdSafeSpending(input) }),
        ];
        const heavy: (() => PlanResponse)[] = [
          () => ({ type: 'levers', runId, levers: engine.householdLevers(input) }),
          () => ({ type: 'monteCarlo', runId, monteCarlo: engine.householdMonteCarlo(input) }),
        ];
        for (const part of request.parts === 'light' ? light : heavy) {
          if (runId !== latest[request.parts]) return;
          receive(part());
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        if (runId === latest[request.parts]) receive({ type: 'done', runId, parts: request.parts });
      });
    },
    stop: () => {
      latest.light = -1;
      latest.heavy = -1;
    },
  };
}

/**
 * Runs the plan in a Web Worker whenever its input changes, and keeps the newest run's answers: a
 * part of an older run that arrives late is ignored, so the page never shows figures the reader has
 * already changed. `table` is the year-by-year table's market; changing it alone asks only for that table.
 */
export function usePlanWorker(input: HouseholdInput, table: TableChoice, monteCarloFirst: boolean) {
  const [answer, setAnswer] = useState<PlanAnswer>(EMPTY);
  const channel = useRef<Channel | null>(null);
  /** Levers and Monte Carlo, in a worker of their own: a newer input stops it mid-part and starts a fresh one. */
  const heavyChannel = useRef<Channel | null>(null);
  const heavyBusy = useRef(false);
  const done = useRef({ light: true, heavy: true });
  const startHeavy = useRef<() => Channel>(() => {
    throw new Error('no channel yet');
  });
  const runId = useRef(0);
  const inputKey = JSON.stringify(input);
  const tableKey = JSON.stringify(table);
  const lastRunKey = useRef('');
  const currentTable = useRef('');

  useEffect(() => {
    const receive = (response: PlanResponse) => {
      if (response.runId !== runId.current) return;
      // A table asked for before the reader picked another is dropped too.
      if (response.type === 'years' && JSON.stringify(response.table) !== currentTable.current) return;
      setAnswer((previous) => {
        switch (response.type) {
          case 'headline':
            return { ...previous, headline: response.headline };
          case 'years':
            return { ...previous, years: response.years, table: response.table };
          case 'safeSpending':
            return { ...previous, safeSpending: response.safeSpending };
          case 'monteCarlo':
            return { ...previous, monteCarlo: response.monteCarlo };
          case 'levers':
            return { ...previous, levers: response.levers };
          case 'done':
            done.current[response.parts] = true;
            if (response.parts === 'heavy') heavyBusy.current = false;
            return { ...previous, running: !(done.current.light && done.current.heavy) };
          case 'failed':
            return { ...previous, running: false, failed: true };
        }
      });
    };
    const thread = typeof Worker === 'undefined' ? threadChannel(receive) : null;
    startHeavy.current = () => thread ?? workerChannel(receive) ?? threadChannel(receive);
    channel.current = thread ?? workerChannel(receive) ?? threadChannel(receive);
    heavyChannel.current = startHeavy.current();
    return () => {
      channel.current?.stop();
      channel.current = null;
      if (heavyChannel.current !== channel.current) heavyChannel.current?.stop();
      heavyChannel.current = null;
      // A new channel (React's development double mount) has run nothing yet.
      lastRunKey.current = '';
    };
  }, []);

  useEffect(() => {
    const ch = channel.current;
    if (!ch) return;
    currentTable.current = tableKey;
    const parsedTable = JSON.parse(tableKey) as TableChoice;
    if (lastRunKey.current === inputKey) {
      // Only the table changed: ask for that table under the same run, keep the rest.
      ch.send({
        type: 'years',
        runId: runId.current,
        input: JSON.parse(inputKey) as HouseholdInput,
        table: parsedTable,
      });
      return;
    }
    lastRunKey.current = inputKey;
    runId.current += 1;
    // The older run's parts would not match the new figures: only the headline and the table stay
    // on screen (marked busy) until theirs arrive, so the page does not jump.
    setAnswer((previous) => ({
      ...previous,
      safeSpending: null,
      monteCarlo: null,
      levers: null,
      running: true,
      failed: false,
    }));
    const request = {
      type: 'run' as const,
      runId: runId.current,
      input: JSON.parse(inputKey) as HouseholdInput,
      table: parsedTable,
      monteCarloFirst,
    };
    done.current = { light: false, heavy: false };
    ch.send({ ...request, parts: 'light' });
    // A heavy part of the older run cannot be interrupted: its worker is stopped and a fresh one started.
    if (heavyBusy.current && heavyChannel.current && heavyChannel.current !== ch) {
      heavyChannel.current.stop();
      heavyChannel.current = startHeavy.current();
    }
    heavyBusy.current = true;
    heavyChannel.current?.send({ ...request, parts: 'heavy' });
    // monteCarloFirst only orders the parts: a change of it alone needs no new run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputKey, tableKey]);

  return answer;
}

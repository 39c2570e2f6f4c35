import { useEffect, useRef, useState } from 'react';
import type { HouseholdInput } from '../../finance/household';
import { afterPageIdle } from '../../kit/pageIdle';
import type { Channel, PlanAnswerParts, PlanRequest, PlanResponse, TableChoice } from './protocol';

/** Everything the worker has answered for the newest run; each part is null until it arrives. */
export type PlanAnswer = { [Part in keyof PlanAnswerParts]: PlanAnswerParts[Part] | null } & PlanAnswerState;

interface PlanAnswerState {
  table: TableChoice | null;
  /** True while a part of the newest run is still being worked out. */
  running: boolean;
  /** True from a change of the figures until the new headline arrives: the one on screen is of older figures. */
  stale: boolean;
  failed: boolean;
}

/**
 * The parts received, each run's tagged with the input it was worked out for. Whether they are of older
 * figures, still being worked out or failed is read against the input of the render (see usePlanWorker), so
 * a keystroke is one render of the tool, not two (a state set after the change would draw it all again).
 */
interface PlanParts extends Omit<PlanAnswer, 'running' | 'stale' | 'failed'> {
  /** The input (as its JSON key) the headline on show was worked out for. */
  headlineKey: string | null;
  /** The input whose run has sent every part, light and heavy. */
  finishedKey: string | null;
  /** The input whose run failed. */
  failedKey: string | null;
}

const EMPTY: PlanParts = {
  headline: null,
  years: null,
  table: null,
  safeSpending: null,
  monteCarlo: null,
  levers: null,
  headlineKey: null,
  finishedKey: null,
  failedKey: null,
};

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

/**
 * The calculations on this thread, for where no module worker can start (tests, old browsers): its code is
 * fetched only there, so a browser with workers never loads it. Requests sent before it arrives wait in order.
 */
function threadChannel(receive: (response: PlanResponse) => void): Channel {
  let channel: Channel | null = null;
  let stopped = false;
  const waiting: PlanRequest[] = [];
  void import('./threadChannel').then((loaded) => {
    if (stopped) return;
    channel = loaded.threadChannel(receive);
    for (const request of waiting.splice(0)) channel.send(request);
  });
  return {
    send: (request) => (channel ? channel.send(request) : void waiting.push(request)),
    stop: () => {
      stopped = true;
      channel?.stop();
    },
  };
}

/**
 * Runs the plan in a Web Worker whenever its input changes, and keeps the newest run's answers: a
 * part of an older run that arrives late is ignored, so the page never shows figures the reader has
 * already changed. `table` is the year-by-year table's market; changing it alone asks only for that table.
 *
 * Speed (issue I1 item 7): the worker's script loads on use, once the page is idle as the site and its
 * audit define it (kit/pageIdle.ts: one moment, so the audit never counts the worker one run and not the
 * next), or at the reader's first change, so it is not among the scripts the page needs before it answers a tap. The
 * light parts (the headline and the table of years) come first; the highest safe spending, the levers and Monte
 * Carlo start in a second worker two frames after the light parts of the same run are done, so that no worker
 * is busy while the page draws the answer: with the safe spending still in the first worker, its work shared the
 * two cores of the audit's machine with that drawing, whose tasks then took several times their own time
 * (docs/performance.md, "Session 14": Lighthouse TBT medians of 10 runs 91 → 66 ms and 140 → 63 ms). A
 * keystroke leaves the results as they are (marked busy) and re-renders nothing there: the older parts give
 * way when the new headline arrives.
 */
export function usePlanWorker(input: HouseholdInput, table: TableChoice, monteCarloFirst: boolean) {
  const [parts, setParts] = useState<PlanParts>(EMPTY);
  const channel = useRef<Channel | null>(null);
  /** Safe spending, levers and Monte Carlo, in a worker of their own: a newer input stops it mid-part and starts a fresh one. */
  const heavyChannel = useRef<Channel | null>(null);
  const heavyBusy = useRef(false);
  /** The heavy half of the newest run, sent once its light half is done and drawn. */
  const heavyWaiting = useRef<PlanRequest | null>(null);
  const done = useRef({ light: true, heavy: true });
  const openChannel = useRef<() => Channel>(() => {
    throw new Error('no channel yet');
  });
  /** Starts the light worker if it is not running yet (on use), and sends it what waited for it. */
  const wake = useRef<() => Channel | null>(() => null);
  const waiting = useRef<PlanRequest | null>(null);
  /** The parts of the newest run received so far: a part from an older run is cleared when the new headline comes. */
  const fresh = useRef(new Set<PlanResponse['type']>());
  const runId = useRef(0);
  /** The input of the newest run, as its JSON key. */
  const runKey = useRef('');
  const inputKey = JSON.stringify(input);
  const tableKey = JSON.stringify(table);
  const lastRunKey = useRef('');
  const currentTable = useRef('');

  useEffect(() => {
    const startHeavy = () => {
      const request = heavyWaiting.current;
      if (!request) return;
      heavyWaiting.current = null;
      heavyChannel.current ??= openChannel.current();
      heavyBusy.current = true;
      heavyChannel.current.send(request);
    };
    const receive = (response: PlanResponse) => {
      if (response.runId !== runId.current) return;
      // A table asked for before the reader picked another is dropped too.
      if (response.type === 'years' && JSON.stringify(response.table) !== currentTable.current) return;
      if (response.type === 'done' && response.parts === 'light') {
        // Two frames on, the light parts' drawing has had the processor to itself.
        if (typeof requestAnimationFrame === 'function')
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              if (response.runId === runId.current) startHeavy();
            }),
          );
        else startHeavy();
      }
      fresh.current.add(response.type);
      const key = runKey.current;
      setParts((previous) => {
        switch (response.type) {
          case 'headline': {
            // The older run's parts would not match the new figures: they give way to "working out" now.
            const stale = (type: PlanResponse['type']) => !fresh.current.has(type);
            return {
              ...previous,
              headline: response.headline,
              headlineKey: key,
              finishedKey: previous.finishedKey === key ? key : null,
              safeSpending: stale('safeSpending') ? null : previous.safeSpending,
              monteCarlo: stale('monteCarlo') ? null : previous.monteCarlo,
              levers: stale('levers') ? null : previous.levers,
            };
          }
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
            return done.current.light && done.current.heavy ? { ...previous, finishedKey: key } : previous;
          case 'failed':
            return { ...previous, failedKey: key };
        }
      });
    };
    const thread = typeof Worker === 'undefined' ? threadChannel(receive) : null;
    openChannel.current = () => thread ?? workerChannel(receive) ?? threadChannel(receive);
    wake.current = () => {
      if (!channel.current) {
        channel.current = openChannel.current();
        if (waiting.current) channel.current.send(waiting.current);
        waiting.current = null;
      }
      return channel.current;
    };
    const cancelIdle = afterPageIdle(() => wake.current());
    return () => {
      cancelIdle();
      channel.current?.stop();
      if (heavyChannel.current !== channel.current) heavyChannel.current?.stop();
      channel.current = null;
      heavyChannel.current = null;
      wake.current = () => null;
      waiting.current = null;
      heavyWaiting.current = null;
      // A new channel (React's development double mount) has run nothing yet.
      lastRunKey.current = '';
    };
  }, []);

  useEffect(() => {
    currentTable.current = tableKey;
    const parsedTable = JSON.parse(tableKey) as TableChoice;
    if (lastRunKey.current === inputKey) {
      // Only the table changed: ask for that table under the same run, keep the rest.
      wake.current()?.send({
        type: 'years',
        runId: runId.current,
        input: JSON.parse(inputKey) as HouseholdInput,
        table: parsedTable,
      });
      return;
    }
    const first = lastRunKey.current === '';
    lastRunKey.current = inputKey;
    runId.current += 1;
    runKey.current = inputKey;
    fresh.current = new Set();
    const request = {
      type: 'run' as const,
      runId: runId.current,
      input: JSON.parse(inputKey) as HouseholdInput,
      table: parsedTable,
      monteCarloFirst,
    };
    done.current = { light: false, heavy: false };
    // The first run waits for the worker to start when the page is idle; a change by the reader starts it now.
    const light = { ...request, parts: 'light' as const };
    if (channel.current) channel.current.send(light);
    else if (first) waiting.current = light;
    else wake.current()?.send(light);
    // A heavy part of the older run cannot be interrupted: its worker is stopped now (a fresh one starts
    // when this run's light parts are done), so it does not hold the processor the headline needs.
    if (heavyBusy.current && heavyChannel.current && heavyChannel.current !== channel.current) {
      heavyChannel.current.stop();
      heavyChannel.current = null;
      heavyBusy.current = false;
    }
    heavyWaiting.current = { ...request, parts: 'heavy' };
    // monteCarloFirst only orders the parts: a change of it alone needs no new run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputKey, tableKey]);

  // Read against this render's input: the keystroke's own render marks the words on show as of older figures
  // (one attribute changes on screen), and the results are not drawn again until the new headline comes.
  const { headlineKey, finishedKey, failedKey, ...received } = parts;
  const answer: PlanAnswer = {
    ...received,
    stale: received.headline !== null && headlineKey !== inputKey,
    running: finishedKey !== inputKey && failedKey !== inputKey,
    failed: failedKey === inputKey,
  };
  return answer;
}

import { planParts, resolveTable, type Channel, type PlanResponse } from './protocol';

/** The same parts, in the same order, on this thread: the engine is fetched on first use. */
export function threadChannel(receive: (response: PlanResponse) => void): Channel {
  const latest = { light: 0, heavy: 0 };
  return {
    send: (request) => {
      if (request.type === 'run') latest[request.parts] = request.runId;
      void import('../../finance/household').then(async (engine) => {
        const { runId, input, table } = request;
        const plan = engine.householdSession(input);
        if (request.type === 'years') {
          receive({ type: 'years', runId, years: plan.years(resolveTable(table, null)), table });
          return;
        }
        for (const part of planParts(plan, request, { start: null })) {
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

import { resolveTable, type Channel, type PlanResponse } from './protocol';

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
        let worst: number | null = null;
        const light: (() => PlanResponse)[] = [
          () => {
            const headline = plan.headline();
            worst = headline.history.worst?.startYear ?? null;
            return { type: 'headline', runId, headline };
          },
          () => ({ type: 'years', runId, years: plan.years(resolveTable(table, worst)), table }),
          () => ({ type: 'safeSpending', runId, safeSpending: plan.safeSpending() }),
        ];
        const heavy: (() => PlanResponse)[] = [
          () => ({ type: 'levers', runId, levers: plan.levers() }),
          () => ({ type: 'monteCarlo', runId, monteCarlo: plan.monteCarlo() }),
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

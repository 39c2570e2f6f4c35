import { householdSession, type HouseholdSession } from '../../finance/household';
import { DEFAULTS } from './fields';
import { householdInput } from './plan';
import { planParts, type PlanRequest } from './protocol';

/** The real engine on the default plan, with each part counted as it is worked out. */
function countedSession() {
  const plan = householdSession(householdInput(DEFAULTS, 2026));
  const calls: (keyof HouseholdSession)[] = [];
  const counted = Object.fromEntries(
    (Object.keys(plan) as (keyof HouseholdSession)[]).map((part) => [
      part,
      (...args: never[]) => {
        calls.push(part);
        return (plan[part] as (...a: never[]) => unknown)(...args);
      },
    ]),
  ) as unknown as HouseholdSession;
  return { counted, calls };
}

const request = (parts: 'light' | 'heavy', monteCarloFirst = false): Extract<PlanRequest, { type: 'run' }> => ({
  type: 'run',
  runId: 7,
  input: householdInput(DEFAULTS, 2026),
  table: { mode: 'worst' },
  monteCarloFirst,
  parts,
});

describe('the plan’s parts, split between the two workers', () => {
  it('the light worker sends the headline and the table of years, and works out nothing else', () => {
    const { counted, calls } = countedSession();
    const worst = { start: null as number | null };
    const sent = planParts(counted, request('light'), worst).map((part) => part());
    expect(sent.map((part) => part.type)).toEqual(['headline', 'years']);
    expect(calls).toEqual(['headline', 'years']);
    // The table asked for as 'worst' is the worst start the headline found.
    expect(worst.start).not.toBeNull();
    expect(sent.every((part) => part.runId === 7)).toBe(true);
  });

  it('the heavy worker starts with the highest safe spending, then the levers and Monte Carlo in the order asked', () => {
    const levers = countedSession();
    expect(planParts(levers.counted, request('heavy'), { start: null }).map((part) => part().type)).toEqual([
      'safeSpending',
      'levers',
      'monteCarlo',
    ]);
    expect(levers.calls).toEqual(['safeSpending', 'levers', 'monteCarlo']);
    const monteCarlo = countedSession();
    expect(planParts(monteCarlo.counted, request('heavy', true), { start: null }).map((part) => part().type)).toEqual([
      'safeSpending',
      'monteCarlo',
      'levers',
    ]);
  });

  it('a part is worked out only when it is called, so a newer run can drop the rest', () => {
    const { counted, calls } = countedSession();
    const parts = planParts(counted, request('heavy'), { start: null });
    expect(calls).toEqual([]);
    parts[0]!();
    expect(calls).toEqual(['safeSpending']);
  });
});

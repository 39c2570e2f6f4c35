import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, vi } from 'vitest';
import { calculateRothConversion } from '../../finance/tax/roth';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { todaysDollarsView } from '../shared/layout/TodaysDollars';
import { DEFAULTS } from './fields';
import en from './explanation.messages.en.json';

// The page's idle moment, under the test's control: nothing is fetched "at idle" until `idle()`.
const { idleWork } = vi.hoisted(() => ({ idleWork: new Set<() => void>() }));
vi.mock('../../kit/pageIdle', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../kit/pageIdle')>()),
  afterPageIdle: (work: () => void) => {
    idleWork.add(work);
    return () => void idleWork.delete(work);
  },
}));
const idle = () => act(() => idleWork.forEach((work) => work()));
// Each request for the words (a fetch started), counted when asked, not when it arrives.
const { requests } = vi.hoisted(() => ({ requests: vi.fn() }));
vi.mock('../../kit/loadedOnce', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../kit/loadedOnce')>();
  return { ...real, loadOnce: <T,>(part: Parameters<typeof real.loadOnce<T>>[0]) => (requests(), real.loadOnce(part)) };
});

// The test setup has loaded the kit already (vitest.setup.ts), with the real idle moment: load the
// tool's part afresh, so the kit hook it uses (useLoadAtIdleOrPrint) waits on the stand-in above.
let RothHowCalculated: typeof import('./RothHowCalculated').RothHowCalculated;
let loadRothExplanation: typeof import('./RothHowCalculated').loadRothExplanation;
let resetRothExplanationForTests: typeof import('./RothHowCalculated').resetRothExplanationForTests;
beforeAll(async () => {
  vi.resetModules();
  ({ RothHowCalculated, loadRothExplanation, resetRothExplanationForTests } = await import('./RothHowCalculated'));
});

const result = calculateRothConversion(DEFAULTS);
const draw = () =>
  render(<RothHowCalculated result={result} todays={todaysDollarsView(null, inflationAssumption())} />);
/** A line only the fetched words write (the formula of the net benefit). */
const NET_BENEFIT_FORMULA = en.formulaNetBenefit;
const wordsShown = () => screen.queryByText(NET_BENEFIT_FORMULA) !== null;
/** The first draw and its effects done. */
const drawn = () => act(async () => {});

beforeEach(() => {
  idleWork.clear();
  requests.mockClear();
  resetRothExplanationForTests();
});

describe('"How this is calculated" on the Roth tool: its words after the first draw (issue I2 #38)', () => {
  it('draws the closed disclosure at once, its words not fetched before the page is idle; idle brings them', async () => {
    draw();
    expect(screen.getByRole('button', { name: 'How this is calculated' })).toHaveAttribute('aria-expanded', 'false');
    await drawn();
    expect(requests).not.toHaveBeenCalled();
    expect(wordsShown()).toBe(false);
    idle();
    expect(requests).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(wordsShown()).toBe(true));
    // Each assumption's label, its value worded with the figures, in the hidden content (kept for printing).
    expect(screen.getByText('Tax in retirement')).toBeInTheDocument();
    expect(screen.getByText('22 % on traditional withdrawals')).toBeInTheDocument();
  });

  it('a Tab onto the button fetches them at once, before idle, so the opened disclosure has its lines', async () => {
    const user = userEvent.setup();
    draw();
    await drawn();
    expect(requests).not.toHaveBeenCalled();
    await user.tab();
    expect(requests).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'How this is calculated' })).toHaveFocus();
    await waitFor(() => expect(wordsShown()).toBe(true));
    await user.keyboard('{Enter}');
    expect(screen.getByText(NET_BENEFIT_FORMULA)).toBeVisible();
  });

  it('a pointer over the button, or printing, fetches them too', async () => {
    const user = userEvent.setup();
    draw();
    await drawn();
    expect(requests).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'How this is calculated' }));
    await waitFor(() => expect(wordsShown()).toBe(true));
    resetRothExplanationForTests();
    idleWork.clear();
    document.body.innerHTML = '';
    requests.mockClear();
    draw();
    await drawn();
    expect(requests).not.toHaveBeenCalled();
    expect(wordsShown()).toBe(false);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    await waitFor(() => expect(wordsShown()).toBe(true));
  });

  it('once fetched, a later draw has the words at once', async () => {
    await loadRothExplanation();
    draw();
    await drawn();
    expect(idleWork.size).toBe(0);
    expect(wordsShown()).toBe(true);
  });
});

describe('what keeps the words out of the scripts the page needs before it is idle', () => {
  const here = (name: string) => fs.readFileSync(path.join(__dirname, name), 'utf8');
  it('no module of the tool imports explanation.ts, its catalog or the shared phrasebook statically; RothHowCalculated fetches it', () => {
    const modules = fs
      .readdirSync(__dirname)
      .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.startsWith('explanation.'));
    expect(modules).toContain('RothConversionCalculator.tsx');
    for (const file of modules)
      expect(here(file), file).not.toMatch(
        /from\s+'(\.\/explanation(\.messages)?|\.\.\/shared\/core\/explanationWords)'/,
      );
    expect(here('RothHowCalculated.tsx')).toMatch(/import\('\.\/explanation'\)/);
  });
  it("the tool's own catalog holds none of the explanation's messages (a catalog is one module: its words go where it goes)", () => {
    const main = Object.keys(JSON.parse(here('messages.en.json')) as Record<string, string>);
    const moved = Object.keys(en);
    expect(moved.length).toBe(19);
    expect(main.filter((k) => moved.includes(k) || /^(assumed|formula)[A-Z]|Value$/.test(k))).toEqual([]);
  });
});

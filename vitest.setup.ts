// Setup of the `jsdom` Vitest project (vite.config.ts): the DOM matchers, the browser APIs jsdom
// lacks, and Radix loaded up front. The `node` project's tests need none of it.
import '@testing-library/jest-dom/vitest';

// Radix primitives call browser APIs that jsdom lacks; these stubs let them mount in tests.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined') {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// Radix Select, Dialog and Collapsible load on first use in the site (src/kit/lazyPrimitive.ts).
// Component tests load them up front, so a click opens the list or dialog at once as it does in a
// browser once they have arrived; Select's and Dialog's own tests cover the stand-ins.
if (typeof window !== 'undefined') {
  const [{ loadRadixSelect }, { loadDialogImplementation }, { loadRadixCollapsible }] = await Promise.all([
    import('./src/kit/Select/Select'),
    import('./src/kit/Dialog/Dialog'),
    import('./src/kit/useLazyCollapsible'),
  ]);
  // Collapsible too: a stand-in disclosure swaps itself for Radix's when pointed at, and a test
  // holding the stand-in's button could otherwise click it after it left the page (FieldTerm's
  // test failed so, once in a few runs). The stand-ins' own tests reset it.
  await Promise.all([loadRadixSelect(), loadDialogImplementation(), loadRadixCollapsible()]);
  // Calculations fetched on demand (src/tools/shared/layout/onDemand.ts: the withdrawal planner's on the first
  // press, tax impact's widow's tax when a year of death is entered): component tests have them up
  // front, as a reader's browser has them a moment after asking.
  const [{ loadPlan }, { widowPart }] = await Promise.all([
    import('./src/tools/WithdrawalPlanner/lazyPlan'),
    import('./src/tools/TaxImpactCalculator/widowLoader'),
  ]);
  await Promise.all([loadPlan(), widowPart.load()]);
  // A slider field's control, fetched the first time one renders (src/tools/shared/form/fieldControls.ts).
  const { sliderControl } = await import('./src/tools/shared/form/fieldControls');
  await sliderControl();
  // The scenario panel's saved list and comparison, fetched on demand (src/tools/shared/scenarios/ScenarioPanel.tsx);
  // ScenarioPanel's own test resets it to try the panel without it.
  const { loadSavedScenarios } = await import('./src/tools/shared/scenarios/ScenarioPanel');
  await loadSavedScenarios();
  // The field terms' matcher, fetched once the page is idle where the prerender's table answers first
  // (src/tools/shared/form/fieldTermsFound.ts); fieldTermsFound's own test tries the page without it.
  await (await import('./src/tools/shared/form/fieldTermsFound')).loadFieldTermMatcher();
  // The kit's results table, fetched when the page is idle or the table near (src/kit/DataTable/LazyDataTable.tsx).
  const { loadDataTable } = await import('./src/kit/DataTable/LazyDataTable');
  await loadDataTable();
  // A chart below a tool's first screen, fetched the same way (src/kit/Chart/LazyChart.tsx).
  await (await import('./src/kit/Chart/LazyChart')).loadChart();
}

// findBy…/waitFor give up after 1 s by default. A tool's lazy part (couple results, a chart) is
// transformed by Vite on its first import in a run, which on the shared 2-core CI machine can take
// longer than that. The wait is for a state the page reaches; its ceiling is for one it never
// reaches: 10 s was outlasted at load 50 (session 7), so one minute, under the 120 s test ceiling
// (vite.config.ts). Tests do not set their own shorter ceilings.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 60_000 });
}

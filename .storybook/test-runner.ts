import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { mergeAxeRules, rulesOffWithoutReason, type AxeRuleSetting } from './axeConfig.ts';

/** What the Accessibility addon reported for the story just visited, kept by preVisit's listener. */
interface A11yReportSeen {
  storyId: string;
  /** The addon's report: undefined when the addon did not run axe at all. */
  report?: { status?: string; result?: { error?: unknown; violations?: unknown[] } };
}

declare global {
  interface Window {
    __evergreenA11yReport?: A11yReportSeen;
  }
}

/**
 * Every story is an axe test case, with exactly one axe run per story: the Accessibility panel's.
 * addon-a11y runs axe after each story renders (and after its play function) with parameters.a11y
 * from .storybook/axeConfig.ts, and with `test: 'error'` the test-runner fails the story on any
 * violation in that report, printing each one. So CI checks exactly what the panel shows. Nothing
 * else may run axe in the page meanwhile: a second run would make the addon's fail with "Axe is
 * already running" (scripts/a11y-report.mjs, which drives axe itself, switches the addon's run off
 * with the global `a11y.manual`).
 *
 * Here we add what the panel cannot enforce:
 * - a story may switch an axe rule off only with a written reason;
 * - the addon's run must have happened and finished: a run that errored (for example "Axe is
 *   already running") reports no violations, and the test-runner alone would let it pass.
 * The test-runner only visits stories; docs pages in index.json are skipped by design.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // Listen before the story renders: the addon's report arrives with Storybook's STORY_FINISHED.
    await page.evaluate((storyId) => {
      const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { on: (event: string, listener: (data: { storyId: string; reporters?: { type: string }[] }) => void) => void; off: (event: string, listener: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
      window.__evergreenA11yReport = undefined;
      const listener = (data: { storyId: string; reporters?: { type: string }[] }) => {
        if (data.storyId !== storyId) return;
        channel.off('storyFinished', listener);
        window.__evergreenA11yReport = { storyId, report: data.reporters?.find((r) => r.type === 'a11y') as A11yReportSeen['report'] };
      };
      channel.on('storyFinished', listener);
    }, context.id);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = storyContext.parameters?.a11y as { test?: string; disable?: boolean; config?: { rules?: AxeRuleSetting[] } } | undefined;
    if (a11y?.disable || a11y?.test !== 'error') {
      throw new Error(`Story ${context.id} turns the axe check off or down (parameters.a11y); every story must pass axe`);
    }
    const unexplained = rulesOffWithoutReason(mergeAxeRules(a11y.config?.rules ?? []));
    if (unexplained.length > 0) {
      throw new Error(`Story ${context.id} switches off axe rule ${unexplained.join(', ')} without a written reason`);
    }
    const seen = await page.evaluate(() => window.__evergreenA11yReport);
    if (seen?.storyId !== context.id || !seen.report) {
      throw new Error(`Story ${context.id} was not checked: the Accessibility addon reported no axe run`);
    }
    const error = seen.report.result?.error;
    if (error !== undefined || !Array.isArray(seen.report.result?.violations)) {
      const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error ?? 'no result');
      throw new Error(`Story ${context.id} was not checked: the Accessibility addon's axe run failed (${message})`);
    }
  },
};
export default config;

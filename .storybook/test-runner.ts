import fs from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { mergeAxeRules, rulesOffWithoutReason, type AxeRuleSetting } from './axeConfig.ts';

/**
 * Every story is an axe test case. The axe run itself is the Accessibility panel's: addon-a11y
 * runs axe after each story renders (and after its play function) with parameters.a11y from
 * .storybook/axeConfig.ts, and with `test: 'error'` the test-runner fails the story on any
 * violation in that report, printing each one. So CI checks exactly what the panel shows, with
 * one axe run per story.
 *
 * Here we add the one rule the panel cannot enforce: a story may switch an axe rule off only
 * with a written reason. The test-runner only visits stories; docs pages in index.json are
 * skipped by design.
 */
/**
 * The languages every story is checked in (issue I2: axe 0 on every story in both), in ONE pass:
 * STORYBOOK_LOCALES=en,es shows each story in the first language, as the runner always does (its
 * render, play function and the panel's axe run), then, on the same page, in each further language:
 * the toolbar's language global is switched and the story is mounted afresh, so its play function
 * runs again, in that language, and the panel's axe runs again on what it leaves. One browser start,
 * one preview load per story file, for both languages (docs/ci.md, "Session 11").
 * STORYBOOK_LOCALE=es alone still shows every story in that one language (docs/storybook.md).
 * STORYBOOK_LOCALE_RESULTS names a file that gets one line per story and language ({ id, locale, ok }),
 * from which `npm test` counts each language on its own (scripts/test-all.mjs).
 */
const locales = (process.env.STORYBOOK_LOCALES ?? process.env.STORYBOOK_LOCALE ?? '')
  .split(',')
  .map((locale) => locale.trim())
  .filter(Boolean);
const openingLocale: string | undefined = locales[0];
/** Whether the story's shown language is checked in the opening language (not in an English first pass). */
const checkOpeningLocale = process.env.STORYBOOK_LOCALES === undefined && openingLocale !== undefined;
const resultsFile = process.env.STORYBOOK_LOCALE_RESULTS;

/** Runs in the page before its scripts: the language the preview opens on (preview.tsx, TEST_RUNNER_LOCALE). */
function storybookLocaleOnLoad(language: string) {
  (globalThis as { __EVERGREEN_STORYBOOK_LOCALE__?: string }).__EVERGREEN_STORYBOOK_LOCALE__ = language;
}

function noteResult(id: string, locale: string, ok: boolean) {
  if (resultsFile) fs.appendFileSync(resultsFile, `${JSON.stringify({ id, locale, ok })}\n`);
}

interface InPageResult {
  /** What failed, in plain words (axe's violations, or the story's own error); empty when it passed. */
  problem: string;
  /** `<html lang>` once the story finished. */
  shown: string;
}

/**
 * Runs in the page: switches the language global (without a render of its own), mounts the current
 * story afresh (Storybook's forceRemount: the story's render, play function and afterEach, where the
 * Accessibility panel runs axe) and waits for the story's "finished" event, which follows the play
 * function and the axe run, then reads the axe report as the test-runner does (impact filter
 * included), and puts the opening language back for the next story (again without a render).
 * Self-contained: Playwright sends its source to the page.
 */
async function showInLanguage({ id, language, opening }: { id: string; language: string; opening: string }) {
  interface Channel {
    on(event: string, listener: (data: unknown) => void): void;
    off(event: string, listener: (data: unknown) => void): void;
    emit(event: string, data: unknown): void;
  }
  interface Violation {
    id: string;
    help: string;
    impact?: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }
  interface Finished {
    storyId: string;
    status: string;
    reporters?: { type: string; result?: { violations?: Violation[]; toolOptions?: { impactLevels?: string[] } } }[];
  }
  const scope = globalThis as unknown as {
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
    __STORYBOOK_PREVIEW__: {
      currentRender?: { phase?: string };
      storyStoreValue: { userGlobals: { update(globals: Record<string, string>): void } };
    };
  };
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = scope.__STORYBOOK_PREVIEW__;
  const userGlobals = preview.storyStoreValue.userGlobals;
  // Storybook reloads the page when a story is torn down while its render is still under way (a
  // render it queued after "finished"): wait until the current render has settled, by its phases.
  const pending = ['loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];
  if (pending.includes(preview.currentRender?.phase ?? ''))
    await new Promise<void>((resolve) => {
      const settled = (data: unknown) => {
        const { newPhase } = data as { newPhase: string };
        if (pending.includes(newPhase)) return;
        channel.off('storyRenderPhaseChanged', settled);
        resolve();
      };
      channel.on('storyRenderPhaseChanged', settled);
    });
  userGlobals.update({ locale: language });
  const failures = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying'];
  const listeners: [string, (data: unknown) => void][] = [];
  // A failure event comes before the story's "finished" event; its words are kept, and the test goes
  // on only at "finished", once the render is over (so the next story never tears down a live one).
  let failure = '';
  const problem = await new Promise<string>((resolve) => {
    const done = (value: string) => {
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve(value);
    };
    listeners.push([
      'storyFinished',
      (data) => {
        const finished = data as Finished;
        if (finished.storyId !== id) return;
        if (failure) {
          done(failure);
          return;
        }
        const result = finished.reporters?.find((reporter) => reporter.type === 'a11y')?.result;
        if (!result) {
          done(`axe did not run (no Accessibility report; status "${finished.status}")`);
          return;
        }
        const levels = result.toolOptions?.impactLevels ?? [];
        const violations = (result.violations ?? []).filter(
          (violation) => levels.length === 0 || levels.includes(violation.impact ?? ''),
        );
        if (violations.length > 0)
          done(
            violations
              .map((violation) =>
                violation.nodes
                  .map(
                    (node) =>
                      `Expected the HTML found at $('${node.target.join(', ')}') to have no violations:\n${node.html}\nReceived: "${violation.help} (${violation.id})"\n${node.failureSummary ?? ''}`,
                  )
                  .join('\n\n'),
              )
              .join('\n\n'),
          );
        else if (finished.status !== 'success') done('the story did not finish (status "' + finished.status + '")');
        else done('');
      },
    ]);
    for (const event of failures)
      listeners.push([
        event,
        (data) => {
          const error = (Array.isArray(data) ? data[0] : data) as
            { message?: string; description?: string } | undefined;
          failure ||= `${event}: ${error?.message ?? error?.description ?? String(data)}`;
        },
      ]);
    for (const [event, listener] of listeners) channel.on(event, listener);
    channel.emit('forceRemount', { storyId: id });
  });
  const shown = document.documentElement.lang;
  const ready = document.getElementById('storybook-root')?.getAttribute('data-story-ready');
  userGlobals.update({ locale: opening });
  return {
    problem: problem || (ready === id ? '' : `the story is not marked ready ("${ready ?? ''}")`),
    shown,
  } satisfies InPageResult;
}

const config: TestRunnerConfig = {
  async prepare({ page }) {
    // The toolbar's switch, set before any script of the page runs: the preview opens on this
    // language (its initialGlobals read it, .storybook/preview.tsx), and keeps it for every story
    // the runner then shows on this page, also when the runner opens the page again after a failed
    // story (it calls prepare on a new page) or the page reloads: an init script runs on every load,
    // so no story can be shown before the language is set.
    if (openingLocale) await page.addInitScript(storybookLocaleOnLoad, openingLocale);
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async postVisit(page, context) {
    // The opening language: the runner's own visit (render, play, axe) failed or passed already.
    const failedFirst = (context as { hasFailure?: boolean }).hasFailure === true;
    if (checkOpeningLocale && !failedFirst) {
      // The story really was shown in that language (the preview's language decorator marks the page).
      const shown = await page.evaluate(() => document.documentElement.lang);
      if (shown !== openingLocale)
        throw new Error(`Story ${context.id} was shown in "${shown}", not in "${openingLocale}"`);
    }
    const storyContext = await getStoryContext(page, context);
    const a11y = storyContext.parameters?.a11y as
      { test?: string; disable?: boolean; config?: { rules?: AxeRuleSetting[] } } | undefined;
    if (a11y?.disable || a11y?.test !== 'error') {
      throw new Error(
        `Story ${context.id} turns the axe check off or down (parameters.a11y); every story must pass axe`,
      );
    }
    const unexplained = rulesOffWithoutReason(mergeAxeRules(a11y.config?.rules ?? []));
    if (unexplained.length > 0) {
      throw new Error(`Story ${context.id} switches off axe rule ${unexplained.join(', ')} without a written reason`);
    }
    if (openingLocale) noteResult(context.id, openingLocale, !failedFirst);
    // Every further language, on the same page, even when the first failed (each is reported on its own).
    const problems: string[] = [];
    for (const language of locales.slice(1)) {
      const { problem, shown } = await page.evaluate(showInLanguage, {
        id: context.id,
        language,
        opening: openingLocale ?? 'en',
      });
      const failure = problem || (shown === language ? '' : `it was shown in "${shown}", not in "${language}"`);
      noteResult(context.id, language, failure === '');
      if (failure) problems.push(`[${language}] Story ${context.id} in ${language}: ${failure}`);
    }
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  },
};
export default config;

/**
 * Test helper (used only by the `*.transcript.test.tsx` files): drives the virtual screen reader
 * (@guidepup/virtual-screen-reader) through one tool the way a screen-reader user would and
 * records every phrase it speaks, live announcements included ("polite: …").
 *
 * A normal run compares the transcript with the committed `docs/screen-reader/<tool>.md` and
 * fails on any difference, so a diff of that file shows what changed for a listener.
 * `npm run transcripts` (UPDATE_TRANSCRIPTS=1) rewrites the files instead.
 */
import path from 'node:path';
import { render } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import type { ReactElement } from 'react';
import { Frame } from '../../../kit';
import { resetStorageStateForTests } from '../../../storage';
import type { ToolDefinition } from '../../defineTool';
import { loadTool } from '../../registry';
import { currentLocale, DEFAULT_LOCALE, LOCALES, setLocale, type Locale } from '../../../i18n/locale';
import type { Text } from '../../../i18n/text';
import {
  TranscriptRecorder,
  isLive,
  readNext,
  replaceText,
  settle,
  settleUntil,
  type ControlName,
  type StepTitle,
  type TranscriptSection,
  type User,
} from './transcriptRecorder';
import { toolWords } from './toolWords';
import { startsWith } from './storyWords';
import { formatCurrency } from '../../../kit/format';
import { describeWithUnit } from '../../../kit/NumberInput/NumberInput';
import * as fieldWords from '../../../kit/NumberInput/messages';

export {
  readNext,
  replaceText,
  TranscriptRecorder,
  type ControlName,
  type StepTitle,
  type TranscriptSection,
  type User,
};

export interface TranscriptTestOptions {
  /** The tool's definition: the transcript is docs/screen-reader/<id>.md, the tool shown as its page shows it. */
  tool: Pick<ToolDefinition, 'id' | 'page'>;
  /** The tool as an article shows it, for engines that first load their article's config. */
  render?: () => Promise<ReactElement>;
  /**
   * A config-driven tool as its article shows it: the article's config and the title its front
   * matter gives the tool (the Frame's title), both in the language being recorded.
   */
  article?: {
    slug: string;
    config: ArticleConfigKey;
    render: (config: Record<string, unknown> | undefined, title: string) => ReactElement;
  };
  /** A longer ceiling for a very long transcript; never shorter than TRANSCRIPT_CEILING_MS. */
  timeout?: number;
  /**
   * A state the tool reaches by itself before the listener starts, when that takes work of its own
   * (the plan's first answer, from a worker): the reading starts once it holds, whatever the machine's speed.
   */
  ready?: () => boolean;
}

/**
 * A ceiling for a hung test, not a pace: a transcript takes about 12 s on a quiet 2-core machine, and
 * a fresh clone's CI run on a heavily loaded machine (load 30) took one past 90 s, and at load 50 the
 * retirement income plan's took past 240 s (session 7, now recorded in two languages).
 */
const TRANSCRIPT_CEILING_MS = 480_000;

/**
 * The languages every transcript is recorded in: each site language (src/i18n/locales.json), so a
 * third language gets its transcripts from its catalogs with no change here. TRANSCRIPT_LOCALES=en
 * (a comma-separated list) records only those, for a quicker run while working on one tool.
 */
const TRANSCRIPT_LOCALES: readonly Locale[] = process.env.TRANSCRIPT_LOCALES
  ? LOCALES.filter((locale) => process.env.TRANSCRIPT_LOCALES!.split(',').includes(locale))
  : LOCALES;

/**
 * Runs `body` once per language, in that language (setLocale), as one test each: the English
 * test keeps `name`, the others are named "<name> [es]". The steps and the checks are written
 * once; they read their words from the catalogs, so each language asserts its own words.
 */
export function inEachLanguage(name: string, timeout: number, body: (locale: Locale) => Promise<void>) {
  for (const locale of TRANSCRIPT_LOCALES) {
    it(locale === DEFAULT_LOCALE ? name : `${name} [${locale}]`, { timeout }, async () => {
      setLocale(locale);
      try {
        await body(locale);
      } finally {
        setLocale(DEFAULT_LOCALE);
      }
    });
  }
}

/**
 * One transcript test, in each language: renders the tool, lets `listen` move through it and check
 * what is heard, then compares the whole transcript with the committed one (or rewrites it under
 * `npm run transcripts`): docs/screen-reader/<id>.md in English, docs/screen-reader/es/<id>.md in
 * Spanish. The test file only states its steps and the phrases that matter.
 */
export function transcriptTest(
  name: string,
  options: TranscriptTestOptions,
  listen: (sr: TranscriptRecorder) => Promise<void>,
) {
  inEachLanguage(name, Math.max(options.timeout ?? 0, TRANSCRIPT_CEILING_MS), async () => {
    const { article } = options;
    const frameTitle = article ? await articleToolTitle(article.slug) : undefined;
    const sr = await startTranscript(
      options.tool,
      article
        ? article.render(await articleConfig(article.slug, article.config), frameTitle!)
        : options.render
          ? await options.render()
          : await asOnItsPage(options.tool),
      frameTitle,
    );
    if (options.ready) await settleUntil(options.ready);
    try {
      await listen(sr);
    } catch (error) {
      await virtual.stop();
      throw error;
    }
    const { expected, actual } = await sr.finish(path.relative(process.cwd(), expect.getState().testPath ?? ''));
    expect(actual).toBe(expected);
  });
}

/** A live announcement as the transcript records it: "polite: <words>". */
export const polite = (words: string) => `polite: ${words}`;

/** One thing the listener does, recorded in the transcript as a section under its title. */
export interface ListenerStep {
  title: StepTitle;
  act: (sr: TranscriptRecorder) => Promise<string[]>;
}

/**
 * Replaces a text field's value and tabs on (see TranscriptRecorder.typeInto). `settle`: how long
 * to listen after (ms), or the announcement to wait for (an answer that takes work of its own).
 */
export const typing = (
  title: StepTitle,
  field: ControlName,
  typed: string,
  settleMs?: number | RegExp | (() => RegExp),
): ListenerStep => ({
  title,
  act: (sr) => sr.typeInto(title, field, typed, settleMs),
});

/** Moves to a button and presses Enter (see TranscriptRecorder.pressButton). */
export const pressing = (title: StepTitle, button: ControlName): ListenerStep => ({
  title,
  act: (sr) => sr.pressButton(title, button),
});

/** Chooses an option of a select from the keyboard (see TranscriptRecorder.chooseOption). */
export const choosing = (title: StepTitle, select: ControlName, option: Text): ListenerStep => ({
  title,
  act: (sr) => sr.chooseOption(title, select, option),
});

/** Presses a key on a control, `times` over (see TranscriptRecorder.pressKeyOn). */
export const pressingKey = (
  title: StepTitle,
  control: () => HTMLElement,
  key: string,
  times?: number,
  settleMs?: number,
): ListenerStep => ({
  title,
  act: (sr) => sr.pressKeyOn(title, control, key, times, settleMs),
});

/** What one step let the listener hear: every phrase, and the live announcements among them. */
export interface Heard {
  phrases: string[];
  announcements: string[];
}

/** What a table of steps heard: the form read first, then each step under its key. */
export interface HeardSteps<K extends string> {
  form: string[];
  heard: Record<K, Heard>;
  sr: TranscriptRecorder;
}

/**
 * A transcript test written as a table of steps: the listener reads the tool's form (see
 * readForm; `formTitle` names that section), then does each step in the table's order, and
 * `check` states what must have been heard. The whole transcript is compared as in
 * transcriptTest.
 */
export function transcriptOfSteps<K extends string>(
  name: string,
  options: TranscriptTestOptions & { formTitle?: StepTitle },
  steps: Record<K, ListenerStep>,
  check: (heard: HeardSteps<K>) => void,
) {
  transcriptTest(name, options, async (sr) => {
    const form = await sr.readForm(options.formTitle);
    const heard = {} as Record<K, Heard>;
    for (const [key, step] of Object.entries<ListenerStep>(steps)) {
      const phrases = await step.act(sr);
      heard[key as K] = { phrases, announcements: phrases.filter(isLive) };
    }
    check({ form, heard, sr });
  });
}

/**
 * The compiled articles (the content plugin's output, formula trees included), read straight from
 * content/ as the article chunks are, so test support for tools does not reach up into src/articles:
 * English from content/articles/, another language from its translation in content/<locale>/articles/.
 */
const compiledArticles = import.meta.glob<Record<string, unknown>>('/content/articles/*.md', { import: 'default' });
const translatedArticles: Record<string, (locale: Locale) => Promise<Record<string, unknown>>> = Object.fromEntries(
  Object.keys(compiledArticles).map((file) => [
    file,
    async (locale: Locale) =>
      ((await import(/* @vite-ignore */ `${file}?locale=${locale}`)) as { default: Record<string, unknown> }).default,
  ]),
);

async function compiledArticle(slug: string): Promise<Record<string, unknown> | undefined> {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return compiledArticles[`/content/articles/${slug}.md`]?.();
  // Under Vitest the content plugin compiles the English articles (a build compiles its own
  // language's); `?locale=` asks it for the translation, compiled and checked as that build does.
  return translatedArticles[`/content/articles/${slug}.md`]?.(locale);
}

type ArticleConfigKey = 'calculator_config' | 'checklist_config' | 'tool_config';

/** A config-driven tool's config, from the article that embeds it, in the language being recorded. */
export async function articleConfig(slug: string, key: ArticleConfigKey): Promise<Record<string, unknown> | undefined> {
  const config = (await compiledArticle(slug))?.[key] as Record<string, unknown> | undefined;
  expect(config, `${slug} has a ${key}`).toBeDefined();
  return config;
}

/** The title an article gives the tool it embeds (front matter `tool.title`), in the language being recorded. */
async function articleToolTitle(slug: string): Promise<string> {
  const title = ((await compiledArticle(slug))?.tool as { title?: unknown } | undefined)?.title;
  expect(typeof title, `${slug} names its tool`).toBe('string');
  return title as string;
}

/**
 * "<tool title>: your figures", as the tool's page (src/app) titles its Frame, from the app's own
 * catalog: read as data here, since tools do not import from src/app (eslint.config.js).
 */
const frameTitles = import.meta.glob<string>('/src/app/messages.*.json', { import: 'toolFrameTitle', eager: true });

function toolFrameTitle(toolTitle: string): string {
  const message = frameTitles[`/src/app/messages.${currentLocale()}.json`];
  if (!message) throw new Error(`no toolFrameTitle in src/app/messages.${currentLocale()}.json`);
  return message.replace('{title}', toolTitle);
}

/** The tool's component, loaded as the registry loads it, with the title its page gives it. */
async function asOnItsPage(tool: Pick<ToolDefinition, 'id'>): Promise<ReactElement> {
  const { default: Tool } = await loadTool(tool.id);
  return <Tool title={toolWords(tool.id).title} />;
}

/**
 * Renders the tool inside its titled Frame (as /tools/<id> shows it) and starts the reader on it.
 * Storage and the URL are reset so the tool starts from its defaults.
 */
export async function startTranscript(
  definition: Pick<ToolDefinition, 'id' | 'page'>,
  tool: ReactElement,
  frameTitle?: string,
) {
  const toolId = definition.id;
  localStorage.clear();
  sessionStorage.clear();
  resetStorageStateForTests();
  window.history.replaceState(null, '', '/');
  const toolTitle = toolWords(toolId).title;
  const title = frameTitle ?? toolFrameTitle(toolTitle);
  const view = render(<Frame title={title}>{tool}</Frame>);
  await settle();
  // The whole body, not just the tool: Radix Select and Dialog render their content in a portal.
  await virtual.start({ container: document.body });
  return new TranscriptRecorder(toolId, title, view.container, definition.page === false ? undefined : toolTitle);
}

/**
 * A number field's limit as its capped message words it: "$4,400", "20%", "90 years" / "90 años"
 * (`unit` as the field gives it; '$' for money; `grouping: false` for a year such as 2010).
 */
export function limitWords(n: number, unit?: string, grouping = true): string {
  return unit === '$' ? formatCurrency(n) : describeWithUnit(n, 0, unit, grouping);
}

/** The announcement of a typed number brought down to the most allowed: "polite: The most you can enter is 20%. We used 20%." */
export const cappedAbove = (n: number, unit?: string, grouping = true) =>
  polite(fieldWords.tooHigh({ limit: limitWords(n, unit, grouping) }));

/** The announcement of a typed number brought up to the least allowed. */
export const cappedBelow = (n: number, unit?: string, grouping = true) =>
  polite(fieldWords.tooLow({ limit: limitWords(n, unit, grouping) }));

/** A control found by the start of its label, read from the catalog when the step runs: `labelled(m.ageLabel)`. */
export const labelled =
  (label: () => string): ControlName =>
  () =>
    startsWith(label());

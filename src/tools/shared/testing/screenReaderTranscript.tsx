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
import {
  TranscriptRecorder,
  isLive,
  readNext,
  replaceText,
  settle,
  settleUntil,
  type TranscriptSection,
  type User,
} from './transcriptRecorder';
import { toolWords } from './toolWords';

export { readNext, replaceText, TranscriptRecorder, type TranscriptSection, type User };

export interface TranscriptTestOptions {
  /** The tool's definition: the transcript is docs/screen-reader/<id>.md, the tool shown as its page shows it. */
  tool: Pick<ToolDefinition, 'id' | 'page'>;
  /** The tool as an article shows it, for engines that first load their article's config. */
  render?: () => Promise<ReactElement>;
  /** The Frame's title when it is not "<tool title>: your figures" (tools inside an article). */
  frameTitle?: string;
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
 * a fresh clone's CI run on a heavily loaded machine (load 30) took one past 90 s.
 */
const TRANSCRIPT_CEILING_MS = 240_000;

/**
 * One transcript test: renders the tool, lets `listen` move through it and check what is heard,
 * then compares the whole transcript with the committed one (or rewrites it under
 * `npm run transcripts`). The test file only states its steps and the phrases that matter.
 */
export function transcriptTest(
  name: string,
  options: TranscriptTestOptions,
  listen: (sr: TranscriptRecorder) => Promise<void>,
) {
  it(name, { timeout: Math.max(options.timeout ?? 0, TRANSCRIPT_CEILING_MS) }, async () => {
    const sr = await startTranscript(
      options.tool,
      options.render ? await options.render() : await asOnItsPage(options.tool),
      options.frameTitle,
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

/** One thing the listener does, recorded in the transcript as a section under its title. */
export interface ListenerStep {
  title: string;
  act: (sr: TranscriptRecorder) => Promise<string[]>;
}

/**
 * Replaces a text field's value and tabs on (see TranscriptRecorder.typeInto). `settle`: how long
 * to listen after (ms), or the announcement to wait for (an answer that takes work of its own).
 */
export const typing = (title: string, field: RegExp, text: string, settleMs?: number | RegExp): ListenerStep => ({
  title,
  act: (sr) => sr.typeInto(title, field, text, settleMs),
});

/** Moves to a button and presses Enter (see TranscriptRecorder.pressButton). */
export const pressing = (title: string, button: string | RegExp): ListenerStep => ({
  title,
  act: (sr) => sr.pressButton(title, button),
});

/** Chooses an option of a select from the keyboard (see TranscriptRecorder.chooseOption). */
export const choosing = (title: string, select: RegExp, option: string): ListenerStep => ({
  title,
  act: (sr) => sr.chooseOption(title, select, option),
});

/** Presses a key on a control, `times` over (see TranscriptRecorder.pressKeyOn). */
export const pressingKey = (
  title: string,
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
  options: TranscriptTestOptions & { formTitle?: string },
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
 * content/ as the article chunks are, so test support for tools does not reach up into src/articles.
 */
const compiledArticles = import.meta.glob<Record<string, Record<string, unknown> | undefined>>(
  '/content/articles/*.md',
  { import: 'default' },
);

/** A config-driven tool's config, from the article that embeds it. */
export async function articleConfig(
  slug: string,
  key: 'calculator_config' | 'checklist_config' | 'tool_config',
): Promise<Record<string, unknown> | undefined> {
  const config = (await compiledArticles[`/content/articles/${slug}.md`]?.())?.[key];
  expect(config, `${slug} has a ${key}`).toBeDefined();
  return config;
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
  const title = frameTitle ?? `${toolTitle}: your figures`;
  const view = render(<Frame title={title}>{tool}</Frame>);
  await settle();
  // The whole body, not just the tool: Radix Select and Dialog render their content in a portal.
  await virtual.start({ container: document.body });
  return new TranscriptRecorder(toolId, title, view.container, definition.page === false ? undefined : toolTitle);
}

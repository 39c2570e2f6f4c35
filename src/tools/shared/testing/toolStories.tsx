import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Frame, type FrameTheme } from '../../../kit';
import type { ToolProps } from '../../types';
import type { ToolDefinition } from '../../defineTool';
import { isPersonalKey, resetStorageStateForTests, STORAGE_KEYS } from '../../../storage';
import { STATE_VERSION } from '../core/toolState';
import { toolWords } from './toolWords';
import * as fieldWords from '../../../kit/NumberInput/messages';

/*
 * The shared shapes of the tool stories (src/tools/<Tool>/<Tool>.stories.tsx). A tool keeps its
 * inputs in the URL fragment and on this device (local storage, or this tab's session storage when
 * the reader chose not to keep figures), so each story starts from a known fragment and known
 * storage, with none of the visitor's keys left by another story, then proves with its play function
 * that the state it is named after is really on screen: a story cannot silently show another.
 *
 * Each story file keeps its `title` and `tags` literal in its meta, because Storybook reads them
 * from the source without running it; the rest comes from here.
 */

/** Text on screen: a string is found anywhere inside one element's own text, a RegExp as written. */
export type ShownText = string | RegExp;

export type ToolStory = StoryObj<ToolProps>;

/**
 * The meta every tool story file shares: the tool inside the titled frame an article gives it,
 * with the article's config for the config-driven engines.
 */
export function toolFrame(
  heading: string,
  description: string,
  theme?: FrameTheme,
  config?: ToolProps['config'],
): { args: ToolProps; decorators: Decorator[] } {
  return {
    args: { title: heading, ...(config ? { config } : {}) },
    decorators: [inFrame(heading, description, theme)],
  };
}

/** A decorator showing the story inside the titled frame an article gives its tool. */
export function inFrame(heading: string, description: string, theme?: FrameTheme): Decorator {
  return (Story) => (
    <Frame title={heading} description={description} theme={theme}>
      <Story />
    </Frame>
  );
}

/**
 * A tool story file's opening in one call, from the tool's definition (defineTool): the frame its
 * meta spreads, with the tool's title and description (its meta.messages catalog, in the language
 * current when the story file loads) and colour (see toolFrame), and the story
 * factory for its id (see toolStory). A story of an engine an article configures gives that
 * article's title, description and config.
 */
export function toolStories(
  tool: Pick<ToolDefinition, 'id' | 'frame'>,
  article: { title?: string; description?: string; config?: ToolProps['config'] } = {},
) {
  const words = toolWords(tool.id);
  return {
    frame: toolFrame(
      article.title ?? words.title,
      article.description ?? words.description,
      tool.frame,
      article.config,
    ),
    story: toolStory(tool.id),
  };
}

/** A tool's URL fragment for these fields, as the Share link writes it ('' for none). */
export function toolFragment(toolId: string, fields: Record<string, string | number | boolean> | undefined): string {
  if (!fields) return '';
  const query = new URLSearchParams({ tool: toolId, v: String(STATE_VERSION) });
  for (const [key, value] of Object.entries(fields)) query.set(key, String(value));
  return `#${query.toString()}`;
}

/**
 * beforeEach for a tool story: none of the visitor's keys in either area (the stories share one
 * page, and Storybook keeps its own settings in local storage), the storage layer as on a fresh
 * page, and this URL fragment ('' for the defaults).
 */
export function startFrom(fragment = '') {
  return () => {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage))
      if (isPersonalKey(key) || key === STORAGE_KEYS.keepOnDevice) localStorage.removeItem(key);
    resetStorageStateForTests();
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${fragment}`);
  };
}

function asPattern(text: ShownText): RegExp {
  return typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text;
}

/** Waits until some element showing this text is rendered and not hidden. */
export async function expectShown(canvasElement: HTMLElement, text: ShownText) {
  await waitFor(() => {
    const shown = within(canvasElement)
      .queryAllByText(asPattern(text))
      .filter((element) => element.checkVisibility());
    expect(shown.length, `"${String(text)}" is not on screen`).toBeGreaterThan(0);
    // Some tools show their figures only after a pause (SPEC §4: the generic calculator waits 500 ms)
    // and a lazily loaded part: on a busy 2-core CI machine that is more than the 1 s default.
  });
}

export async function expectNotShown(canvasElement: HTMLElement, text: ShownText) {
  await expect(
    within(canvasElement).queryAllByText(asPattern(text)),
    `"${String(text)}" should not be on screen`,
  ).toHaveLength(0);
}

type Canvas = ReturnType<typeof within>;

function seed(storage: Storage, entries: Record<string, unknown> | undefined) {
  for (const [key, value] of Object.entries(entries ?? {})) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
}

export interface ToolStoryStart {
  /** Fields put in the URL fragment, as a shared link would; the rest keep their defaults. */
  inputs?: Record<string, string | number | boolean>;
  /** localStorage to start from, key by key: the value stored as JSON, or null to remove the key. */
  saved?: Record<string, unknown>;
  /** sessionStorage to start from (after it is cleared), the same way: a reader who chose not to keep figures. */
  session?: Record<string, unknown>;
  /** Buttons pressed in turn once the tool is open (tools that calculate on demand). */
  press?: string[];
  /** What the reader does next, after the presses and before the check. */
  act?: (canvas: Canvas, canvasElement: HTMLElement) => Promise<void>;
  /** Text that proves the story shows its state: at least one, so no story checks nothing. */
  shows: readonly [ShownText, ...ShownText[]];
  /** Text of the other states, which must not be on screen. */
  hides?: readonly ShownText[];
}

/**
 * The story factory for one tool: `const story = toolStory('rmd')`, then one line per state,
 * e.g. `export const NotDueYet = story({ inputs: { age: 72 }, shows: ['No RMD due for 2024'] })`.
 */
export function toolStory(toolId: string) {
  return ({ inputs, saved, session, press = [], act, shows, hides = [] }: ToolStoryStart): ToolStory => ({
    beforeEach: () => {
      startFrom(toolFragment(toolId, inputs))();
      seed(localStorage, saved);
      seed(sessionStorage, session);
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      for (const name of press) await userEvent.click(await canvas.findByRole('button', { name }));
      await act?.(canvas, canvasElement);
      for (const text of shows) await expectShown(canvasElement, text);
      for (const text of hides) await expectNotShown(canvasElement, text);
    },
  });
}

/** What a reader does: types this into the text field with this name, then leaves it. */
export function typeInto(name: RegExp, value: string) {
  return async (canvas: Canvas) => {
    const field = canvas.getByRole('textbox', { name });
    await userEvent.clear(field);
    await userEvent.type(field, value);
    await userEvent.tab();
  };
}

/**
 * The error a reader can cause in a calculator: an amount above a field's maximum. Types a huge
 * number into each numeric field in turn until one caps it, then leaves the field, so the story
 * shows the field's plain "The most you can enter is …" message (its words read from the kit's
 * catalog when the story plays, in the language it is shown in).
 */
export async function typeMoreThanTheMaximum({ canvasElement }: { canvasElement: HTMLElement }) {
  const CAPPED = asPattern(fieldWords.tooHigh({ limit: '\u0000' }).split('\u0000')[0]!);
  const inputs = [...canvasElement.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"]')];
  for (const input of inputs) {
    await userEvent.clear(input);
    await userEvent.type(input, '9999999999999');
    await userEvent.tab();
    if (CAPPED.test(canvasElement.textContent ?? '')) break;
  }
  await expect(within(canvasElement).getByText(CAPPED)).toBeVisible();
}

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export function valueCappedStory(): ToolStory {
  return { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
}

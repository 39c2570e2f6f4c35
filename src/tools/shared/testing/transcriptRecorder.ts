/**
 * The transcript recorder behind screenReaderTranscript.tsx: moves the virtual screen reader
 * (@guidepup/virtual-screen-reader) through a rendered tool, records every phrase it speaks, live
 * announcements included ("polite: …"), and compares the whole with docs/screen-reader/<tool>.md
 * (or rewrites it under `npm run transcripts`). Also the jsdom fixes the reader needs, and the
 * waits that let time pass as in a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { SUMMARY_SETTLE_MS } from '../../../kit/ResultsRegion/ResultsRegion';
import { exampleResultsLead } from '../layout/Calculator';
import { exampleDescriptionWords, exampleHeard, exampleTagWords } from '../form/ToolField';
import * as layoutWords from '../layout/messages';
import { currentLocale, DEFAULT_LOCALE, type Locale } from '../../../i18n/locale';
import { text, type Text } from '../../../i18n/text';
import * as docWords from './transcript.messages';

const TRANSCRIPT_DIR = path.resolve('docs/screen-reader');
const UPDATING = process.env.UPDATE_TRANSCRIPTS === '1';
const MAX_STEPS = 600;

/**
 * A step's title in the transcript, in each language the transcripts are written in: the Spanish
 * transcript (docs/screen-reader/es/) is headed in Spanish, the English one in English.
 */
export type StepTitle = string | Readonly<Record<Locale, string>>;

/** A step's title in the language being recorded. */
export function titled(title: StepTitle): string {
  return typeof title === 'string' ? title : title[currentLocale()];
}

/**
 * How a step finds its control: a name, or words read from the catalogs when the step runs (in the
 * language being recorded), so one step serves every language.
 */
export type ControlName = string | RegExp | (() => string | RegExp);

export function controlName(name: ControlName): string | RegExp {
  return typeof name === 'function' ? name() : name;
}

/** Where the transcript of `toolId` is kept: docs/screen-reader/<id>.md, other languages under <locale>/. */
export function transcriptFile(toolId: string, locale: Locale = currentLocale()): string {
  return path.join(TRANSCRIPT_DIR, locale === DEFAULT_LOCALE ? '' : locale, `${toolId}.md`);
}

export interface TranscriptSection {
  title: string;
  phrases: string[];
}

export type User = ReturnType<typeof userEvent.setup>;

// jsdom logs "Not implemented" for every pseudo-element style the reader asks for (it checks
// ::before/::after for CSS-generated text); this site generates none, so answer with the element's own.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomComputedStyle(element);

// When a portal (Radix Select's list) is removed, the reader still names the removed nodes to
// decide whether they sat in a live region; a detached node's root is then an element, and
// dom-accessibility-api calls root.getElementById on it. Browsers never get there; give jsdom's
// detached roots the lookup so that removal does not throw.
const elementPrototype = Element.prototype as Element & { getElementById?: (id: string) => Element | null };
elementPrototype.getElementById ??= function getElementById(this: Element, id: string) {
  return this.querySelector(`#${CSS.escape(id)}`);
};

/** Moves the reading cursor on `count` items (screen reader "next item"), recording what is said. */
export async function readNext(count = 1) {
  for (let i = 0; i < count; i++) await virtual.next();
}

/**
 * Replaces a text field's contents in one edit (select all, then paste), as a listener would after
 * checking the old value. Typing key by key would recalculate once per key, and the slow reader
 * in jsdom would make the timing of the settled announcement depend on the machine's speed.
 */
export async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  if (text === '') await user.clear(field);
  else await user.paste(text);
}

/** How long one act() of a wait lasts at most: what a timer changed renders within this. */
const SLICE_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets time pass as in a browser, then lets React, the live-region observer and the reader's own
 * microtasks settle. The wait is cut into short act() slices: React renders an update made inside
 * act() only when that act() ends, so a single long act() would hold back whatever a timer changed
 * (a debounced result) and every timer that render starts (the summary's settle) until the whole
 * wait was over, and an announcement that follows two timers in a row would never arrive in it.
 */
export async function settle(ms = 0) {
  const until = performance.now() + ms;
  do {
    const slice = Math.max(0, Math.min(SLICE_MS, until - performance.now()));
    await act(async () => {
      await sleep(slice);
    });
  } while (performance.now() < until);
  await act(async () => {
    await sleep(0);
  });
}

/**
 * Lets time pass in short slices (as settle does) until `reached` holds: for a state the tool reaches
 * after work of its own (a worker's answer), whose time depends on the machine. The test's own
 * timeout is the ceiling.
 */
export async function settleUntil(reached: () => boolean | Promise<boolean>) {
  while (!(await reached())) await settle(SLICE_MS);
}

export class TranscriptRecorder {
  readonly sections: TranscriptSection[] = [];
  readonly user: User = userEvent.setup();

  constructor(
    readonly toolId: string,
    readonly title: string,
    readonly container: HTMLElement,
    /** The tool's own title, for a tool with a page of its own (an engine's transcript is headed by its article's). */
    readonly toolTitle?: string,
  ) {}

  /** Every phrase recorded so far, in order. */
  get all(): string[] {
    return this.sections.flatMap((section) => section.phrases);
  }

  /** The live announcements ("polite: …", "assertive: …") of one section, or of all. */
  announcements(title?: StepTitle): string[] {
    const phrases = title ? (this.section(title)?.phrases ?? []) : this.all;
    return phrases.filter(isLive);
  }

  section(title: StepTitle): TranscriptSection | undefined {
    return this.sections.find((s) => s.title === titled(title));
  }

  /**
   * Moves the reading cursor on (screen reader "next item") from where it is, recording each
   * phrase, until `stop` matches a phrase (that phrase included).
   */
  async readUntil(title: StepTitle, stop: (phrase: string) => boolean): Promise<string[]> {
    await virtual.clearSpokenPhraseLog();
    const started = performance.now();
    for (let step = 0; step < MAX_STEPS; step++) {
      await virtual.next();
      const last = await virtual.lastSpokenPhrase();
      if (stop(last)) break;
      if (step === MAX_STEPS - 1)
        throw new Error(`${this.toolId}: "${titled(title)}" did not reach its end within ${MAX_STEPS} items`);
    }
    if (process.env.TRANSCRIPT_TIMING)
      console.log(`${this.toolId} read ${titled(title)}: ${Math.round(performance.now() - started)} ms`);
    return this.record(title, await virtual.spokenPhraseLog());
  }

  /**
   * Reads from the top of the tool to the end of its form, as a listener first explores it, and
   * checks that the Frame's title is heard first as the level-2 heading.
   */
  async readForm(title: StepTitle = docWords.readForm()): Promise<string[]> {
    const form = await this.readUntil(title, endOfForm);
    expect(form[1]).toBe(`heading, ${this.title}, level 2`);
    return form;
  }

  /** Runs what the listener does (typing, pressing) and records what they hear meanwhile. */
  async perform(
    title: StepTitle,
    action: (user: User) => Promise<void>,
    settleMs: number | RegExp | (() => RegExp) = SUMMARY_SETTLE_MS + 100,
  ): Promise<string[]> {
    await virtual.clearSpokenPhraseLog();
    const started = performance.now();
    await action(this.user);
    if (typeof settleMs === 'number') await settle(settleMs);
    else {
      // An answer worked out off the main thread arrives when it is done: wait until it is heard.
      const heard = typeof settleMs === 'function' ? settleMs() : settleMs;
      await settleUntil(async () =>
        (await virtual.spokenPhraseLog()).some((p) => isLive(p) && heard.test(p.replace(/^\w+: /, ''))),
      );
    }
    if (process.env.TRANSCRIPT_TIMING)
      console.log(`${this.toolId} perform ${titled(title)}: ${Math.round(performance.now() - started)} ms`);
    // Ordered as a listener who acts promptly hears it: what focus moves say, then messages about
    // a field (a capped value), then the results summary, which waits for the input to settle.
    // The reader in jsdom is slow enough to let that wait end mid-action, and the transcript must
    // not depend on the machine's speed.
    const phrases = await virtual.spokenPhraseLog();
    const summaries = new Set(
      [...document.querySelectorAll('[data-results-summary]')].map((el) => `polite: ${el.textContent ?? ''}`),
    );
    const isSummary = (p: string) => summaries.has(p);
    return this.record(title, [
      ...phrases.filter((p) => !isLive(p)),
      ...phrases.filter((p) => isLive(p) && !isSummary(p)),
      ...phrases.filter(isSummary),
    ]);
  }

  /** Replaces a text field's value (found by its accessible name) and tabs on. */
  async typeInto(
    title: StepTitle,
    fieldName: ControlName,
    typed: string,
    settleMs?: number | RegExp | (() => RegExp),
  ): Promise<string[]> {
    return this.perform(
      title,
      async (user) => {
        await replaceText(user, screen.getByRole('textbox', { name: controlName(fieldName) }), typed);
        await user.tab();
      },
      settleMs,
    );
  }

  /** Moves focus to a button (as Tab would) and presses Enter. */
  async pressButton(title: StepTitle, buttonName: ControlName): Promise<string[]> {
    return this.perform(title, async (user) => {
      screen.getByRole('button', { name: controlName(buttonName) }).focus();
      await user.keyboard('{Enter}');
    });
  }

  /**
   * Opens a select from the keyboard (Enter), arrows to an option, chooses it (Enter) and reads
   * the select's new value, as a listener checks what they chose.
   */
  async chooseOption(title: StepTitle, selectName: ControlName, option: Text): Promise<string[]> {
    const optionName = text(option);
    return this.perform(title, async (user) => {
      screen.getByRole('combobox', { name: controlName(selectName) }).focus();
      await user.keyboard('{Enter}');
      await settle();
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      const target = options.findIndex((o) => o.textContent?.replace('✓', '').trim() === optionName);
      if (target < 0) throw new Error(`${this.toolId}: no option "${optionName}"`);
      const current = Math.max(
        0,
        options.findIndex((o) => o === document.activeElement),
      );
      const key = target > current ? '{ArrowDown}' : '{ArrowUp}';
      for (let i = 0; i < Math.abs(target - current); i++) await user.keyboard(key);
      await user.keyboard('{Enter}');
      await readNext();
    });
  }

  /**
   * Focuses a control and presses a key (user-event syntax: "{ArrowRight}", " " for Space); after
   * each press the reader reads the control again if it changed (a slider's new value, a checkbox
   * now checked), as screen readers do for the focused control.
   */
  async pressKeyOn(
    title: StepTitle,
    control: () => HTMLElement,
    key: string,
    times = 1,
    settleMs?: number,
  ): Promise<string[]> {
    return this.perform(
      title,
      async (user) => {
        control().focus();
        await settle();
        for (let i = 0; i < times; i++) {
          await user.keyboard(key);
          // A bare modifier press changes nothing but makes the reader refresh the focused item.
          await virtual.press('Shift');
        }
      },
      settleMs,
    );
  }

  /**
   * How many times the shared example marking (H7) was heard: "Example figure: change it to your
   * own." in a field's description, and "With the example figures:" leading results. Every tool
   * built on the shared form has it, so it is checked once (ToolField.test.tsx, the shared
   * Calculator tests) and counted here rather than repeated in each tool's transcript, which
   * stays about the tool's own words.
   */
  examplesHeard = 0;

  private withoutExampleMarks(phrase: string): string {
    // The hint read as a paragraph: the tag and its words are phrases of their own.
    if (phrase === exampleTagWords() || phrase === exampleDescriptionWords()) {
      this.examplesHeard += 1;
      return '';
    }
    let out = phrase;
    const heard = exampleHeard();
    for (const [mark, replacement] of [
      [`${heard} `, ''],
      [`, ${heard}`, ''],
      [` ${heard}`, ''],
      [layoutWords.exampleResultsNote(), ''],
      [`${exampleResultsLead()} `, ''],
    ] as const) {
      while (out.includes(mark)) {
        this.examplesHeard += 1;
        out = out.replace(mark, replacement);
      }
    }
    return out.trim();
  }

  private record(title: StepTitle, phrases: string[]): string[] {
    // "polite:" with nothing after it is a live region being emptied (a summary about to be
    // repeated); screen readers say nothing for that.
    const unmarked = phrases.map((p) => {
      const spaced = p.replace(/\s+/g, ' ').trim();
      const stripped = this.withoutExampleMarks(spaced);
      // null: a phrase that was only the example marking.
      return stripped === '' && spaced !== '' ? null : stripped;
    });
    // A hint that was only the marking leaves an empty paragraph behind: drop it too.
    const kept: string[] = [];
    for (let i = 0; i < unmarked.length; i++) {
      const phrase = unmarked[i];
      if (phrase === null || phrase === undefined) continue;
      if (phrase === 'paragraph' && unmarked[i + 1] === null) {
        let j = i + 1;
        while (unmarked[j] === null) j++;
        if (unmarked[j] === 'end of paragraph') {
          i = j;
          continue;
        }
      }
      kept.push(phrase);
    }
    const cleaned = kept.filter((p) => p !== '' && !/^(polite|assertive):$/.test(p));
    this.sections.push({ title: titled(title), phrases: cleaned });
    return cleaned;
  }

  /** Stops the reader, then writes or compares the committed transcript. */
  async finish(sourceFile: string): Promise<{ expected: string; actual: string }> {
    await virtual.stop();
    const actual = toMarkdown(this, sourceFile);
    const file = transcriptFile(this.toolId);
    if (UPDATING) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, actual);
      return { expected: actual, actual };
    }
    const expected = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : `(missing ${path.relative(process.cwd(), file)}: run npm run transcripts)`;
    return { expected, actual };
  }
}

function toMarkdown(recorder: TranscriptRecorder, sourceFile: string): string {
  const lines = [
    `# ${docWords.heading({ title: recorder.toolTitle ?? recorder.title })}`,
    '',
    docWords.toolLine({ id: recorder.toolId, frame: recorder.title }),
    docWords.sourceLine({ file: sourceFile }),
    docWords.doNotEdit(),
    docWords.liveLines(),
    '',
  ];
  recorder.sections.forEach((section, index) => {
    lines.push(`## ${index + 1}. ${section.title}`, '');
    for (const phrase of section.phrases) lines.push(`- ${phrase}`);
    if (section.phrases.length === 0) lines.push(`- ${docWords.nothingSaid()}`);
    lines.push('');
  });
  return lines.join('\n');
}

export function isLive(phrase: string): boolean {
  return phrase.startsWith('polite: ') || phrase.startsWith('assertive: ');
}

/** True when the reader has left the tool's input form. */
export const endOfForm = (phrase: string) => phrase.startsWith('end of form');

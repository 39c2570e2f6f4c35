import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import matter from 'gray-matter';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetStorageStateForTests } from '../storage';
import type { ToolProps } from './types';
import type { ToolDefinition } from './defineTool';
import { loadTool } from './registry';
import * as genericWords from './GenericCalculator/messages';

/**
 * Issue F8 item 3: every tool in the registry, fed hostile text in every text field. Whatever is
 * typed, a tool must neither throw nor show a broken number ("NaN", "Infinity"…) to the visitor.
 */

const entries = Object.values(import.meta.glob<ToolDefinition>('./*/tool.ts', { import: 'tool', eager: true }));

// Config-driven engines get the config of the real article that embeds them.
const ENGINE_ARTICLES: Record<string, { file: string; key: string }> = {
  'generic-calculator': { file: 'retirement-savings-gap-calculator.md', key: 'calculator_config' },
  checklist: { file: 'retirement-readiness-checklist.md', key: 'checklist_config' },
  'step-tool': { file: 'long-term-care-insurance-decision-tool.md', key: 'tool_config' },
};

function propsFor(id: string): ToolProps {
  const article = ENGINE_ARTICLES[id];
  if (!article) return { title: id };
  const { data } = matter(fs.readFileSync(path.resolve('content/articles', article.file), 'utf8'));
  const tool = data.tool as { title: string };
  return { title: tool.title, config: data[article.key] as Record<string, unknown> };
}

const SPECIAL = [
  '😀👵🏽💸',
  'مرحبا',
  '1e308',
  '-0',
  '-1e308',
  '<script>alert(1)</script>',
  '9'.repeat(400),
  '',
  ' ',
  '$,,,',
  '٣٤٥',
  'NaN',
  'Infinity',
  '0x1F',
  '1,2,3.4.5',
  '-',
  '.',
  '1e-308',
  '—',
  '\u202E123',
];
const textArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -1e9, max: 1e12 }).map((n) => n.toLocaleString('en-US')) },
);

const BROKEN = ['NaN', 'Infinity', 'undefined', '[object Object]'];
const PRESS = /^(Calculate|Analyze|Next)\b/i;

/**
 * The page's own text plus the words assistive technology reads out, where a NaN can also hide.
 * Form fields are left out: a note that says "Infinity" is the visitor's words, not a broken sum.
 */
function shownText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const field of copy.querySelectorAll('textarea, input, option')) field.remove();
  const spoken = [...copy.querySelectorAll('[aria-valuetext], [aria-label]')].map(
    (el) => `${el.getAttribute('aria-valuetext') ?? ''} ${el.getAttribute('aria-label') ?? ''}`,
  );
  return `${copy.textContent ?? ''} ${spoken.join(' ')}`;
}

async function typeEverywhere(
  user: ReturnType<typeof userEvent.setup>,
  values: string[],
  offset: number,
): Promise<number> {
  const boxes = screen.queryAllByRole('textbox') as HTMLInputElement[];
  boxes.forEach((box, i) => {
    const value = values[(offset + i) % values.length]!;
    // Pasting whole strings keeps 400-character values fast; blur runs each field's tidy-up.
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value } });
    fireEvent.blur(box);
  });
  for (const button of screen.queryAllByRole('button', { name: PRESS })) {
    if (!(button as HTMLButtonElement).disabled) await user.click(button);
  }
  fieldsSeen = Math.max(fieldsSeen, boxes.length);
  return offset + boxes.length;
}

let fieldsSeen = 0;

const NUM_RUNS: Record<string, number> = {};
// Tools whose text fields sit behind a button. The form is not saved: the list would echo the typed words back.
const OPENERS: Record<string, RegExp> = { 'beneficiary-tracker': /^Add beneficiary designation$/ };

describe('every tool shrugs off hostile text input', () => {
  let consoleErrors: unknown[][] = [];

  beforeEach(() => {
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
    // Storage discards and config notes are expected noise here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('finds every tool in the registry', () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
  });

  for (const entry of entries) {
    it(
      `${entry.id}: random text in every field never throws or shows NaN/Infinity/undefined`,
      { timeout: 240_000 },
      async () => {
        const Tool: ComponentType<ToolProps> = (await loadTool(entry.id)).default;
        const props = propsFor(entry.id);
        fieldsSeen = 0;
        await fc.assert(
          fc.asyncProperty(fc.array(textArb, { minLength: 1, maxLength: 10 }), async (values) => {
            cleanup();
            sessionStorage.clear();
            localStorage.clear();
            resetStorageStateForTests();
            window.history.replaceState(null, '', '/');
            consoleErrors = [];
            const user = userEvent.setup();
            render(
              <Router hook={memoryLocation({ path: '/' }).hook}>
                <Tool {...props} />
              </Router>,
            );
            let offset = 0;
            const opener = OPENERS[entry.id];
            if (opener) await user.click(screen.getByRole('button', { name: opener }));
            // Step tools reveal new fields after Next; walk through every step.
            for (let round = 0; round < 8; round += 1) {
              const before = document.body.textContent;
              offset = await typeEverywhere(user, values, offset);
              if (!screen.queryByRole('button', { name: /^Next\b/i }) || document.body.textContent === before) break;
            }
            // The generic calculator recalculates 500 ms after typing stops, saying "Calculating..."
            // until then: its results are read once that word has gone (a state, not a clock).
            if (entry.id === 'generic-calculator')
              await waitFor(() => expect(screen.queryAllByText(genericWords.calculating())).toEqual([]), {
                timeout: 10_000,
              });
            const text = shownText();
            for (const word of BROKEN) {
              const at = text.indexOf(word);
              expect(
                at,
                `"${word}" shown for ${JSON.stringify(values)}: …${text.slice(Math.max(0, at - 80), at + 40)}…`,
              ).toBe(-1);
            }
            const real = consoleErrors.filter((args) => !String(args[0]).includes('not wrapped in act'));
            expect(
              real.map((args) => String(args[0]).slice(0, 300)),
              `console.error for ${JSON.stringify(values)}`,
            ).toEqual([]);
          }),
          // No shrinking: one failing example is enough to report, and shrinking renders hundreds more times.
          { numRuns: NUM_RUNS[entry.id] ?? 15, endOnFailure: true },
        );
        cleanup();
        // Guards the test itself: a tool whose fields were never found was not fuzzed at all.
        expect(fieldsSeen, `${entry.id}: text fields found`).toBeGreaterThan(0);
      },
    );
  }
});

/**
 * What a screen reader says on My plan (partial state: My details and three tools), read from the
 * heading to the end and then pressing "Clear my plan". Compared with docs/screen-reader/my-plan.md;
 * `npm run transcripts` (UPDATE_TRANSCRIPTS=1) rewrites it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MyPlan } from '../storage/schemas';
import { MyPlanView } from './MyPlanPage';
import { FIXTURE_DETAILS, FIXTURE_PLAN, FIXTURE_TODAY, fixtureSections } from './testing/myPlanFixtures';

const FILE = path.resolve('docs/screen-reader/my-plan.md');

window.getComputedStyle = (
  (get) => (element: Element) =>
    get(element)
)(window.getComputedStyle.bind(window));

function Harness() {
  const [plan, setPlan] = useState<MyPlan>(FIXTURE_PLAN.partial);
  return (
    <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
      <main>
        <h1>My plan</h1>
        <MyPlanView
          sections={fixtureSections('partial')}
          details={FIXTURE_DETAILS.partial}
          plan={plan}
          today={FIXTURE_TODAY}
          onPlanChange={setPlan}
        />
      </main>
    </Router>
  );
}

async function readAll(stop: (phrase: string) => boolean): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  for (let step = 0; step < 800; step++) {
    await virtual.next();
    if (stop(await virtual.lastSpokenPhrase())) break;
  }
  return virtual.spokenPhraseLog();
}

it(
  'My plan, as heard: dates in order with past ones said, each tool section, questions, and a clear that says it deletes nothing',
  { timeout: 120_000 },
  async () => {
    render(<Harness />);
    await virtual.start({ container: document.body });
    const page = await readAll((phrase) => phrase.startsWith('end of main'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear my plan' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const cleared = (await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith('polite:'));
    await virtual.stop();

    expect(page[0]).toBe('main');
    expect(page).toContain('heading, Dates to remember, level 2');
    expect(page).toContain('heading, Questions to ask a professional, level 2');
    expect(page.some((phrase) => phrase === 'Past')).toBe(true);
    expect(cleared.join(' ')).toContain('Nothing the tools saved was deleted');

    const text = [
      '# What a screen reader says: My plan',
      '',
      'Page `/my-plan` in its partial state (My details and three tools), from `src/plan/MyPlanPage.transcript.test.tsx` with the virtual',
      'screen reader (@guidepup/virtual-screen-reader) in jsdom. Do not edit by hand: `npm run transcripts` rewrites it.',
      'Lines starting “polite:” are live announcements, heard without moving focus.',
      '',
      '## 1. Reading the page from the top to the end',
      '',
      ...page.map((phrase) => `- ${phrase}`),
      '',
      '## 2. Pressing “Clear my plan”',
      '',
      ...cleared.map((phrase) => `- ${phrase}`),
      '',
    ].join('\n');
    if (process.env.UPDATE_TRANSCRIPTS === '1' || !fs.existsSync(FILE)) fs.writeFileSync(FILE, text);
    else expect(text).toBe(fs.readFileSync(FILE, 'utf8'));
  },
);

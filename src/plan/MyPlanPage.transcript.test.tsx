/**
 * What a screen reader says on My plan (partial state: My details and three tools), read from the
 * heading to the end and then pressing "Clear my plan", in each language. Compared with
 * docs/screen-reader/my-plan.md and docs/screen-reader/es/my-plan.md; `npm run transcripts`
 * (UPDATE_TRANSCRIPTS=1) rewrites them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currentLocale, pathInLocale } from '../i18n/locale';
import type { MyPlan } from '../storage/schemas';
import { inEachLanguage, polite } from '../tools/shared/testing/screenReaderTranscript';
import { transcriptFile } from '../tools/shared/testing/transcriptRecorder';
import * as docWords from '../tools/shared/testing/transcript.messages';
import * as m from './messages';
import * as dateWords from './myPlanDates.messages';
import { MyPlanView } from './MyPlanPage';
import { FIXTURE_DETAILS, FIXTURE_PLAN, FIXTURE_TODAY, fixtureSections } from './testing/myPlanFixtures';

window.getComputedStyle = (
  (get) => (element: Element) =>
    get(element)
)(window.getComputedStyle.bind(window));

function Harness() {
  const [plan, setPlan] = useState<MyPlan>(FIXTURE_PLAN.partial);
  return (
    <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
      <main>
        <h1>{m.heading()}</h1>
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
  // A copy: the reader keeps appending to its log, and what is said after the page is read (the
  // clear's button and announcement) belongs to the next section, not this one.
  return [...(await virtual.spokenPhraseLog())];
}

inEachLanguage(
  'My plan, as heard: dates in order with past ones said, each tool section, questions, and a clear that says it deletes nothing',
  120_000,
  async () => {
    const FILE = transcriptFile('my-plan');
    render(<Harness />);
    await virtual.start({ container: document.body });
    const page = await readAll((phrase) => phrase.startsWith('end of main'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: m.clear() }));
    // The clear's announcement is heard once the status region holds it: waited for as that state, not a clock.
    await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(polite(m.clearedMessage())));
    const cleared = (await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith('polite:'));
    await virtual.stop();

    expect(page[0]).toBe('main');
    expect(page).toContain(`heading, ${m.datesHeading()}, level 2`);
    expect(page).toContain(`heading, ${m.questionsHeading()}, level 2`);
    expect(page.some((phrase) => phrase === dateWords.past())).toBe(true);
    expect(cleared).toContain(polite(m.clearedMessage()));

    const text = [
      `# ${docWords.heading({ title: m.heading() })}`,
      '',
      docWords.planPage({
        path: pathInLocale('/my-plan', currentLocale()),
        file: 'src/plan/MyPlanPage.transcript.test.tsx',
      }),
      docWords.planReader(),
      docWords.liveLines(),
      '',
      `## 1. ${docWords.planRead()}`,
      '',
      ...page.map((phrase) => `- ${phrase}`),
      '',
      `## 2. ${docWords.planClear({ button: m.clear() })}`,
      '',
      ...cleared.map((phrase) => `- ${phrase}`),
      '',
    ].join('\n');
    if (process.env.UPDATE_TRANSCRIPTS === '1') {
      fs.mkdirSync(path.dirname(FILE), { recursive: true });
      fs.writeFileSync(FILE, text);
    } else
      expect(text).toBe(
        fs.existsSync(FILE)
          ? fs.readFileSync(FILE, 'utf8')
          : `(missing ${path.relative(process.cwd(), FILE)}: run npm run transcripts)`,
      );
  },
);

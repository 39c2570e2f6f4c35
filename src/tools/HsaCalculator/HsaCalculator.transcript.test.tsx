import { endOfForm, startTranscript } from '../shared/screenReaderTranscript';
import { HsaCalculator } from './HsaCalculator';

const FILE = 'src/tools/HsaCalculator/HsaCalculator.transcript.test.tsx';
const ANALYZE = 'Moving to “Analyze my HSA” and pressing Enter';
const TOO_MUCH = 'Typing 9,000 as the contribution, above the 2026 limit';
const AGAIN = 'Pressing “Analyze my HSA” again';

it('HSA, as heard: nothing until Analyze, then balance and tax saving in two sentences; the contribution capped', { timeout: 90_000 }, async () => {
  const sr = await startTranscript('hsa', <HsaCalculator title="HSA Strategy Calculator" />);
  const form = await sr.readUntil('Reading from the heading to the end of the form', endOfForm);
  await sr.pressButton(ANALYZE, 'Analyze my HSA');
  await sr.typeInto(TOO_MUCH, /^Yearly contribution/, '9000');
  await sr.pressButton(AGAIN, 'Analyze my HSA');
  const { expected, actual } = await sr.finish(FILE);

  expect(form[1]).toBe('heading, HSA Strategy Calculator: your figures, level 2');
  expect(form.some((p) => /^textbox, Yearly contribution, [\d,]+, In dollars\. .*The most you may put in for 2026 with self-only coverage is \$4,400\./.test(p))).toBe(true);
  expect(form).toContain('button, Analyze my HSA');
  // Spec default inputs (HsaCalculator.test.tsx): 421,907 at 65, tax savings 913 this year; the tool opens on 2026 (Rev. Proc. 2025-19: self-only limit 4,400).
  expect(sr.announcements(ANALYZE)[0]).toMatch(/^polite: Your HSA could hold \$421,907 at retirement\. Putting in \$[\d,]+ this year saves \$913 in tax\.$/);
  expect(sr.announcements(TOO_MUCH)).toEqual(['polite: The most you can enter is $4,400. We used $4,400.']);
  expect(sr.announcements(AGAIN)[0]).toMatch(/^polite: Your HSA could hold \$[\d,]+ at retirement\. Putting in \$4,400 this year saves \$[\d,]+ in tax\.$/);
  expect(actual).toBe(expected);
});

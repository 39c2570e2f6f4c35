import { endOfForm, startTranscript } from '../shared/screenReaderTranscript';
import { LtcCalculator } from './LtcCalculator';

const FILE = 'src/tools/LtcCalculator/LtcCalculator.transcript.test.tsx';
const CALCULATE = 'Moving to Calculate and pressing Enter';
const OLD = 'Typing 90 as the age, above the oldest allowed';
const AGAIN = 'Pressing Calculate again';

it('long-term care, as heard: total cost and premium announced after Calculate; age capped', { timeout: 90_000 }, async () => {
  const sr = await startTranscript('ltc-insurance', <LtcCalculator title="Long-Term Care Insurance Calculator" />);
  const form = await sr.readUntil('Reading from the heading to the end of the form', endOfForm);
  await sr.pressButton(CALCULATE, 'Calculate');
  await sr.typeInto(OLD, /^Your age/, '90');
  await sr.pressButton(AGAIN, 'Calculate');
  const { expected, actual } = await sr.finish(FILE);

  expect(form[1]).toBe('heading, Long-Term Care Insurance Calculator: your figures, level 2');
  expect(form.some((p) => /^textbox, Your age, \d+, .*years$/.test(p))).toBe(true);
  expect(form).toContain('button, Calculate');
  // SPEC §3 defaults (ltc.test.ts): total care 306,600; premium 212.44 a month.
  expect(sr.announcements(CALCULATE)).toEqual(['polite: Care could cost $306,600 in total. Insurance is estimated at $212 a month.']);
  expect(sr.announcements(OLD)).toEqual(['polite: The most you can enter is 85 years. We used 85 years.']);
  expect(sr.announcements(AGAIN)).toHaveLength(1);
  expect(sr.announcements(AGAIN)[0]).toMatch(/^polite: Care could cost \$[\d,]+ in total\. Insurance is estimated at \$[\d,]+ a month\.$/);
  expect(actual).toBe(expected);
});

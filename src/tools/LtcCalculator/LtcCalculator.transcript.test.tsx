import { transcriptTest } from '../shared/screenReaderTranscript';
import { LtcCalculator } from './LtcCalculator';

const CALCULATE = 'Moving to Calculate and pressing Enter';
const OLD = 'Typing 90 as the age, above the oldest allowed';
const AGAIN = 'Pressing Calculate again';

transcriptTest('long-term care, as heard: total cost and premium announced after Calculate; age capped', { toolId: 'ltc-insurance', tool: <LtcCalculator title="Long-Term Care Insurance Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.pressButton(CALCULATE, 'Calculate');
  await sr.typeInto(OLD, /^Your age/, '90');
  await sr.pressButton(AGAIN, 'Calculate');

  expect(form.some((p) => /^textbox, Your age, \d+, .*years$/.test(p))).toBe(true);
  expect(form).toContain('button, Calculate');
  // SPEC §3 defaults (ltc.test.ts): total care 306,600; premium 212.44 a month.
  expect(sr.announcements(CALCULATE)).toEqual(['polite: Care could cost $306,600 in total. Insurance is estimated at $212 a month.']);
  expect(sr.announcements(OLD)).toEqual(['polite: The most you can enter is 85 years. We used 85 years.']);
  expect(sr.announcements(AGAIN)).toHaveLength(1);
  expect(sr.announcements(AGAIN)[0]).toMatch(/^polite: Care could cost \$[\d,]+ in total\. Insurance is estimated at \$[\d,]+ a month\.$/);
});

import { transcriptTest } from '../shared/screenReaderTranscript';
import { RothConversionCalculator } from './RothConversionCalculator';

const BRACKET = 'Choosing 32% as the tax bracket now';
const TOO_MUCH = 'Typing 600,000 to convert, more than the balance';

transcriptTest('Roth conversion, as heard: recommendation and net benefit announced; the amount capped at the balance', { toolId: 'roth-conversion', tool: <RothConversionCalculator title="Roth Conversion Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.chooseOption(BRACKET, /^Your tax bracket now/, '32%');
  await sr.typeInto(TOO_MUCH, /^Amount to convert/, '600000');

  expect(form.some((p) => /^textbox, Traditional IRA balance, 500,000, In dollars\./.test(p))).toBe(true);
  expect(form.some((p) => /^textbox, Years until retirement, \d+, years$/.test(p))).toBe(true);
  expect(sr.section(BRACKET)?.phrases.at(-2)).toBe('32%');
  // 32 % of the 100,000 converted is paid now.
  expect(sr.announcements(BRACKET)).toHaveLength(1);
  expect(sr.announcements(BRACKET)[0]).toMatch(/^polite: Recommendation: (Favorable|Not Favorable|Neutral)\. Converting \$100,000 costs \$32,000 in tax now; the net benefit is -?\$[\d,]+\.$/);
  // Capped at the 500,000 balance: 22 % of it is 110,000.
  expect(sr.announcements(TOO_MUCH)[0]).toBe('polite: The most you can enter is $500,000. We used $500,000.');
  expect(sr.announcements(TOO_MUCH)[1]).toMatch(/^polite: Recommendation: .+ Converting \$500,000 costs \$160,000 in tax now/);
});

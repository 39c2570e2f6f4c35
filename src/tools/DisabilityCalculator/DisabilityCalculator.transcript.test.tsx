import { screen } from '@testing-library/react';
import { transcriptTest } from '../shared/screenReaderTranscript';
import { DisabilityCalculator } from './DisabilityCalculator';

const CALCULATE = 'Moving to Calculate and pressing Enter';
const SLIDER = 'Moving to the “Share of income to replace” slider and pressing Right Arrow twice';
const TWIN = 'Typing 95 in the slider’s typed twin, above the most allowed';
const AGAIN = 'Pressing Calculate again';

transcriptTest('disability, as heard: the slider and its twin speak percent, the monthly benefit announced after Calculate', { toolId: 'disability', tool: <DisabilityCalculator title="Disability Insurance Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.pressButton(CALCULATE, 'Calculate');
  await sr.pressKeyOn(SLIDER, () => screen.getByRole('slider', { name: /^Share of income to replace/ }), '{ArrowRight}', 2);
  await sr.typeInto(TWIN, /^Share of income to replace/, '95');
  await sr.pressButton(AGAIN, 'Calculate');

  expect(form.some((p) => /^textbox, Share of income to replace, 60, .*%$/.test(p))).toBe(true);
  expect(form.some((p) => p.startsWith('slider, Share of income to replace') && p.endsWith('current value 60 percent'))).toBe(true);
  // SPEC §9 defaults: 60 % × 75,000 / 12 = 3,750 a month; premium 35 × 3,750 / 1,000 = 131.25.
  expect(sr.announcements(CALCULATE)).toEqual(['polite: A policy could pay $3,750 a month, 60.0% of your income, for an estimated $131 a month.']);
  expect(sr.section(SLIDER)?.phrases.map((p) => p.replace(/^.*current value /, ''))).toEqual(['60 percent', '61 percent', '62 percent']);
  expect(sr.announcements(TWIN)[0]).toBe('polite: The most you can enter is 80%. We used 80%.');
  // 80 % × 75,000 / 12 = 5,000, capped at 80 % of the 5,000 monthly expenses: 4,000.
  expect(sr.announcements(AGAIN)).toEqual(['polite: A policy could pay $4,000 a month, 64.0% of your income, for an estimated $140 a month.']);
});

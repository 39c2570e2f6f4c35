import { transcriptTest } from '../shared/screenReaderTranscript';
import { HealthcareCostCalculator } from './HealthcareCostCalculator';

const PART_B = 'Emptying the Part B premium';
const RETIRE = 'Typing 80 as the retirement age, above the oldest allowed';

transcriptTest('healthcare cost, as heard: total and yearly cost announced after a change; a clamped retirement age', { toolId: 'healthcare-cost', tool: <HealthcareCostCalculator title="Healthcare Cost Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(PART_B, /^Medicare Part B premium/, '');
  await sr.typeInto(RETIRE, /^Age you plan to retire/, '80');

  expect(form).toContain('textbox, Medicare Part B premium (per month), 174, In dollars. 2026 standard premium is $202.90 (CMS).');
  expect(form.some((p) => /^textbox, Chance you will need long-term care, \d+, %$/.test(p))).toBe(true);
  // A blank Part B counts as 0: (45 + 125 + 150) × 12 + 3,700 = 7,540 a year today (SPEC §5).
  expect(sr.announcements(PART_B)).toHaveLength(1);
  expect(sr.announcements(PART_B)[0]).toMatch(/^polite: Your healthcare could cost about \$[\d,]+ over \d+ years of retirement, about \$7,540 a year at today’s prices\.$/);
  expect(sr.announcements(RETIRE)[0]).toBe('polite: The most you can enter is 75 years. We used 75 years.');
});

import { transcriptTest } from '../shared/screenReaderTranscript';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';

const YEAR = 'Typing 1960 as the birth year';
const BENEFIT = 'Typing 1,000 as the monthly benefit';
const TOO_LATE = 'Typing 2020 as the birth year, after the latest allowed';

transcriptTest('Social Security, as heard: the year unspoken as a number with a comma, the best claiming age announced', { toolId: 'social-security', tool: <SocialSecurityCalculator title="Social Security Claiming Age Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(YEAR, /^Year you were born/, '1960');
  await sr.typeInto(BENEFIT, /^Monthly benefit at full retirement age/, '1000');
  await sr.typeInto(TOO_LATE, /^Year you were born/, '2020');

  expect(form.some((p) => p.startsWith('textbox, Year you were born, 1964, '))).toBe(true);
  expect(form.some((p) => /^textbox, Monthly benefit at full retirement age, 2,000, In dollars\./.test(p))).toBe(true);
  // SSA known answers, born 1960 with $1,000: 70 → 1,240 × 180 = 223,200 by 85 (the most).
  expect(sr.announcements(BENEFIT)).toEqual(['polite: Your full retirement age is 67. Up to age 85, claiming at 70 adds up to the most: $223,200.']);
  expect(sr.announcements(TOO_LATE)[0]).toBe('polite: The most you can enter is 2010. We used 2010.');
});
